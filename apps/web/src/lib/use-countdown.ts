import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown (the SMS resend wait): `start()` begins it, `remaining` is 0 when none runs.
 * It counts against a deadline, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    const deadline = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 1000);
  }, [seconds, stop]);

  useEffect(() => stop, [stop]);

  return { remaining, running: remaining > 0, start };
}

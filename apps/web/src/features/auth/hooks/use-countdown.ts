import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (the SMS resend button): start() sets it, it ticks down once a second to 0. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, running: remaining > 0, start };
}

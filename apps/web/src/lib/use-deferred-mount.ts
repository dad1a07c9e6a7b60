import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first paint, true just after it, set in a transition. A page renders its top first and what lies
 * below it one frame later, so neither the render nor its commit is one long task: the phone home's newest
 * listings (the last thing on the page, so their arrival moves nothing), the desktop home's sections under the
 * hero (their space kept, so the footer stays out of view).
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return mounted;
}

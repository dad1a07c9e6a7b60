import { startTransition, useEffect, useState } from 'react';

/**
 * The home pages' static first paint comes with the page from the server (apps/server/src/plugins/web-hints.ts:
 * `phoneHomeShell`, header, search field and first banner; `desktopHomeShell`, header and hero) and lies over
 * the empty #root. The app removes it once the same pixels are its own: the phone home when its carousel is on
 * screen, the desktop home when the sections under its hero are, any other page at once, the load-failure
 * message at once. Removing an absolutely positioned layer moves nothing (no layout shift).
 */
export const SHELL_ID = 'mts-shell';

export function removeStaticShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/**
 * False for the first paint, true just after it, set in a transition. A page renders its top first and what lies
 * below it one frame later, so neither the render nor its commit is one long task: the phone home's newest
 * listings (the last thing on the page, so their arrival moves nothing), the desktop home's sections under the
 * hero (their space kept, so the footer stays out of view). Kept in this module, which is in the entry chunk:
 * a module of its own became one more chunk request for both home pages.
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

/**
 * The phone home's static first paint (header, search field, first banner) comes with the page from the server
 * (apps/server/src/plugins/web-hints.ts, `phoneHomeShell`) and lies over the empty #root. The app removes it
 * once the same pixels are its own: the home when its carousel is on screen, any other page at once, the
 * load-failure message at once. Removing an absolutely positioned layer moves nothing (no layout shift).
 */
export const SHELL_ID = 'mts-shell';

export function removeStaticShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

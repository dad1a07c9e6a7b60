/**
 * The home pages' static first paint comes with the page from the server (apps/server/src/plugins/web-hints.ts:
 * `phoneHomeShell`, header, search field and first banner; `desktopHomeShell`, header and hero) and lies over
 * the empty #root. The app removes it once the same pixels are its own: the phone home when its carousel is on
 * screen, the desktop home when its hero is, any other page at once, the load-failure message at once. Removing an absolutely positioned layer moves nothing (no layout shift).
 */
export const SHELL_ID = 'mts-shell';

export function removeStaticShell(): void {
  document.getElementById(SHELL_ID)?.remove();
}

/** Banner and nav links: site paths stay in the app (DeviceGuard adds /pc), full urls open a new tab. */
export function openLink(url: string, navigate: (to: string) => void) {
  if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener');
  else navigate(url);
}

/** Device routing (spec section 2; the web entry and the server's HTML hints share it): the device comes from the user agent; phones never see /pc, desktops always do. */
const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export type Device = 'mobile' | 'desktop';

export function detectDevice(userAgent: string): Device {
  return MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

const isPcPath = (pathname: string) => pathname === '/pc' || pathname.startsWith('/pc/');

/** Returns the path this device should be on, or null when the current one is right. */
export function devicePath(device: Device, pathname: string): string | null {
  if (device === 'mobile' && isPcPath(pathname)) {
    return pathname.slice(3) || '/';
  }
  if (device === 'desktop' && !isPcPath(pathname)) {
    return pathname === '/' ? '/pc' : `/pc${pathname}`;
  }
  return null;
}

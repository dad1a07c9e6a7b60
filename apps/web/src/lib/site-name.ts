import { SITE_DEFAULTS } from '@mts/shared/constants';

/**
 * The site's configured name (server env SITE_NAME): the server writes it into the page as
 * `<meta name="application-name">` (apps/server/src/plugins/web-hints.ts injectSite), so titles need no API call.
 */
export function siteNameOf(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string {
  return doc?.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() || SITE_DEFAULTS.siteName;
}

/** The site's name after every page title (both apps). */
export const SITE_NAME = siteNameOf();

import { SITE_DEFAULTS } from '@mts/shared/constants';

/**
 * The site's configured name (server env SITE_NAME): the server writes it into the page as
 * `<meta name="application-name">` and its brand as `<meta name="mts-brand">` (apps/server/src/plugins/web-hints.ts
 * injectSite), so titles and logos need no API call.
 */
const metaOf = (name: string) => (typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? ''));

/** The site's name after every page title (both apps). */
export const SITE_NAME = metaOf('application-name') || SITE_DEFAULTS.siteName;

/** The short brand on the logos (server env SITE_BRAND, `<meta name="mts-brand">`). */
export const SITE_BRAND = metaOf('mts-brand') || SITE_DEFAULTS.brand;

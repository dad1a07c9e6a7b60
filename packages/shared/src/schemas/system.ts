import { z } from 'zod';
import { envelope } from './common';

/** GET /healthz: the database answers `select 1`. */
export const healthReply = envelope(z.object({ db: z.enum(['up', 'down']) }));

/** GET /ping: a route that touches nothing, the baseline for benchmarks. */
export const pingReply = envelope(z.literal('pong'));

/**
 * GET /site/config (public, cached): the one place the site's name, brand, ICP record and service contacts come from
 * (server env SITE_NAME, SITE_BRAND, ICP_RECORD, SERVICE_PHONE, SERVICE_EMAIL; defaults SITE_DEFAULTS in constants).
 * The web's footer, agreements and page titles read it; the server's static first paint prints the same values.
 */
export const siteConfig = z.object({
  /** The full name after every page title: MTS 存储交易平台. */
  siteName: z.string().min(1),
  /** The short brand on logos and in the agreements (the platform, 「本平台」): MTS. */
  brand: z.string().min(1),
  /** The ICP filing number in the footer (empty: the footer leaves the line out). */
  icpRecord: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
export const siteConfigReply = envelope(siteConfig);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_DEFAULTS } from '@mts/shared/constants';
import type { SiteConfig } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { SITE_BRAND, SITE_NAME } from '@/lib/site-name';
import { contentKeys } from './keys';

/** Until GET /site/config answers: the defaults, with the name and brand the page itself carries (the server's). */
const PLACEHOLDER: SiteConfig = { ...SITE_DEFAULTS, siteName: SITE_NAME, brand: SITE_BRAND };

export const getSiteConfig = () => getData<SiteConfig>('/site/config');

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.site(), queryFn: getSiteConfig, staleTime: 30 * 60_000, gcTime: Infinity });

/**
 * The site's name, brand, ICP record and service contacts (the server's one configuration): the footer, the
 * agreements and the login pages read it. Never undefined: the defaults stand in while it loads or if it fails.
 */
export function useSiteConfig(): SiteConfig {
  return useQuery(siteConfigQueryOptions()).data ?? PLACEHOLDER;
}

import { useMatches } from 'react-router';

/** Route meta (spec section 2): page background, text colour, whether the search box and user info show. */
export type RouteMeta = { title?: string; bg?: string; color?: string; search?: boolean; userInfo?: boolean };

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return matches.reduce<RouteMeta>((meta, m) => ({ ...meta, ...((m.handle as { meta?: RouteMeta } | undefined)?.meta ?? {}) }), {});
}

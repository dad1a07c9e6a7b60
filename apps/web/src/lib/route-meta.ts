import { useLocation, useMatches } from 'react-router';

/** Route meta (spec section 2): page background, text colour, whether the search box and user info show. */
export type RouteMeta = {
  title?: string;
  /** A title chosen by the query string (one page, two modes: /pay?mode=order is 订单支付); undefined keeps `title`. */
  titleFor?: (query: URLSearchParams) => string | undefined;
  bg?: string;
  color?: string;
  search?: boolean;
  userInfo?: boolean;
};

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const { search } = useLocation();
  const meta = matches.reduce<RouteMeta>((acc, m) => ({ ...acc, ...((m.handle as { meta?: RouteMeta } | undefined)?.meta ?? {}) }), {});
  return meta.titleFor ? { ...meta, title: meta.titleFor(new URLSearchParams(search)) ?? meta.title } : meta;
}

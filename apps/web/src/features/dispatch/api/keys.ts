import type { MyFollowListQuery, PoolQuery } from '@mts/shared/schemas';

/**
 * Query keys of the dispatch domain: the two pools (leads for negotiators, confirmed intention orders for
 * business followers), my follow items and one follow item. A grab or a block invalidates `pools()` and
 * `follows()`; a follow record, close or publish invalidates `follow(id)` and `follows()`.
 */
export const dispatchKeys = {
  all: ['dispatch'] as const,
  pools: () => [...dispatchKeys.all, 'pool'] as const,
  leadPool: () => [...dispatchKeys.pools(), 'lead'] as const,
  leadPoolPages: (params: Omit<PoolQuery, 'pageNum'>) => [...dispatchKeys.leadPool(), 'pages', params] as const,
  preOrderPool: () => [...dispatchKeys.pools(), 'preOrder'] as const,
  preOrderPoolPages: (params: Omit<PoolQuery, 'pageNum'>) => [...dispatchKeys.preOrderPool(), 'pages', params] as const,
  follows: () => [...dispatchKeys.all, 'follows'] as const,
  followPage: (params: MyFollowListQuery) => [...dispatchKeys.follows(), 'page', params] as const,
  followPages: (params: Omit<MyFollowListQuery, 'pageNum'>) => [...dispatchKeys.follows(), 'pages', params] as const,
  follow: (id: number) => [...dispatchKeys.all, 'follow', id] as const,
};

import type { GoodsSearchQuery } from '@mts/shared/schemas';
import type { MySaleGoodsParams } from './get-my-sale-goods';

/** Query keys of the goods domain, one factory: a shelf change invalidates `mine()` (table and list alike). */
export const goodsKeys = {
  all: ['goods'] as const,
  list: (params: GoodsSearchQuery) => [...goodsKeys.all, 'list', params] as const,
  pages: (params: Omit<GoodsSearchQuery, 'pageNum'>) => [...goodsKeys.all, 'pages', params] as const,
  detail: (goodsId: number) => [...goodsKeys.all, 'detail', goodsId] as const,
  suggest: (keyword: string) => [...goodsKeys.all, 'suggest', keyword] as const,
  typeSearch: (keyword: string) => [...goodsKeys.all, 'type-search', keyword] as const,
  hotWords: () => [...goodsKeys.all, 'hot-words'] as const,
  /** Goods published from the caller's leads (我是货主). */
  mine: () => [...goodsKeys.all, 'mine'] as const,
  minePage: (params: MySaleGoodsParams) => [...goodsKeys.mine(), 'page', params] as const,
  minePages: (params: Omit<MySaleGoodsParams, 'pageNum'>) => [...goodsKeys.mine(), 'pages', params] as const,
};

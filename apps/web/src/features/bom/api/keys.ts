import type { BomListQuery } from '@mts/shared/schemas';

export type BomListParams = Partial<BomListQuery>;

/** Query keys of BOM配单 (issue 24): a create, delete or rematch invalidates `list()`; a line move updates `detail(id)`. */
export const bomKeys = {
  all: ['bom'] as const,
  list: () => [...bomKeys.all, 'list'] as const,
  listPage: (params: BomListParams) => [...bomKeys.list(), 'page', params] as const,
  listPages: (params: Omit<BomListParams, 'pageNum'>) => [...bomKeys.list(), 'pages', params] as const,
  detail: (id: number) => [...bomKeys.all, 'detail', id] as const,
  offers: (lineId: number) => [...bomKeys.all, 'offers', lineId] as const,
};

/**
 * The trade domain's root key (features/trade's `tradeKeys.all`): a feature may not import another, and 加入购物车 /
 * 生成意向单 change the cart and the intention orders.
 */
export const TRADE_ROOT = ['trade'] as const;
/** The RFQ domain's root key (features/rfq's `rfqKeys.all`): 询价 from a BOM adds to 我的询价. */
export const RFQ_ROOT = ['rfq'] as const;

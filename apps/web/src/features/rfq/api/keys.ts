import type { RfqListQuery } from '@mts/shared/schemas';

export type RfqListParams = Partial<RfqListQuery>;

/** Query keys of 询价 (issue 24): a quote, accept or close invalidates `all` (lists and details alike). */
export const rfqKeys = {
  all: ['rfq'] as const,
  list: () => [...rfqKeys.all, 'list'] as const,
  listPage: (params: RfqListParams) => [...rfqKeys.list(), 'page', params] as const,
  listPages: (params: Omit<RfqListParams, 'pageNum'>) => [...rfqKeys.list(), 'pages', params] as const,
  detail: (id: number) => [...rfqKeys.all, 'detail', id] as const,
};

/** The trade domain's root key (features/trade's `tradeKeys.all`): 采纳 makes an intention order. */
export const TRADE_ROOT = ['trade'] as const;
/** The BOM domain's root key: a BOM line shows its RFQ. */
export const BOM_ROOT = ['bom'] as const;

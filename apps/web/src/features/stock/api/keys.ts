import type { StockListQuery } from '@mts/shared/schemas';

export type StockListParams = Partial<StockListQuery>;

/** Query keys of 我的库存 (issue 23), one factory: a shelf, delete or edit invalidates `list()` (table and phone list alike). */
export const stockKeys = {
  all: ['stock'] as const,
  list: () => [...stockKeys.all, 'list'] as const,
  listPage: (params: StockListParams) => [...stockKeys.list(), 'page', params] as const,
  listPages: (params: Omit<StockListParams, 'pageNum'>) => [...stockKeys.list(), 'pages', params] as const,
  /** The caller's latest import (GET /stock/import/current). */
  currentImport: () => [...stockKeys.all, 'import', 'current'] as const,
  importDetail: (id: number) => [...stockKeys.all, 'import', id] as const,
};

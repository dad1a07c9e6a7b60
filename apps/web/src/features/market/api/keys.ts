/** Query keys of 行情 (issue 25): figures are public and change during the day; alerts are the user's. */
export const marketKeys = {
  all: ['market'] as const,
  panel: (goodsId: number) => [...marketKeys.all, 'panel', goodsId] as const,
  part: (model: string, currency: number, days: number) => [...marketKeys.all, 'part', model, currency, days] as const,
  indices: (currency: number | undefined) => [...marketKeys.all, 'indices', currency ?? 'all'] as const,
  index: (code: string, days: number) => [...marketKeys.all, 'index', code, days] as const,
  movers: (currency: number | undefined) => [...marketKeys.all, 'movers', currency ?? 'all'] as const,
  search: (q: string) => [...marketKeys.all, 'search', q] as const,
  alerts: () => [...marketKeys.all, 'alerts'] as const,
};

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketAlert, MarketIndexDetail, MarketIndexItem, MarketMovers, MarketPanel, MarketPart, MarketSearchItem } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { marketKeys } from './keys';

/** Figures move during the day (goods, demands, quotes, deals): a minute is fresh enough for a page. */
const FRESH_MS = 60_000;

/** GET /market/panel?goodsId → the price panel of a listing (its part number in its currency). */
export const getMarketPanel = (goodsId: number) => getData<MarketPanel>('/market/panel', { goodsId });
export const marketPanelQueryOptions = (goodsId: number) =>
  queryOptions({ queryKey: marketKeys.panel(goodsId), queryFn: () => getMarketPanel(goodsId), staleTime: FRESH_MS });
export const useMarketPanel = (goodsId: number) => useQuery({ ...marketPanelQueryOptions(goodsId), enabled: goodsId > 0 });

/** GET /market/part?model&currency&days → header, series and the daily table. */
export const getMarketPart = (model: string, currency: number, days: number) => getData<MarketPart>('/market/part', { model, currency, days });
export const useMarketPart = (model: string, currency: number, days: number) =>
  useQuery({
    queryKey: marketKeys.part(model, currency, days),
    queryFn: () => getMarketPart(model, currency, days),
    staleTime: FRESH_MS,
    enabled: model !== '',
    placeholderData: keepPreviousData,
  });

/** GET /market/indices?currency → every basket's index with its sparkline. */
export const getMarketIndices = (currency?: number) => getData<MarketIndexItem[]>('/market/indices', { currency });
export const useMarketIndices = (currency?: number) =>
  useQuery({ queryKey: marketKeys.indices(currency), queryFn: () => getMarketIndices(currency), staleTime: FRESH_MS, placeholderData: keepPreviousData });

/** GET /market/index?code&days → one basket's series and members. */
export const getMarketIndex = (code: string, days: number) => getData<MarketIndexDetail>('/market/index', { code, days });
export const useMarketIndex = (code: string | null, days = 90) =>
  useQuery({ queryKey: marketKeys.index(code ?? '', days), queryFn: () => getMarketIndex(code!, days), staleTime: FRESH_MS, enabled: !!code });

/** GET /market/movers?currency → the day's biggest rises and falls (7-day change). */
export const getMarketMovers = (currency?: number) => getData<MarketMovers>('/market/movers', { currency });
export const useMarketMovers = (currency?: number) =>
  useQuery({ queryKey: marketKeys.movers(currency), queryFn: () => getMarketMovers(currency), staleTime: FRESH_MS, placeholderData: keepPreviousData });

/** GET /market/search?q → part numbers with figures (type-ahead on the normalised part number). */
export const searchMarket = (q: string) => getData<MarketSearchItem[]>('/market/search', { q });
export const useMarketSearch = (q: string) =>
  useQuery({ queryKey: marketKeys.search(q), queryFn: () => searchMarket(q), staleTime: FRESH_MS, enabled: q.trim() !== '', placeholderData: keepPreviousData });

/** GET /market/alert/list → my price alerts (logged in). */
export const getMarketAlerts = () => getData<MarketAlert[]>('/market/alert/list');
export const useMarketAlerts = (enabled = true) => useQuery({ queryKey: marketKeys.alerts(), queryFn: getMarketAlerts, staleTime: 0, enabled });

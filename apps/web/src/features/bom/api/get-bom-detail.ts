import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BomDetail, BomOffer } from '@mts/shared/schemas';
import { getData, getRows } from '@/lib/http';
import { bomKeys } from './keys';

/** GET /bom/detail?id → the BOM with every line matched, its summary and totals. */
export const getBomDetail = (id: number) => getData<BomDetail>('/bom/detail', { id });

export const bomDetailQueryOptions = (id: number) => queryOptions({ queryKey: bomKeys.detail(id), queryFn: () => getBomDetail(id), staleTime: 30_000 });
export const useBomDetail = (id: number, enabled = true) => useQuery({ ...bomDetailQueryOptions(id), enabled });

/** GET /bom/offers?lineId → every offer for the line, best first. */
export const getBomOffers = async (lineId: number) => (await getRows<BomOffer>('/bom/offers', { lineId })).rows;
export const useBomOffers = (lineId: number | null) =>
  useQuery({ queryKey: bomKeys.offers(lineId ?? 0), queryFn: () => getBomOffers(lineId!), enabled: lineId !== null, staleTime: 0 });

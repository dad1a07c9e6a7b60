import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InspectionRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import type { InspectionTab } from '../model/inspection-view';
import { inspectionKeys } from './keys';

/**
 * GET /mtsGoods/myYanHuoGoodsList?tab&pageNum&pageSize: inspectors only (403 for anyone else). tab 0 待领取 (待验货,
 * nobody holds it), 1 我的待验货 (held by me), 2 我已验货 (my reports); each row the order with its shipment, the
 * contract's date code and condition, and the report once filed.
 */
export const getInspections = (params: { tab: InspectionTab; pageNum: number; pageSize: number }) => getRows<InspectionRow>('/mtsGoods/myYanHuoGoodsList', params);

/** The phone's list, page by page. */
export const inspectionsInfiniteOptions = (tab: InspectionTab, pageSize: number, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: inspectionKeys.listPages(tab, pageSize),
    fetchPage: ({ pageNum }) => getInspections({ tab, pageNum, pageSize }),
    pageSize,
    delayMs,
    staleTime: 0,
  });

/** The desktop table, one page at a time. */
export const inspectionsPageOptions = (tab: InspectionTab, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: inspectionKeys.listPage(tab, pageNum, pageSize),
    queryFn: () => getInspections({ tab, pageNum, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useInspectionsInfinite = (tab: InspectionTab, pageSize: number, delayMs?: number) => useInfiniteQuery(inspectionsInfiniteOptions(tab, pageSize, delayMs));
export const useInspectionsPage = (tab: InspectionTab, pageNum: number, pageSize: number) => useQuery(inspectionsPageOptions(tab, pageNum, pageSize));

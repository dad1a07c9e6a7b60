import { useInfiniteQuery } from '@tanstack/react-query';
import type { EvaluateRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import type { EvaluateTab } from '../model/rating-view';
import { ratingKeys } from './keys';

/**
 * GET /order/myEvaluate?tab&pageNum&pageSize: tab 0 待评价 (my completed orders with a target still open to me:
 * toRate), tab 1 已评价 (orders I rated: rated). Both devices list it page by page (the phone scrolls, the desktop
 * has 加载更多), so a linked order (?orderId=) can be looked for past the first page.
 */
export const getMyEvaluate = (params: { tab: EvaluateTab; pageNum: number; pageSize: number }) => getRows<EvaluateRow>('/order/myEvaluate', params);

export const myEvaluateInfiniteOptions = (tab: EvaluateTab, pageSize: number, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: ratingKeys.evaluatePages(tab, pageSize),
    fetchPage: ({ pageNum }) => getMyEvaluate({ tab, pageNum, pageSize }),
    pageSize,
    delayMs,
    staleTime: 0,
  });

export const useMyEvaluate = (tab: EvaluateTab, pageSize: number, delayMs?: number) => useInfiniteQuery(myEvaluateInfiniteOptions(tab, pageSize, delayMs));

import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MyPreOrderListQuery, PreOrderDetail, PreOrderRow } from '@mts/shared/schemas';
import { getData, getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { tradeKeys } from './keys';

const PAGE_SIZE = 10;

/** GET /preOrder/myPreOrderList?pageNum&pageSize&role&status: mine as buyer or seller (role narrows), newest first. */
export const getMyPreOrders = (params: MyPreOrderListQuery) => getRows<PreOrderRow>('/preOrder/myPreOrderList', params);

/** One page (the desktop tables), the previous page kept on screen while the next loads. */
export const myPreOrdersQueryOptions = (params: MyPreOrderListQuery) =>
  queryOptions({ queryKey: tradeKeys.preOrderPage(params), queryFn: () => getMyPreOrders(params), placeholderData: keepPreviousData });

export const myPreOrdersInfiniteOptions = (params: Omit<MyPreOrderListQuery, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: tradeKeys.preOrderPages(params),
    fetchPage: ({ pageNum, pageSize }) => getMyPreOrders({ ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? PAGE_SIZE),
    delayMs,
    staleTime: 0,
  });

export const useMyPreOrders = (params: MyPreOrderListQuery) => useQuery(myPreOrdersQueryOptions(params));
export const useMyPreOrdersInfinite = (params: Omit<MyPreOrderListQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(myPreOrdersInfiniteOptions(params, delayMs));

/** GET /preOrder/detail?id: parties, negotiator, revisions (old → new) and the caller's moves; 403/404 for anyone else. */
export const getPreOrderDetail = (id: number) => getData<PreOrderDetail>('/preOrder/detail', { id });

export const preOrderDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: tradeKeys.preOrder(id), queryFn: () => getPreOrderDetail(id), enabled: id > 0, retry: false });

export const usePreOrderDetail = (id: number) => useQuery(preOrderDetailQueryOptions(id));

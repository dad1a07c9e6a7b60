import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderListQuery, OrderRow } from '@mts/shared/schemas';
import { getData, getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { tradeKeys, type OrderListKind } from './keys';

const PAGE_SIZE = 10;

const LIST_PATH: Record<OrderListKind, string> = {
  buy: '/order/myBuyOrderList',
  sale: '/order/mySaleOrderList',
  all: '/order/myOrderList',
  created: '/order/myCreateOrder',
};

/**
 * The order lists, rows and total newest first, with the tab `orderStatus` (0 待付款, 1 待发货, 2 待验货/待收货,
 * 3 已完成, 4 全部): buy (caller = buyer), sale (caller = seller), all (either: /myorder), created (the business
 * follower's generated contracts: /sw/myCreateOrder).
 */
export const getOrders = (kind: OrderListKind, params: OrderListQuery) => getRows<OrderRow>(LIST_PATH[kind], params);

export const ordersQueryOptions = (kind: OrderListKind, params: OrderListQuery) =>
  queryOptions({ queryKey: tradeKeys.orderPage(kind, params), queryFn: () => getOrders(kind, params), placeholderData: keepPreviousData });

export const ordersInfiniteOptions = (kind: OrderListKind, params: Omit<OrderListQuery, 'pageNum'>, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: tradeKeys.orderPages(kind, params),
    fetchPage: ({ pageNum, pageSize }) => getOrders(kind, { ...params, pageNum, pageSize }),
    pageSize: Number(params.pageSize ?? PAGE_SIZE),
    delayMs,
    staleTime: 0,
  });

export const useOrders = (kind: OrderListKind, params: OrderListQuery) => useQuery(ordersQueryOptions(kind, params));
export const useOrdersInfinite = (kind: OrderListKind, params: Omit<OrderListQuery, 'pageNum'>, delayMs?: number) =>
  useInfiniteQuery(ordersInfiniteOptions(kind, params, delayMs));

/** GET /order/detail?id: the order, its frozen contract, history, next step and the caller's moves; 403/404 for anyone else. */
export const getOrderDetail = (id: number) => getData<OrderDetail>('/order/detail', { id });

export const orderDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: tradeKeys.order(id), queryFn: () => getOrderDetail(id), enabled: id > 0, retry: false });

export const useOrderDetail = (id: number) => useQuery(orderDetailQueryOptions(id));

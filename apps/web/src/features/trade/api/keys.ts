import type { QueryClient } from '@tanstack/react-query';
import type { MyPreOrderListQuery, OrderListQuery } from '@mts/shared/schemas';

/** Which order list: /order/myBuyOrderList, /order/mySaleOrderList, /order/myOrderList (/myorder), /order/myCreateOrder (商务). */
export type OrderListKind = 'buy' | 'sale' | 'all' | 'created';

/**
 * Query keys of the trade domain (issue 10): the cart, intention orders (意向单) and orders. Every trade mutation
 * calls `invalidateTrade`: the trade lists and details reload, and so do the staff's follow items and pools (a
 * confirm, grab, contract or cancel changes them).
 */
export const tradeKeys = {
  all: ['trade'] as const,
  cart: () => [...tradeKeys.all, 'cart'] as const,
  preOrders: () => [...tradeKeys.all, 'preOrders'] as const,
  preOrderPage: (params: MyPreOrderListQuery) => [...tradeKeys.preOrders(), 'page', params] as const,
  preOrderPages: (params: Omit<MyPreOrderListQuery, 'pageNum'>) => [...tradeKeys.preOrders(), 'pages', params] as const,
  preOrder: (id: number) => [...tradeKeys.all, 'preOrder', id] as const,
  orders: () => [...tradeKeys.all, 'orders'] as const,
  orderPage: (kind: OrderListKind, params: OrderListQuery) => [...tradeKeys.orders(), kind, 'page', params] as const,
  orderPages: (kind: OrderListKind, params: Omit<OrderListQuery, 'pageNum'>) => [...tradeKeys.orders(), kind, 'pages', params] as const,
  order: (id: number) => [...tradeKeys.all, 'order', id] as const,
  contractParties: (followId: number) => [...tradeKeys.all, 'contractParties', followId] as const,
};

/**
 * The dispatch domain's root key (`dispatchKeys.all`): a feature may not import another, and a trade move changes
 * the staff's follow items and pools as well.
 */
const DISPATCH_ROOT = ['dispatch'] as const;

/** After any trade write: every trade query, and the staff's follow items and pools, reload. */
export const invalidateTrade = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: tradeKeys.all }), client.invalidateQueries({ queryKey: DISPATCH_ROOT })]);

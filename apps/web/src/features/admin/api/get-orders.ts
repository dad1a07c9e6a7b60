import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type OrderParams = { pageNum: number; pageSize: number; status?: number; keyword?: string };

/** GET /admin/orders: every order, newest first (its history: GET /order/detail, the order page). */
export const getAdminOrders = (params: OrderParams) => getRows<AdminOrderRow>('/admin/orders', params);
export const useAdminOrders = (params: OrderParams) =>
  useQuery({ queryKey: adminKeys.orders(params), queryFn: () => getAdminOrders(params), placeholderData: keepPreviousData, staleTime: 0 });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrdersPerDayRow } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/dashboard/ordersPerDay?days: one row per China-time day, oldest first, today last. */
export const getOrdersPerDay = (days: number) => getData<OrdersPerDayRow[]>('/admin/dashboard/ordersPerDay', { days });
export const ordersPerDayOptions = (days: number) => queryOptions({ queryKey: adminKeys.ordersPerDay(days), queryFn: () => getOrdersPerDay(days), staleTime: 0 });
export const useOrdersPerDay = (days: number) => useQuery(ordersPerDayOptions(days));

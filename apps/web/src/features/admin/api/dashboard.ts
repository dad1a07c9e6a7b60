import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, OrdersPerDayRow } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/dashboard: today's and this month's figures, escrow, the queues. */
export const getDashboard = () => getData<Dashboard>('/admin/dashboard');
export const dashboardOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 0 });
export const useDashboard = () => useQuery(dashboardOptions());

/** GET /admin/dashboard/ordersPerDay?days: one row per China-time day, oldest first. */
export const getOrdersPerDay = (days: number) => getData<OrdersPerDayRow[]>('/admin/dashboard/ordersPerDay', { days });
export const useOrdersPerDay = (days: number) => useQuery(queryOptions({ queryKey: adminKeys.ordersPerDay(days), queryFn: () => getOrdersPerDay(days), staleTime: 0 }));

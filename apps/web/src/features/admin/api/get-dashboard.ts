import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/dashboard: today's and this month's figures, escrow, the queues. */
export const getDashboard = () => getData<Dashboard>('/admin/dashboard');
export const dashboardOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 0 });
export const useDashboard = () => useQuery(dashboardOptions());

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShopApplication } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type ApplicationParams = { status?: number; pageNum: number; pageSize: number };

/** GET /admin/shopApply/list?status: negotiator applications (0 审核中, 1 已通过, 2 已驳回). */
export const getApplications = (params: ApplicationParams) => getRows<ShopApplication>('/admin/shopApply/list', params);
export const useApplications = (params: ApplicationParams) =>
  useQuery({ queryKey: adminKeys.applications(params), queryFn: () => getApplications(params), placeholderData: keepPreviousData, staleTime: 0 });

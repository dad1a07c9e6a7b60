import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PreOrderRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type PreOrderParams = { pageNum: number; pageSize: number; status?: number; keyword?: string };

/** GET /admin/preOrders: every intention order, newest first (its revisions: GET /preOrder/detail, the detail page). */
export const getAdminPreOrders = (params: PreOrderParams) => getRows<PreOrderRow>('/admin/preOrders', params);
export const useAdminPreOrders = (params: PreOrderParams) =>
  useQuery({ queryKey: adminKeys.preOrders(params), queryFn: () => getAdminPreOrders(params), placeholderData: keepPreviousData, staleTime: 0 });

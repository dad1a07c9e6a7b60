import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminLeadRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type LeadParams = { pageNum: number; pageSize: number; status?: number; keyword?: string; minAgeHours?: number; sort?: 'oldest' | 'newest' };

/** GET /admin/leads: leads by status with their negotiator and age (oldest first by default). */
export const getAdminLeads = (params: LeadParams) => getRows<AdminLeadRow>('/admin/leads', params);
export const useAdminLeads = (params: LeadParams) =>
  useQuery({ queryKey: adminKeys.leads(params), queryFn: () => getAdminLeads(params), placeholderData: keepPreviousData, staleTime: 0 });

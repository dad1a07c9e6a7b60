import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type AuditParams = {
  pageNum: number;
  pageSize: number;
  action?: string;
  entityType?: string;
  entityId?: number;
  operatorId?: number;
  from?: string;
  to?: string;
  keyword?: string;
};

/** GET /admin/audit: every operator action, newest first; read-only (the API has no way to change a row). */
export const useAuditLog = (params: AuditParams) =>
  useQuery({ queryKey: adminKeys.audit(params), queryFn: () => getRows<AuditRow>('/admin/audit', params), placeholderData: keepPreviousData, staleTime: 0 });

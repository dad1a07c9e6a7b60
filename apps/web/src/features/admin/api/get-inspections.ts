import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InspectionRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type InspectionParams = { pageNum: number; pageSize: number; tab: number };

/** GET /admin/inspections?tab: 0 待验货 unheld (oldest shipped first), 1 held, 2 inspected (with the report). */
export const getAdminInspections = (params: InspectionParams) => getRows<InspectionRow>('/admin/inspections', params);
export const useAdminInspections = (params: InspectionParams) =>
  useQuery({ queryKey: adminKeys.inspections(params), queryFn: () => getAdminInspections(params), placeholderData: keepPreviousData, staleTime: 0 });

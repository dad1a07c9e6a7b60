import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DisputeRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type DisputeParams = { status?: number; pageNum: number; pageSize: number };

/** GET /admin/disputes?status: order disputes (10 处理中, 20 已放款, 30 已退款), newest first. */
export const getDisputes = (params: DisputeParams) => getRows<DisputeRow>('/admin/disputes', params);
export const useDisputes = (params: DisputeParams) =>
  useQuery({ queryKey: [...adminKeys.all, 'disputes', params], queryFn: () => getDisputes(params), placeholderData: keepPreviousData, staleTime: 0 });

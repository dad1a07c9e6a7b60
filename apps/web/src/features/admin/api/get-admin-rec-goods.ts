import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRecGoodsRow } from '@mts/shared/schemas';
import { Limits } from '@mts/shared/constants';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

/** GET /admin/content/recGoods?which&position: one slot's entries by sort (an off-shelf goods stays listed). */
export const useAdminRecGoods = (which: number, position: string) => {
  const params = { which, position, pageNum: 1, pageSize: Limits.maxPageSize };
  return useQuery({ queryKey: adminKeys.contentRows('recGoods', params), queryFn: () => getRows<AdminRecGoodsRow>('/admin/content/recGoods', params), placeholderData: keepPreviousData, staleTime: 0 });
};

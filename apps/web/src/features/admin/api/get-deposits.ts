import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DepositInfo } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type AdminDeposit = DepositInfo & { userId: number; userName: string };
type Queue = { status?: number; pageNum: number; pageSize: number };

/** GET /wallet/admin/deposits?status (10 待到账, 20 已到账, 30 已驳回): declared deposits with the user, the slip and a rejection's reason. */
export const useAdminDeposits = (params: Queue) =>
  useQuery({ queryKey: adminKeys.deposits(params), queryFn: () => getRows<AdminDeposit>('/wallet/admin/deposits', params), placeholderData: keepPreviousData, staleTime: 0 });

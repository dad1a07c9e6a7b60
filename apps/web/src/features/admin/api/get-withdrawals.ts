import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Withdrawal } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type AdminWithdrawal = Withdrawal & { userId: number; userName: string };
type Queue = { status?: number; pageNum: number; pageSize: number };

/** GET /wallet/admin/withdrawals?status (10 待打款): account numbers unmasked. */
export const useAdminWithdrawals = (params: Queue) =>
  useQuery({ queryKey: adminKeys.withdrawals(params), queryFn: () => getRows<AdminWithdrawal>('/wallet/admin/withdrawals', params), placeholderData: keepPreviousData, staleTime: 0 });

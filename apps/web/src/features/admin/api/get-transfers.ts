import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransferRecord } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { adminKeys } from './keys';

export type AdminTransfer = TransferRecord & { orderNo: string; orderAmount: number; priceUnit: number };
type Queue = { status?: number; pageNum: number; pageSize: number };

/** GET /order/admin/transfers?status (10 待确认): recorded bank transfers with their order, oldest first. */
export const useAdminTransfers = (params: Queue) =>
  useQuery({ queryKey: adminKeys.transfers(params), queryFn: () => getRows<AdminTransfer>('/order/admin/transfers', params), placeholderData: keepPreviousData, staleTime: 0 });

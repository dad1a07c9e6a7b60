import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import type { DepositInfo, LedgerExportQuery, LedgerOverview, TransferRecord, Withdrawal } from '@mts/shared/schemas';
import { getData, getRows, http } from '@/lib/http';
import { getToken } from '@/lib/session';
import { adminKeys, invalidateAdmin } from './keys';

type Queue = { status?: number; pageNum: number; pageSize: number };
export type AdminDeposit = DepositInfo & { userId: number; userName: string };
export type AdminWithdrawal = Withdrawal & { userId: number; userName: string };
export type AdminTransfer = TransferRecord & { orderNo: string; orderAmount: number; priceUnit: number };

const queue = <T,>(key: readonly unknown[], url: string, params: Queue) =>
  ({ queryKey: key, queryFn: () => getRows<T>(url, params), placeholderData: keepPreviousData, staleTime: 0 }) as const;

/** GET /wallet/admin/deposits?status (10 待到账): declared deposits, with the user. */
export const useAdminDeposits = (params: Queue) => useQuery(queue<AdminDeposit>(adminKeys.deposits(params), '/wallet/admin/deposits', params));
/** GET /order/admin/transfers?status (10 待确认): recorded bank transfers with their order, oldest first. */
export const useAdminTransfers = (params: Queue) => useQuery(queue<AdminTransfer>(adminKeys.transfers(params), '/order/admin/transfers', params));
/** GET /wallet/admin/withdrawals?status (10 待打款), account numbers unmasked. */
export const useAdminWithdrawals = (params: Queue) => useQuery(queue<AdminWithdrawal>(adminKeys.withdrawals(params), '/wallet/admin/withdrawals', params));

/** GET /admin/ledger: the platform's accounts per currency and the invariant check. */
export const useLedger = () => useQuery({ queryKey: adminKeys.ledger(), queryFn: () => getData<LedgerOverview>('/admin/ledger'), staleTime: 0 });

/** Money writes carry the idempotency key of the dialog they come from (one per intent: a retry reuses it). */
type Keyed = { idempotencyKey: string };

/** POST /wallet/deposit/confirm {depositId, amount}: amount is what arrived (must equal the declared amount). */
export const confirmDeposit = (body: Keyed & { depositId: number; amount: number }) => http.post('/wallet/deposit/confirm', body);
/** POST /order/externalPay/confirm {transferId, amount}: the order goes 待付款 → 待发货. */
export const confirmTransfer = (body: Keyed & { transferId: number; amount: number }) => http.post('/order/externalPay/confirm', body);
/** POST /order/externalPay/reject {transferId, reason}. */
export const rejectTransfer = (body: Keyed & { transferId: number; reason: string }) => http.post('/order/externalPay/reject', body);
/** POST /wallet/withdraw/pay {withdrawalId}: paid out from the bank. */
export const payWithdrawal = (body: Keyed & { withdrawalId: number }) => http.post('/wallet/withdraw/pay', body);
/** POST /wallet/withdraw/refuse {withdrawalId, reason}: the money goes back to the user's available balance. */
export const refuseWithdrawal = (body: Keyed & { withdrawalId: number; reason: string }) => http.post('/wallet/withdraw/refuse', body);

/** A console write that reloads every console query afterwards. */
export function useMoneyAction<B>(fn: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateAdmin(client) });
}

/**
 * GET /admin/ledger/export.csv?from&to&priceUnit: the statement as a file. The call needs the Authorization
 * header, so it is fetched as a blob and saved through an object url (a bare link would go without the token).
 * Errors come in the envelope: their msg is thrown.
 */
export async function exportLedgerCsv(query: LedgerExportQuery): Promise<{ blob: Blob; filename: string }> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.priceUnit !== undefined) params.set('priceUnit', String(query.priceUnit));
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/ledger/export.csv?${params.toString()}`, { headers: { platform: 'PC', ...(token ? { Authorization: token } : {}) } });
  } catch {
    throw new Error(Msg.networkError);
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || Msg.requestFailed);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `ledger-${query.from}-${query.to}.csv`;
  return { blob: await res.blob(), filename };
}

/** Saves a blob as a download. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

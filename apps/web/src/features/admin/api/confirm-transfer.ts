import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /order/externalPay/confirm {transferId, amount}: the order goes 待付款 → 待发货 (amount must match). The idempotency key is the dialog's (one per intent). */
export const confirmTransfer = (body: { transferId: number; amount: number; idempotencyKey: string }) => http.post('/order/externalPay/confirm', body);
export const useConfirmTransfer = () => useAdminAction(confirmTransfer);

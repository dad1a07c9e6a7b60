import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /order/externalPay/reject {transferId, reason}: nothing moves, the order stays 待付款. The idempotency key is the dialog's (one per intent). */
export const rejectTransfer = (body: { transferId: number; reason: string; idempotencyKey: string }) => http.post('/order/externalPay/reject', body);
export const useRejectTransfer = () => useAdminAction(rejectTransfer);

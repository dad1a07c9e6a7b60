import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /order/cancel {orderId, reason}: a cancellation both parties agreed on, paid and unshipped (待发货 → 退款中). The idempotency key is the dialog's (one per intent). */
export const cancelOrder = (body: { orderId: number; reason: string; idempotencyKey: string }) => http.post('/order/cancel', body);
export const useCancelOrder = () => useAdminAction(cancelOrder);

import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /order/refund {orderId}: 退款中 → 已关闭, the buyer’s money back to his available balance. The idempotency key is the dialog's (one per intent). */
export const refundOrder = (body: { orderId: number; idempotencyKey: string }) => http.post('/order/refund', body);
export const useRefundOrder = () => useAdminAction(refundOrder);

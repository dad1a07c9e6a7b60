import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /wallet/deposit/reject {depositId, reason}: 待到账 → 已驳回, nothing moves; the user sees the reason. The idempotency key is the dialog's (one per intent). */
export const rejectDeposit = (body: { depositId: number; reason: string; idempotencyKey: string }) => http.post('/wallet/deposit/reject', body);
export const useRejectDeposit = () => useAdminAction(rejectDeposit);

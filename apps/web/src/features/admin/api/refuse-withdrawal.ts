import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /wallet/withdraw/refuse {withdrawalId, reason}: the money goes back to the available balance. The idempotency key is the dialog's (one per intent). */
export const refuseWithdrawal = (body: { withdrawalId: number; reason: string; idempotencyKey: string }) => http.post('/wallet/withdraw/refuse', body);
export const useRefuseWithdrawal = () => useAdminAction(refuseWithdrawal);

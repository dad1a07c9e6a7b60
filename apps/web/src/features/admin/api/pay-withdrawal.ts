import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /wallet/withdraw/pay {withdrawalId}: paid out from the bank. The idempotency key is the dialog's (one per intent). */
export const payWithdrawal = (body: { withdrawalId: number; idempotencyKey: string }) => http.post('/wallet/withdraw/pay', body);
export const usePayWithdrawal = () => useAdminAction(payWithdrawal);

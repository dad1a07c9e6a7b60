import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /wallet/deposit/confirm {depositId, amount}: amount is what arrived (must equal the declared amount). The idempotency key is the dialog's (one per intent). */
export const confirmDeposit = (body: { depositId: number; amount: number; idempotencyKey: string }) => http.post('/wallet/deposit/confirm', body);
export const useConfirmDeposit = () => useAdminAction(confirmDeposit);

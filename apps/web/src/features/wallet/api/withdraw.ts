import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, Withdrawal } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { intentKeys } from '@/lib/idempotency';
import type { WithdrawRequest } from '../model/money-forms';
import { invalidateWallet } from './keys';

/**
 * POST /wallet/withdraw {priceUnit, amount, bankName, accountNo, idempotencyKey} 💰 — real-name verified users
 * only (403 otherwise); the amount moves from available to frozen until an operator pays or refuses it; more than
 * available → 409 提现金额超过可提现余额. The account name is the verified real name, set by the server.
 */
export async function postWithdraw(body: WithdrawRequest, idempotencyKey: string): Promise<Withdrawal> {
  const res = await http.post<Envelope<Withdrawal>>('/wallet/withdraw', { ...body, idempotencyKey });
  return res.data.data;
}

/** The 提现 submit: one idempotency key per intent (a retry of the same request reuses it), then balance and lists reload. */
export function useWithdraw() {
  const client = useQueryClient();
  const [intent] = useState(intentKeys);
  return useMutation({
    mutationFn: (body: WithdrawRequest) => postWithdraw(body, intent.keyFor(body)),
    onSuccess: () => {
      intent.done();
      return invalidateWallet(client);
    },
  });
}

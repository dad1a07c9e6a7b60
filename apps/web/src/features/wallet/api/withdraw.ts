import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, PayFactor, Withdrawal } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { intentKeys } from '@/lib/idempotency';
import type { WithdrawRequest } from '../model/money-forms';
import { invalidateWallet } from './keys';

/**
 * POST /wallet/withdraw {priceUnit, amount, bankName, accountNo, payPassword | smsCode, idempotencyKey} 💰 — real-name
 * verified users only (403 otherwise), with the second factor (the 支付密码, or an SMS code before one is set); the amount moves from available to frozen until an operator pays or refuses it; more than
 * available → 409 提现金额超过可提现余额. The account name is the verified real name, set by the server.
 */
export async function postWithdraw(body: WithdrawRequest, factor: PayFactor, idempotencyKey: string): Promise<Withdrawal> {
  const res = await http.post<Envelope<Withdrawal>>('/wallet/withdraw', { ...body, ...factor, idempotencyKey });
  return res.data.data;
}

/**
 * The 提现 submit: one idempotency key per intent (a retry of the same request reuses it: the factor is not part of
 * the intent, and the server does not ask again for a call it completed), then balance and lists reload.
 */
export function useWithdraw() {
  const client = useQueryClient();
  const [intent] = useState(intentKeys);
  return useMutation({
    mutationFn: ({ body, factor }: { body: WithdrawRequest; factor: PayFactor }) => postWithdraw(body, factor, intent.keyFor(body)),
    onSuccess: () => {
      intent.done();
      return invalidateWallet(client);
    },
  });
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositInfo, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { intentKeys } from '@/lib/idempotency';
import type { DepositRequest } from '../model/money-forms';
import { invalidateWallet } from './keys';

/**
 * POST /wallet/deposit {priceUnit, amount, idempotencyKey} 💰 — declares a bank-transfer deposit (充值): the reply
 * names the platform account and the reference to write on the transfer. Nothing moves until an operator confirms.
 */
export async function postDeposit(body: DepositRequest, idempotencyKey: string): Promise<DepositInfo> {
  const res = await http.post<Envelope<DepositInfo>>('/wallet/deposit', { ...body, idempotencyKey });
  return res.data.data;
}

/** The 充值 submit: one idempotency key per intent (a retry of the same amount reuses it), then my deposits reload. */
export function useDeposit() {
  const client = useQueryClient();
  const [intent] = useState(intentKeys);
  return useMutation({
    mutationFn: (body: DepositRequest) => postDeposit(body, intent.keyFor(body)),
    onSuccess: () => {
      intent.done();
      return invalidateWallet(client);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, PayPasswordChangeBody, PayPasswordSetBody, PayPasswordStatus } from '@mts/shared/schemas';
import { getData, http } from '@/lib/http';
import { walletKeys } from './keys';

/**
 * The 支付密码 (issue 22): the second factor of 余额支付 and 提现. GET /wallet/payPassword tells whether one is set
 * (else the factor is an SMS code to the account's mobile) and whether it is locked; POST /wallet/payPassword/sendCode
 * sends that code; POST /wallet/payPassword sets or resets it by SMS code; POST /wallet/payPassword/change by the old one.
 */
export const getPayPasswordStatus = () => getData<PayPasswordStatus>('/wallet/payPassword');

export const usePayPasswordStatus = () => useQuery({ queryKey: walletKeys.payPassword(), queryFn: getPayPasswordStatus, staleTime: 0 });

/** POST /wallet/payPassword/sendCode: a 'pay' code to my own mobile (60 s cooldown, like the login code). */
export async function sendPayCode(): Promise<string> {
  const res = await http.post<Envelope<null>>('/wallet/payPassword/sendCode', {});
  return res.data.msg;
}

type StatusReply = { msg: string; status: PayPasswordStatus };
const statusReply = (res: { data: Envelope<PayPasswordStatus> }): StatusReply => ({ msg: res.data.msg, status: res.data.data });

export const postSetPayPassword = async (body: PayPasswordSetBody) => statusReply(await http.post<Envelope<PayPasswordStatus>>('/wallet/payPassword', body));
export const postChangePayPassword = async (body: PayPasswordChangeBody) => statusReply(await http.post<Envelope<PayPasswordStatus>>('/wallet/payPassword/change', body));

/** Set / reset (by SMS code) and change (by the old one); the status reloads after either, done or refused (a wrong old one counts). */
export function usePayPasswordMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: walletKeys.payPassword() });
  return {
    set: useMutation({ mutationFn: postSetPayPassword, onSettled: refresh }),
    change: useMutation({ mutationFn: postChangePayPassword, onSettled: refresh }),
    /** After a pay or withdrawal was refused for its factor (tries left, locked). */
    refresh,
  };
}

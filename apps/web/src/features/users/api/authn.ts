import { useMutation } from '@tanstack/react-query';
import type { AuthnBody, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /user/authn {realName, idNumber} → authnStatus 1. */
export async function submitAuthn(body: AuthnBody) {
  const res = await http.post<Envelope<{ authnStatus: number }>>('/user/authn', body);
  return res.data;
}

export const useSubmitAuthn = () => useMutation({ mutationFn: submitAuthn });

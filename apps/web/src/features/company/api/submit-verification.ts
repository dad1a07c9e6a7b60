import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyVerification, CompanyVerifyBody, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { companyKeys } from './keys';

/** POST /company/verify: a new application (审核中). */
export async function submitVerification(body: CompanyVerifyBody) {
  const res = await http.post<Envelope<CompanyVerification>>('/company/verify', body);
  return res.data;
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (reply) => queryClient.setQueryData(companyKeys.mine(), reply.data),
  });
}

import type { Envelope, LoginResult } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /login {mobile, smsCode} → token + user fields. */
export async function loginBySms(body: { mobile: string; smsCode: string }) {
  const res = await http.post<Envelope<LoginResult>>('/login', body);
  return res.data.data;
}

import type { SmsCodeBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /sms/getMobileVerificationCode; a reply with code 428 (CAPTCHA_REQUIRED_CODE) asks for the image captcha. */
export async function sendSmsCode(body: SmsCodeBody) {
  const res = await http.post<{ code: number; msg: string }>('/sms/getMobileVerificationCode', body);
  return res.data.msg;
}

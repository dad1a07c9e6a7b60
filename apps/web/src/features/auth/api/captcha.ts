import { http } from '@/lib/http';
import type { Envelope } from '@mts/shared/schemas';

/** GET /captcha/image → {base64, key}. */
export async function getCaptcha() {
  const res = await http.get<Envelope<{ base64: string; key: string }>>('/captcha/image');
  return res.data.data;
}

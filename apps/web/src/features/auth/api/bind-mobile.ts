import { http } from '@/lib/http';

/** POST /user/bindMobile {mobile, code} → 绑定成功. */
export async function bindMobile(body: { mobile: string; code: string }) {
  const res = await http.post<{ code: number; msg: string }>('/user/bindMobile', body);
  return res.data.msg;
}

import type { Envelope, WxmpCodeMsg, WxmpStatus } from '@mts/shared/schemas';
import type { QrState } from '@mts/shared/constants';
import { http } from '@/lib/http';

/** POST /getWxmpCode {uuid}: the reply's msg is a JSON string {url, ticket}. */
export async function getWxmpCode(uuid: string): Promise<WxmpCodeMsg> {
  const res = await http.post<{ code: number; msg: string }>('/getWxmpCode', { uuid });
  return JSON.parse(res.data.msg) as WxmpCodeMsg;
}

/** POST /selectWxmpLoginStatus {uuid, ticket} → status, and the token once confirmed. */
export async function getWxmpStatus(uuid: string, ticket: string) {
  const res = await http.post<Envelope<WxmpStatus>>('/selectWxmpLoginStatus', { uuid, ticket });
  return res.data.data;
}

/** The phone side of the built-in scanner: read the ticket (marks it scanned), then confirm while logged in. */
export async function getQrInfo(ticket: string) {
  const res = await http.get<Envelope<{ status: QrState; platform: string; createdAt: string }>>('/qrLogin/info', { params: { ticket } });
  return res.data.data;
}

export async function confirmQrLogin(ticket: string) {
  const res = await http.post<{ code: number; msg: string }>('/qrLogin/confirm', { ticket });
  return res.data.msg;
}

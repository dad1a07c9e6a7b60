import { expect, type APIRequestContext } from '@playwright/test';
import { creditCodeCheckChar } from '@mts/shared/validate';
import { API } from './support';
import { call } from './trade-staff';

/** A fresh valid unified social credit code (one approved account per code): random organisation code, GB 32100 check character. */
export function freshCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let org = '';
  for (let i = 0; i < 9; i++) org += chars[Math.floor(Math.random() * chars.length)];
  const first17 = `91440300${org}`;
  return first17 + creditCodeCheckChar(first17)!;
}

/** A 1×1 PNG, the licence picture. */
export const LICENCE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const WANGQIANG_COMPANY = '深圳市华强芯城贸易有限公司';

type Goods = { goodsId: number; goodsModel: string; company?: { name: string } };

/** A listing on the shelf carrying 王强's verified company block (seeded). */
export async function verifiedListing(request: APIRequestContext): Promise<Goods> {
  const reply = (await (await request.get(`${API}/goods/list?status=0&pageSize=100&pageNum=1`)).json()) as { data: { records: Goods[] } };
  const goods = reply.data.records.find((g) => g.company?.name === WANGQIANG_COMPANY);
  expect(goods, '王强 has a listing with the company block').toBeTruthy();
  return goods!;
}

/** The operator's queue row of a user's application (GET /admin/companyVerify). */
export async function applicationOf(request: APIRequestContext, operatorToken: string, mobile: string) {
  const reply = (await call<unknown>(request, 'GET', '/admin/companyVerify?pageNum=1&pageSize=50', operatorToken)) as unknown as {
    code: number;
    msg: string;
    rows: { id: number; mobile: string; status: number }[];
  };
  expect(reply.code, reply.msg).toBe(200);
  return reply.rows.find((r) => r.mobile === mobile);
}

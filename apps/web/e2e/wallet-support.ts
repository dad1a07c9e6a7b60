import { expect, type APIRequestContext } from '@playwright/test';
import { OPERATOR, pay } from './money-support';
import { call, loginAs } from './trade-staff';

/**
 * Helpers of the wallet specs (issue 11): the operator's side of a deposit or a withdrawal, done through the API as
 * the demo operator 孟佳 (the operator console is a later issue), and the caller's latest requests.
 */
type Paged<T> = { code: number; msg: string; rows: T[]; total: number };

/** The caller's newest deposit (GET /wallet/deposits). */
export async function latestDeposit(request: APIRequestContext, token: string) {
  const res = await request.get('/dev-api/api/mts-api/wallet/deposits?pageNum=1&pageSize=1', { headers: { Authorization: token, platform: 'H5' } });
  const body = (await res.json()) as Paged<{ id: number; amount: number; reference: string; status: number }>;
  expect(body.code, body.msg).toBe(200);
  return body.rows[0]!;
}

/** The caller's newest withdrawal (GET /wallet/withdrawals). */
export async function latestWithdrawal(request: APIRequestContext, token: string) {
  const res = await request.get('/dev-api/api/mts-api/wallet/withdrawals?pageNum=1&pageSize=1', { headers: { Authorization: token, platform: 'H5' } });
  const body = (await res.json()) as Paged<{ id: number; amount: number; status: number }>;
  expect(body.code, body.msg).toBe(200);
  return body.rows[0]!;
}

/** 孟佳 confirms that a deposit arrived (the amount must be the declared one). */
export async function confirmDeposit(request: APIRequestContext, depositId: number, amount: number) {
  const operator = await loginAs(request, OPERATOR);
  const reply = await pay(request, '/wallet/deposit/confirm', operator.token, { depositId, amount });
  expect(reply.code, reply.msg).toBe(200);
}

/** 孟佳 refuses a withdrawal with a reason: the money goes back to the user's available balance. */
export async function refuseWithdrawal(request: APIRequestContext, withdrawalId: number, reason: string) {
  const operator = await loginAs(request, OPERATOR);
  const reply = await pay(request, '/wallet/withdraw/refuse', operator.token, { withdrawalId, reason });
  expect(reply.code, reply.msg).toBe(200);
}

/** The caller's balance of one currency, cents (GET /user/getUserBalance). */
export async function balanceOf(request: APIRequestContext, token: string, priceUnit: number) {
  const reply = await call<{ accounts: { priceUnit: number; withdrawableBalance: number; frozenBalance: number }[] }>(request, 'GET', '/user/getUserBalance', token);
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.accounts.find((a) => a.priceUnit === priceUnit)!;
}

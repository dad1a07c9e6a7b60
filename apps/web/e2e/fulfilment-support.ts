import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { OPERATOR } from './money-support';
import { apiLogin, freshMobile } from './support';
import { call, loginAs } from './trade-staff';

/**
 * Helpers of the inspection and rating specs (issue 11, web): a picture to upload through the page's own picker, an
 * order's status as its buyer sees it, a report filed on the desktop's form, and a brand-new business follower (an
 * approved application) with no rating.
 */

/** A 1×1 PNG for the page's file input (the server re-encodes it). */
export const PHOTO = {
  name: 'inspection.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64'),
};

/** The order's status and report as its buyer reads it (GET /order/detail). */
export async function orderAsBuyer(request: APIRequestContext, buyer: LoginResult, orderId: number) {
  const detail = await call<{ status: number; statusText: string; quantity: number; inspection: { result: string; photos: string[]; countedQuantity: number } | null }>(
    request,
    'GET',
    `/order/detail?id=${orderId}`,
    buyer.token,
  );
  expect(detail.code, detail.msg).toBe(200);
  return detail.data;
}

/** 好评等级 of a staff member as the server derives it (GET /follow/myFollowOrderList). */
export async function goodLevelOf(request: APIRequestContext, staff: LoginResult) {
  const res = (await (await request.get(`/dev-api/api/mts-api/follow/myFollowOrderList?pageNum=1&pageSize=1`, { headers: { Authorization: staff.token, platform: 'H5' } })).json()) as {
    code: number;
    goodlevel: number;
  };
  expect(res.code).toBe(200);
  return res.goodlevel;
}

/** A fresh user who applied as a negotiator and whom the demo operator approved as a business follower (20): never rated. */
export async function freshBusinessFollower(request: APIRequestContext, platform: 'H5' | 'PC' = 'H5'): Promise<LoginResult> {
  const mobile = freshMobile();
  const user = await apiLogin(request, mobile, platform);
  const applied = await call<{ id: number }>(request, 'POST', '/shop/apply', user.token, {
    companyName: '深圳测试商务有限公司',
    region: '广东深圳',
    experience: '从事存储芯片贸易与跟单八年，熟悉原厂与渠道。',
    contactName: '测试商务',
    contactMobile: mobile,
  });
  expect(applied.code, applied.msg).toBe(200);
  const operator = await loginAs(request, OPERATOR);
  const approved = await call(request, 'POST', `/admin/shopApply/${applied.data.id}/approve`, operator.token, { businessType: 20 });
  expect(approved.code, approved.msg).toBe(200);
  return apiLogin(request, mobile, platform);
}

export type Report = { result: 'pass' | 'fail'; count: number; dateCode: string; notes: string };

/** Fills the desktop's report form and sends it, which asks for confirmation. */
export async function fileDesktopReport(page: Page, report: Report) {
  await page.getByTestId(`report-result-${report.result}`).locator('xpath=ancestor::label').click();
  await page.getByTestId('report-countedQuantity').fill(String(report.count));
  await page.getByTestId('report-dateCodeSeen').fill(report.dateCode);
  await page.getByPlaceholder('芯片表面丝印、标签是否与型号一致').fill('丝印清晰，与原厂一致');
  await page.getByTestId('report-form').locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByTestId('report-form').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByPlaceholder('选填：包装、外观、抽检情况等').fill(report.notes);
  await expect(page.getByTestId('report-submit')).toBeEnabled();
  await page.getByTestId('report-submit').click();
}

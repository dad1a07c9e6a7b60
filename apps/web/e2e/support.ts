import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENS = join(dirname(fileURLToPath(import.meta.url)), '../../../test-results/screens');

/** Saves a full-page screenshot of the current screen as a test artifact: test-results/screens/<project>/<name>.png */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = join(SCREENS, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export const API = '/dev-api/api/mts-api';

/* ---------- Test users: fresh mobiles, the development outbox, sessions ---------- */

/** A fresh mobile (139 and 8 random digits); one SMS per mobile keeps clear of the per-mobile cooldown. */
export const freshMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A valid GB 11643 resident ID: 17 digits with a plausible birth date and the MOD 11-2 check character (unique per call: one ID may verify only one user). */
export function residentId(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const body = `110105${1960 + Math.floor(Math.random() * 40)}${month}${day}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const sum = [...body].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** Verifies the user's real name through the API with a fresh valid ID (the name must be 2–20 Chinese characters). */
export async function verifyRealName(request: APIRequestContext, token: string, realName = '王小明') {
  const reply = (await (
    await request.post(`${API}/user/authn`, {
      data: { realName, idNumber: residentId() },
      headers: { Authorization: token, platform: 'H5' },
    })
  ).json()) as { code: number; msg: string };
  expect(reply.code, reply.msg).toBe(200);
}

type Outbox = { sms: { mobile: string; code: string; sentAt: string }[]; captcha: { key: string; answer: string }[] };

/** GET /dev/outbox: the codes and captcha answers the development server "sent", newest first. */
export async function outbox(request: APIRequestContext): Promise<Outbox> {
  const body = (await (await request.get(`${API}/dev/outbox`)).json()) as { code: number; data: Outbox };
  expect(body.code).toBe(200);
  return body.data;
}

/** The newest SMS code sent to `mobile` (at or after `since`, ms since the epoch, when given). */
export async function smsCodeFor(request: APIRequestContext, mobile: string, since = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => (code = (await outbox(request)).sms.find((s) => s.mobile === mobile && Date.parse(s.sentAt) >= since)?.code), { timeout: 8000 })
    .toMatch(/^\d{4}$/);
  return code!;
}

/** The answer of the image captcha `key`. */
export async function captchaAnswer(request: APIRequestContext, key: string): Promise<string> {
  let answer: string | undefined;
  await expect.poll(async () => (answer = (await outbox(request)).captcha.find((c) => c.key === key)?.answer)).toBeTruthy();
  return answer!;
}

/** Starts the app already logged in as `user` (what the login page or dialog stores), once per page. */
export async function startLoggedIn(page: Page, user: LoginResult) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('mts_user_info', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, JSON.stringify(user));
}

/* ---------- Phone ---------- */

/**
 * Asks for an SMS code for `mobile` until the server sends one: a 429 (the 1 s per-mobile cooldown of the e2e
 * server, hit when a parallel test logs the same seeded user in) waits and asks again, a 428 answers the image
 * captcha. Returns the time the request went out, for reading the code from the outbox.
 */
async function requestSmsCode(request: APIRequestContext, mobile: string): Promise<number> {
  const send = async (extra: object = {}) =>
    (await (await request.post(`${API}/sms/getMobileVerificationCode`, { data: { mobile, ...extra } })).json()) as { code: number; msg: string };
  let reply = { code: 0, msg: '' };
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const since = Date.now() - 1000;
    reply = await send();
    if (reply.code === 428) {
      const { data } = (await (await request.get(`${API}/captcha/image`)).json()) as { data: { key: string } };
      reply = await send({ captchaKey: data.key, captchaCode: await captchaAnswer(request, data.key) });
    }
    if (reply.code === 200) return since;
    if (reply.code !== 429) break;
    await new Promise((r) => setTimeout(r, 1500));
  }
  expect(reply.code, reply.msg).toBe(200);
  return 0;
}

/** SMS login through the API (send, read the outbox, /login) as the phone (H5) or the desktop (PC) does. */
export async function apiLogin(request: APIRequestContext, mobile: string, platform: 'H5' | 'PC' = 'H5'): Promise<LoginResult> {
  const since = await requestSmsCode(request, mobile);
  const smsCode = await smsCodeFor(request, mobile, since);
  const login = (await (await request.post(`${API}/login`, { data: { mobile, smsCode }, headers: { platform } })).json()) as { code: number; msg: string; data: LoginResult };
  expect(login.code, login.msg).toBe(200);
  return login.data;
}

/** The phone's SMS login through the API. */
export const phoneApiLogin = (request: APIRequestContext, mobile: string) => apiLogin(request, mobile, 'H5');

/* ---------- Seeded users and API calls ---------- */

export type Reply<T> = { code: number; msg: string; data: T };

const sessions = new Map<string, Promise<LoginResult>>();
/** A seeded user's session, once per worker and platform, retrying past a parallel login's cooldown. */
export function loginAs(request: APIRequestContext, mobile: string, platform: 'H5' | 'PC' = 'H5'): Promise<LoginResult> {
  const key = `${mobile}/${platform}`;
  let session = sessions.get(key);
  if (!session) {
    session = (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await apiLogin(request, mobile, platform);
        } catch (error) {
          if (attempt === 3) throw error;
          await new Promise((r) => setTimeout(r, 1500));
        }
      }
    })();
    sessions.set(key, session);
  }
  return session;
}

/** An API call as `token` (a GET's `data` is its query); the reply as the server sent it. */
export async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: object): Promise<Reply<T>> {
  const get = method === 'GET';
  const res = await request.fetch(`${API}${path}`, {
    method,
    data: get ? undefined : data,
    params: get ? (data as Record<string, string> | undefined) : undefined,
    headers: { Authorization: token, platform: 'H5' },
  });
  return (await res.json()) as Reply<T>;
}

/** Fills the phone's /login page and logs in through the UI; the code (and a captcha answer if asked) comes from the outbox. */
export async function loginOnPhonePage(page: Page, mobile: string) {
  await expect(page.getByTestId('sms-login-form')).toBeVisible();
  await page.getByTestId('login-mobile').locator('input').fill(mobile);
  await page.getByTestId('send-code').click();
  const sendButton = page.getByTestId('send-code');
  const dialog = page.getByTestId('captcha-dialog');
  await expect(sendButton.or(dialog).filter({ hasText: /重新获取|看不清/ }).first()).toBeVisible();
  if (await dialog.isVisible()) {
    const key = await page.getByTestId('captcha-image').getAttribute('data-key');
    await page.getByTestId('captcha-input').locator('input').fill(await captchaAnswer(page.request, key!));
    await page.getByRole('button', { name: '确定' }).click();
  }
  await expect(sendButton).toHaveText(/^\d+s后重新获取$/);
  await expect(sendButton).toBeDisabled();
  await page.getByTestId('login-code').locator('input').fill(await smsCodeFor(page.request, mobile));
  await page.getByTestId('login-consent').locator('input').check(); // 《用户协议》/《隐私政策》 (issue 22)
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('登录成功！')).toBeVisible();
}

/* ---------- Desktop ---------- */

/** Fills the open login dialog's 短信登录 tab and submits; solves the captcha if asked. */
export async function loginInDesktopDialog(page: Page, mobile: string) {
  const dialog = page.getByTestId('login-dialog');
  await dialog.getByRole('tab', { name: '短信登录' }).click();
  await dialog.getByPlaceholder('请输入手机号').fill(mobile);
  const since = Date.now() - 1000;
  await dialog.getByTestId('send-code').click();
  const captcha = page.getByTestId('captcha-image');
  await expect(dialog.getByTestId('send-code').or(captcha)).toBeVisible();
  await expect(dialog.getByTestId('send-code')).toContainText(/s 后重新获取|获取验证码/);
  if (await captcha.isVisible()) {
    const key = (await captcha.getAttribute('data-key'))!;
    await page.getByTestId('captcha-input').fill(await captchaAnswer(page.request, key));
    await page.getByRole('button', { name: /确\s*定/ }).click();
  }
  await expect(dialog.getByTestId('send-code')).toContainText(/\d+s 后重新获取/);
  await expect(dialog.getByTestId('send-code')).toBeDisabled();
  await dialog.getByPlaceholder('请输入验证码').fill(await smsCodeFor(page.request, mobile, since));
  await dialog.getByTestId('login-consent').locator('input').check(); // 《用户协议》/《隐私政策》 (issue 22)
  await dialog.getByTestId('sms-login').click();
}

/**
 * Holds every request matching `pattern` until the returned `release()` is called, so a test can look at a loading
 * state for as long as it needs (a fixed delay raced the assertions on a busy machine). Requests arriving after the
 * release pass straight through.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Picks `label` in an antd Select (`select` is the element whose click opens it) and waits until the select shows it.
 * On a busy machine a click can land on an option while the dropdown is still opening and be lost; the pick is then
 * tried again, so the test goes on only with the value really chosen.
 */
export async function pickAntdOption(page: Page, select: Locator, label: string) {
  await expect(async () => {
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first();
    if (!(await option.isVisible())) await select.click();
    await option.click({ timeout: 3000 });
    await expect(select).toContainText(label, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

import { test as base, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { LoginResult } from '@mts/shared/schemas';
import { apiLogin } from './support';

/**
 * The twin stories: a spec in e2e/shared runs in both projects (phone, desktop) and asks a small per-device driver
 * for the few steps the two apps do differently. `Device` holds what every story needs; a spec adds its own steps to
 * it (`storyTest({ phone: { ...PHONE, … }, desktop: { ...DESKTOP, … } })`) and its tests get the driver as `device`.
 */
export type DeviceName = 'phone' | 'desktop';

export type Device = {
  name: DeviceName;
  /** The platform header the app sends (H5 on the phone, PC on the desktop). */
  platform: 'H5' | 'PC';
  /** A route as this app serves it: the desktop tree lives under /pc. */
  url: (path: string) => string;
  /** A text input by its test id (antd-mobile puts the id on a wrapper; antd on the input, or on its wrapper when the input has a prefix). */
  field: (page: Page, testId: string) => Locator;
  /** A passing message: antd-mobile's Toast, antd's message. */
  toast: (page: Page, text: string) => Locator;
  /** The open confirm dialog (antd-mobile's Dialog, antd's Modal.confirm). */
  dialog: (page: Page) => Locator;
  /** Its button that goes ahead: antd-mobile names it (确认支付, 确认收货 …), antd's is the primary one. */
  dialogOk: (page: Page, name: string) => Locator;
  /** A tab: the phone's are found inside their bar (its test id), the desktop's by their role. */
  tab: (page: Page, bar: string, name: string) => Locator;
  /** A button's text as shown: antd spaces out a label of two Chinese characters (编辑 → 编 辑). */
  buttonText: (label: string) => string;
  /** SMS login through the API as this app does it. */
  login: (request: APIRequestContext, mobile: string) => Promise<LoginResult>;
  /** Types a 6-digit 支付密码 into the passcode input `testId` (antd-mobile PasscodeInput, antd Input.OTP). */
  typePasscode: (page: Page, testId: string, digits: string) => Promise<void>;
};

export const PHONE: Device = {
  name: 'phone',
  platform: 'H5',
  url: (path) => path,
  field: (page, testId) => page.getByTestId(testId).locator('input'),
  toast: (page, text) => page.getByText(text),
  dialog: (page) => page.locator('.adm-dialog'),
  dialogOk: (page, name) => page.locator('.adm-dialog-button').filter({ hasText: name }),
  tab: (page, bar, name) => page.getByTestId(bar).getByText(name, { exact: true }),
  buttonText: (label) => label,
  login: (request, mobile) => apiLogin(request, mobile, 'H5'),
  typePasscode: async (page, testId, digits) => {
    await page.getByTestId(testId).click();
    await page.keyboard.type(digits);
  },
};

export const DESKTOP: Device = {
  name: 'desktop',
  platform: 'PC',
  url: (path) => `/pc${path}`,
  field: (page, testId) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first(),
  toast: (page, text) => page.locator('.ant-message').getByText(text),
  dialog: (page) => page.locator('.ant-modal-confirm'),
  // Modal.confirm's button, or a Modal's own (the pay confirm, which holds the 支付密码 field).
  dialogOk: (page) => page.locator('.ant-modal-confirm-btns .ant-btn-primary, .ant-modal-footer .ant-btn-primary').first(),
  tab: (page, _bar, name) => page.getByRole('tab', { name, exact: true }),
  buttonText: (label) => (/^[\u4e00-\u9fa5]{2}$/.test(label) ? [...label].join(' ') : label),
  login: (request, mobile) => apiLogin(request, mobile, 'PC'),
  typePasscode: async (page, testId, digits) => {
    await page.getByTestId(testId).locator('input').first().click();
    await page.keyboard.type(digits);
  },
};

const deviceName = (testInfo: TestInfo): DeviceName => (testInfo.project.name === 'desktop' ? 'desktop' : 'phone');

/** The test of a shared story: each test gets the driver of the project it runs in as `device`. */
export function storyTest<D extends Device>(drivers: Record<DeviceName, D>) {
  return base.extend<{ device: D }>({
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its destructured first argument
    device: async ({}, use, testInfo) => use(drivers[deviceName(testInfo)]),
  });
}

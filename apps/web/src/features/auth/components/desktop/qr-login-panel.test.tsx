import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@mts/shared/constants';
import { getWxmpCode, getWxmpStatus } from '../../api/qr-login';
import { QrLoginPanel } from './qr-login-panel';
import { advance, settle } from '@/test/timers';

// Only the fetch module is replaced: the panel's timers, the QR encoder and the overlays run for real.
vi.mock('../../api/qr-login', () => ({ getWxmpCode: vi.fn(), getWxmpStatus: vi.fn(), getQrInfo: vi.fn(), confirmQrLogin: vi.fn() }));

const code = vi.mocked(getWxmpCode);
const status = vi.mocked(getWxmpStatus);

beforeAll(async () => {
  await import('qrcode'); // loaded once, so the panel's lazy import settles like a cached chunk
});

let n = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  code.mockReset();
  status.mockReset();
  code.mockImplementation(async () => {
    n += 1;
    return { url: `http://127.0.0.1/qrLogin?ticket=ticket-${n}-abcdefgh`, ticket: `ticket-${n}-abcdefgh` };
  });
  status.mockResolvedValue({ status: 'waiting' });
});
afterEach(() => vi.useRealTimers());

const renderPanel = (onLoggedIn = vi.fn(), agreed = true) => {
  render(
    <App>
      <QrLoginPanel onLoggedIn={onLoggedIn} agreed={agreed} />
    </App>,
  );
  return onLoggedIn;
};
const qr = () => screen.getByTestId('qr-code');

describe('desktop QR login tab', { timeout: 20_000 }, () => {
  it('covers the code and does not poll until the consent box is ticked', async () => {
    renderPanel(vi.fn(), false);
    await settle();
    expect(screen.getByTestId('qr-consent').textContent).toContain('请先阅读并同意《用户协议》和《隐私政策》');
    await advance(Limits.qrPollMs * 3);
    expect(status).not.toHaveBeenCalled();
  });

  it('draws the code url and polls every 3 s with the uuid and ticket', async () => {
    renderPanel();
    await settle();
    expect(code).toHaveBeenCalledTimes(1);
    const uuid = code.mock.calls[0][0];
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(qr().getAttribute('data-url')).toMatch(/\/qrLogin\?ticket=ticket-\d+-abcdefgh$/);
    expect(qr().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await advance(Limits.qrPollMs - 10);
    expect(status).not.toHaveBeenCalled();
    await advance(10);
    expect(status).toHaveBeenCalledTimes(1);
    expect(status.mock.calls[0]).toEqual([uuid, expect.stringMatching(/^ticket-/)]);
    await advance(Limits.qrPollMs);
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('shows 已扫码，请在手机上确认 once scanned and logs in when confirmed', async () => {
    const onLoggedIn = renderPanel();
    await settle();
    status.mockResolvedValueOnce({ status: 'scanned' });
    await advance(Limits.qrPollMs);
    expect(screen.getByText('已扫码，请在手机上确认')).toBeTruthy();

    const user = { userId: 7, businessType: 0, shopStatus: null, mobile: '13900000000', avatar: '', userType: '普通用户', nick_name: 'x', goodlevel: 0, authnStatus: 0, token: 'old' };
    status.mockResolvedValueOnce({ status: 'confirmed', token: 'tok-1', userInfo: user });
    await advance(Limits.qrPollMs);
    expect(onLoggedIn).toHaveBeenCalledWith({ ...user, token: 'tok-1' });
    const calls = status.mock.calls.length;
    await advance(Limits.qrPollMs * 3);
    expect(status.mock.calls.length).toBe(calls); // polling ended
  });

  it('expires after 5 minutes into 二维码已失效, stops polling, and a click draws a fresh code', async () => {
    renderPanel();
    await settle();
    const firstUrl = qr().getAttribute('data-url');
    await advance(Limits.qrValidityMs - 1000);
    expect(screen.queryByText('二维码已失效')).toBeNull();
    await advance(1000);
    expect(screen.getByText('二维码已失效')).toBeTruthy();
    expect(screen.getByTestId('qr-panel').getAttribute('data-state')).toBe('expired');

    const polls = status.mock.calls.length;
    await advance(Limits.qrPollMs * 5);
    expect(status.mock.calls.length).toBe(polls);

    fireEvent.click(screen.getByTestId('qr-expired'));
    await settle();
    expect(code).toHaveBeenCalledTimes(2);
    expect(code.mock.calls[1][0]).not.toBe(code.mock.calls[0][0]); // a fresh uuid
    expect(screen.queryByText('二维码已失效')).toBeNull();
    expect(qr().getAttribute('data-url')).not.toBe(firstUrl);
    await advance(Limits.qrPollMs);
    expect(status.mock.calls.length).toBe(polls + 1);
  });

  it('turns into 二维码已失效 as soon as the server says the ticket expired', async () => {
    renderPanel();
    await settle();
    status.mockResolvedValueOnce({ status: 'expired' });
    await advance(Limits.qrPollMs);
    expect(screen.getByText('二维码已失效')).toBeTruthy();
  });
});

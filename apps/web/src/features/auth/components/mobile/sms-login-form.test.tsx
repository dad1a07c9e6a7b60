import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CAPTCHA_REQUIRED_CODE } from '@mts/shared/constants';
import { ApiError } from '@/lib/http';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { sendSmsCode } from '../../api/send-sms-code';
import { loginBySms } from '../../api/login';
import { SmsLoginForm } from './sms-login-form';

// Only the fetch modules are replaced; the form, its countdown and the dialog run for real.
vi.mock('../../api/send-sms-code', () => ({ sendSmsCode: vi.fn() }));
vi.mock('../../api/login', () => ({ loginBySms: vi.fn() }));
vi.mock('../../api/captcha', () => ({ getCaptcha: vi.fn(async () => ({ base64: 'data:image/png;base64,iVBORw0KGgo=', key: 'cap-1' })) }));

const send = vi.mocked(sendSmsCode);
const login = vi.mocked(loginBySms);

beforeAll(() => installAntdMobileRender());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId).querySelector('input')!, { target: { value } });
const mobileInput = () => screen.getByTestId('login-mobile').querySelector('input')!;

describe('mobile SMS login form', () => {
  beforeEach(() => {
    send.mockReset();
    login.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the mobile to 11 digits and the code to 4', () => {
    render(<MemoryRouter><SmsLoginForm onLoggedIn={vi.fn()} /></MemoryRouter>);
    type('login-mobile', '138-0000 00001234');
    expect(mobileInput().value).toBe('13800000000');
    expect(mobileInput().maxLength).toBe(11);
    type('login-code', '12a345');
    expect(screen.getByTestId('login-code').querySelector('input')!.value).toBe('1234');
  });

  it('refuses to send to a wrong mobile with 请输入正确的手机号', async () => {
    render(<MemoryRouter><SmsLoginForm onLoggedIn={vi.fn()} /></MemoryRouter>);
    type('login-mobile', '12800000000');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('checks the mobile, then the 4-digit code, before logging in', async () => {
    const onLoggedIn = vi.fn();
    render(<MemoryRouter><SmsLoginForm onLoggedIn={onLoggedIn} /></MemoryRouter>);
    type('login-mobile', '1380000000');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();

    type('login-mobile', '13800000000');
    type('login-code', '123');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入正确的手机验证码')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();

    const result = { token: 't', userId: 1, businessType: 0, shopStatus: null, mobile: '13800000000', avatar: '', userType: '普通用户', nick_name: '', goodlevel: 1, authnStatus: 0 };
    login.mockResolvedValue(result);
    type('login-code', '1234');
    // the consent box starts unticked and blocks the login until ticked
    const consent = screen.getByTestId('login-consent').querySelector('input')!;
    expect(consent.checked).toBe(false);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    expect(screen.getByTestId('consent-user').getAttribute('href')).toBe('/agreement/user');
    expect(screen.getByTestId('consent-privacy').getAttribute('href')).toBe('/agreement/privacy');
    fireEvent.click(consent);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(result));
    expect(login).toHaveBeenCalledWith({ mobile: '13800000000', smsCode: '1234' });
  });

  it('runs a 60 s countdown after sending; the button sends only when no countdown runs', async () => {
    vi.useFakeTimers();
    send.mockResolvedValue('短信已发送,注意查收');
    render(<MemoryRouter><SmsLoginForm onLoggedIn={vi.fn()} /></MemoryRouter>);
    type('login-mobile', '13800000000');
    const button = screen.getByTestId('send-code') as HTMLButtonElement;
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ mobile: '13800000000' });
    expect(button.textContent).toBe('60s后重新获取');
    expect(button.disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('59s后重新获取');
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not start the countdown when the send fails', async () => {
    send.mockRejectedValue(new ApiError('验证码已发送，请60秒后再试', 429));
    render(<MemoryRouter><SmsLoginForm onLoggedIn={vi.fn()} /></MemoryRouter>);
    type('login-mobile', '13800000000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(screen.getByTestId('send-code').textContent).toBe('获取验证码');
  });

  it('asks for the image captcha on code 428 and resends with its key and answer', async () => {
    send.mockRejectedValueOnce(new ApiError('操作过于频繁，请输入图形验证码', CAPTCHA_REQUIRED_CODE)).mockResolvedValueOnce('短信已发送,注意查收');
    render(<MemoryRouter><SmsLoginForm onLoggedIn={vi.fn()} /></MemoryRouter>);
    type('login-mobile', '13800000000');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByTestId('captcha-dialog')).toBeTruthy();
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    fireEvent.change(screen.getByTestId('captcha-input').querySelector('input')!, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ mobile: '13800000000', captchaKey: 'cap-1', captchaCode: 'ab12' }));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('60s后重新获取'));
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_REQUIRED_CODE, Limits } from '@mts/shared/constants';
import { ApiError } from '@/lib/http';
import { loginBySms } from '../../api/login';
import { sendSmsCode } from '../../api/send-sms-code';
import { SmsLoginForm } from './sms-login-form';
import { advance, settle } from '@/test/timers';

// Only the fetch modules are replaced; the form, its countdown and the captcha modal run for real.
vi.mock('../../api/send-sms-code', () => ({ sendSmsCode: vi.fn() }));
vi.mock('../../api/login', () => ({ loginBySms: vi.fn() }));
vi.mock('../../api/captcha', () => ({ getCaptcha: vi.fn(async () => ({ base64: 'data:image/png;base64,iVBORw0KGgo=', key: 'cap-1' })) }));

const send = vi.mocked(sendSmsCode);
const login = vi.mocked(loginBySms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  send.mockReset();
  login.mockReset();
  send.mockResolvedValue('短信已发送,注意查收');
});
afterEach(() => vi.useRealTimers());

const renderForm = (onLoggedIn = vi.fn(), agreed = true) => {
  render(
    <App>
      <SmsLoginForm onLoggedIn={onLoggedIn} agreed={agreed} />
    </App>,
  );
  return onLoggedIn;
};
const typeInto = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const sendButton = () => screen.getByTestId('send-code') as HTMLButtonElement;

// antd's first render is slow on a busy machine
describe('desktop SMS login tab', { timeout: 20_000 }, () => {
  it('refuses a wrong mobile with 请输入正确的手机号 and limits the fields to 11 and 4 characters', async () => {
    vi.useRealTimers(); // antd animates the error list in on real frames
    renderForm();
    expect((screen.getByPlaceholderText('请输入手机号') as HTMLInputElement).maxLength).toBe(11);
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).maxLength).toBe(4);
    typeInto('请输入手机号', '12345678901');
    fireEvent.click(sendButton());
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('runs the 60 s countdown; sending works only when none runs', async () => {
    renderForm();
    typeInto('请输入手机号', '13912345678');
    fireEvent.click(sendButton());
    await settle();
    expect(send).toHaveBeenCalledWith({ mobile: '13912345678' });
    expect(sendButton().textContent).toContain(`${Limits.smsCountdownS}s`);
    expect(sendButton().disabled).toBe(true);

    await advance(1000);
    expect(sendButton().textContent).toContain(`${Limits.smsCountdownS - 1}s`);
    fireEvent.click(sendButton());
    await settle();
    expect(send).toHaveBeenCalledTimes(1);

    await advance((Limits.smsCountdownS - 1) * 1000);
    expect(sendButton().textContent).toContain('获取验证码');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('asks for the image captcha when the server replies 428, then sends with it', async () => {
    renderForm();
    send.mockRejectedValueOnce(new ApiError('操作过于频繁，请输入图形验证码', CAPTCHA_REQUIRED_CODE));
    typeInto('请输入手机号', '13912345678');
    fireEvent.click(sendButton());
    await settle();
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    typeInto('图形验证码', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await settle();
    expect(send).toHaveBeenLastCalledWith({ mobile: '13912345678', captchaKey: 'cap-1', captchaCode: 'ab12' });
    expect(sendButton().disabled).toBe(true);
  });

  it('checks the code with 请输入正确的手机验证码 and logs in with a good one', async () => {
    const result = { token: 't', userId: 1, businessType: 0, shopStatus: null, mobile: '13912345678', avatar: '', userType: '普通用户', nick_name: '', goodlevel: 0, authnStatus: 0 };
    login.mockResolvedValue(result);
    vi.useRealTimers();
    const onLoggedIn = renderForm();
    typeInto('请输入手机号', '13912345678');
    typeInto('请输入验证码', '12');
    fireEvent.click(screen.getByTestId('sms-login'));
    expect(await screen.findByText('请输入正确的手机验证码')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    typeInto('请输入验证码', '1234');
    fireEvent.click(screen.getByTestId('sms-login'));
    await settle();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ mobile: '13912345678', smsCode: '1234' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(result));
  });

  it('does not log in until the 《用户协议》/《隐私政策》 box is ticked', async () => {
    vi.useRealTimers();
    const onLoggedIn = renderForm(vi.fn(), false);
    typeInto('请输入手机号', '13912345678');
    typeInto('请输入验证码', '1234');
    fireEvent.click(screen.getByTestId('sms-login'));
    expect(await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});

import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CAPTCHA_REQUIRED_CODE, Limits } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import type { LoginResult } from '@mts/shared/schemas';
import { isMobile, isSmsCode } from '@mts/shared/validate';
import { ApiError } from '@/lib/http';
import { loginBySms } from '../../api/login';
import { sendSmsCode } from '../../api/send-sms-code';
import { useCountdown } from '@/lib/use-countdown';
import { CaptchaModal } from './captcha-modal';

type Fields = { mobile: string; smsCode: string };
type Props = {
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
  /** The dialog's 《用户协议》/《隐私政策》 box: logging in waits for it (issue 22). */
  agreed: boolean;
};

const mobileRule = {
  validator: (_: unknown, v?: string) => (isMobile(v ?? '') ? Promise.resolve() : Promise.reject(new Error(Msg.badMobile))),
};
const codeRule = {
  validator: (_: unknown, v?: string) => (isSmsCode(v ?? '') ? Promise.resolve() : Promise.reject(new Error(Msg.badSmsCode))),
};

/** 短信登录: mobile + 4-digit code; the send button runs a 60 s countdown; the first login registers (once the consent box is ticked). */
export function SmsLoginForm({ onLoggedIn, agreed }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const countdown = useCountdown(Limits.smsCountdownS);
  const [sending, setSending] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** Sends the code; with a captcha when the server asked for one. Resolves whether it was sent. */
  const send = async (captcha?: { captchaKey: string; captchaCode: string }): Promise<boolean> => {
    if (countdown.running || sending) return false;
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
    } catch {
      return false;
    }
    setSending(true);
    try {
      const text = await sendSmsCode({ mobile, ...captcha });
      void message.success(text || Msg.smsSent);
      countdown.start();
      setCaptchaOpen(false);
      form.getFieldInstance('smsCode')?.focus?.();
      return true;
    } catch (error) {
      // the client has toasted the reply; 428 means an image captcha is needed first
      if (error instanceof ApiError && error.code === CAPTCHA_REQUIRED_CODE) setCaptchaOpen(true);
      return false;
    } finally {
      setSending(false);
    }
  };

  const submit = async (fields: Fields) => {
    if (!agreed) return void message.warning(AuthMsg.consentRequired);
    setSubmitting(true);
    try {
      const result = await loginBySms({ mobile: fields.mobile.trim(), smsCode: fields.smsCode.trim() });
      await onLoggedIn(result);
    } catch {
      // toasted by the client (请输入正确的手机验证码 …)
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} data-testid="sms-form" className="pc-sms-form">
        <Form.Item name="mobile" rules={[mobileRule]} validateTrigger="onBlur">
          <Input placeholder="请输入手机号" maxLength={Limits.mobileLength} inputMode="numeric" autoComplete="tel" addonBefore="+86" />
        </Form.Item>
        <Form.Item>
          <div className="pc-sms-code-row">
            <Form.Item name="smsCode" rules={[codeRule]} validateTrigger="onBlur" noStyle>
              <Input placeholder="请输入验证码" maxLength={Limits.smsCodeLength} inputMode="numeric" autoComplete="one-time-code" />
            </Form.Item>
            <Button className="pc-sms-send" data-testid="send-code" disabled={countdown.running} loading={sending} onClick={() => void send()}>
              {countdown.running ? `${countdown.remaining}s 后重新获取` : '获取验证码'}
            </Button>
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="sms-login">
          登录 / 注册
        </Button>
        <p className="pc-login-agreement">未注册的手机号验证后将自动创建账号</p>
      </Form>
      <CaptchaModal
        open={captchaOpen}
        onCancel={() => setCaptchaOpen(false)}
        onSubmit={(captchaKey, captchaCode) => send({ captchaKey, captchaCode })}
      />
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { AGREEMENT_PATHS, CAPTCHA_REQUIRED_CODE, Limits, TOO_MANY_CODE } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { isMobile, isSmsCode } from '@mts/shared/validate';
import type { LoginResult } from '@mts/shared/schemas';
import { ApiError } from '@/lib/http';
import Toast from 'antd-mobile/es/components/toast';
import { sendSmsCode } from '../../api/send-sms-code';
import { loginBySms } from '../../api/login';
import { useCountdown } from '@/lib/use-countdown';
import { CaptchaDialog } from './captcha-dialog';
import styles from './sms-login-form.module.css';

const toast = (content: string) => Toast.show({ content, duration: Limits.toastMs });

type SmsLoginFormProps = {
  /** Called with the login reply; the page stores the session, loads the details and leaves. */
  onLoggedIn: (result: LoginResult) => Promise<void> | void;
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * Mobile number + SMS code login (spec sections 4 and 5): 获取验证码 works only when no 60 s countdown
 * runs; when the server asks for an image captcha (code 428) the captcha dialog opens and the send is
 * repeated with its key and answer. API errors are toasted by the client; form rules are toasted here.
 * Logging in needs the 《用户协议》 and 《隐私政策》 box ticked (issue 22; not ticked by default).
 */
export function SmsLoginForm({ onLoggedIn }: SmsLoginFormProps) {
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sending, setSending] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const countdown = useCountdown(Limits.smsCountdownS);

  const send = async (captcha?: { captchaKey: string; captchaCode: string }) => {
    if (countdown.running || sending) return;
    if (!isMobile(mobile)) {
      toast(Msg.badMobile);
      return;
    }
    setSending(true);
    try {
      const msg = await sendSmsCode({ mobile, ...captcha });
      setCaptchaOpen(false);
      countdown.start();
      toast(msg || Msg.smsSent);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 0;
      if (!captcha) {
        if (code === CAPTCHA_REQUIRED_CODE) setCaptchaOpen(true);
      } else if (code === TOO_MANY_CODE) {
        setCaptchaOpen(false);
      } else {
        // A wrong or expired answer: captchas are single use, so show a new image.
        setCaptchaRound((n) => n + 1);
      }
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (loggingIn) return;
    if (!isMobile(mobile)) return toast(Msg.badMobile);
    if (!isSmsCode(smsCode)) return toast(Msg.badSmsCode);
    if (!agreed) return toast(AuthMsg.consentRequired);
    setLoggingIn(true);
    try {
      await onLoggedIn(await loginBySms({ mobile, smsCode }));
    } catch {
      // The client has already toasted the server's message.
    } finally {
      setLoggingIn(false);
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="sms-login-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className={styles.row}>
        <span className={styles.prefix}>+86</span>
        <Input
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入手机号"
          maxLength={Limits.mobileLength}
          value={mobile}
          onChange={(v) => setMobile(digits(v, Limits.mobileLength))}
          clearable
          aria-label="手机号"
          data-testid="login-mobile"
        />
      </label>
      <div className={styles.row}>
        <Input
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入验证码"
          maxLength={Limits.smsCodeLength}
          value={smsCode}
          onChange={(v) => setSmsCode(digits(v, Limits.smsCodeLength))}
          aria-label="验证码"
          data-testid="login-code"
        />
        <button
          type="button"
          className={styles.send}
          disabled={countdown.running || sending}
          onClick={() => void send()}
          data-testid="send-code"
        >
          {countdown.running ? `${countdown.remaining}s后重新获取` : '获取验证码'}
        </button>
      </div>
      <Button type="submit" block color="primary" size="large" shape="rounded" className={styles.submit} loading={loggingIn} data-testid="login-submit">
        登录
      </Button>
      <label className={styles.consent} data-testid="login-consent">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} aria-label="同意用户协议和隐私政策" />
        <span>
          我已阅读并同意
          <Link to={AGREEMENT_PATHS.user} data-testid="consent-user">
            《用户协议》
          </Link>
          和
          <Link to={AGREEMENT_PATHS.privacy} data-testid="consent-privacy">
            《隐私政策》
          </Link>
        </span>
      </label>
      <p className={styles.note}>未注册的手机号验证后将自动创建账号</p>
      <CaptchaDialog
        visible={captchaOpen}
        refreshSignal={captchaRound}
        onCancel={() => setCaptchaOpen(false)}
        onSubmit={(captchaKey, captchaCode) => void send({ captchaKey, captchaCode })}
      />
    </form>
  );
}

import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import Input from 'antd-mobile/es/components/input';
import type { PayFactorState } from '../../hooks/use-pay-factor';
import { PAY_PASSWORD_LENGTH } from '../../model/pay-factor';
import styles from './wallet.module.css';

/**
 * The phone's second factor (余额支付, 提现): the 6-digit 支付密码 in a passcode input (the numeric keyboard), or,
 * before one is set, the SMS code with its 获取验证码 button; the status line and the refusal under it.
 */
export function PayFactorField({ factor, testId = 'pay-factor' }: { factor: PayFactorState; testId?: string }) {
  if (!factor.mode) return null;
  return (
    <div className={styles.factor} data-testid={testId} data-mode={factor.mode}>
      <div className={styles.factorLabel}>{factor.label}</div>
      {factor.mode === 'password' ? (
        <PasscodeInput
          className={styles.passcode}
          length={PAY_PASSWORD_LENGTH}
          value={factor.value}
          onChange={(v) => factor.setValue(v.replace(/\D/g, ''))}
          error={!!factor.error}
          data-testid={`${testId}-password`}
        />
      ) : (
        <div className={styles.factorSms}>
          <Input className={styles.input} value={factor.value} onChange={factor.setValue} placeholder="请输入短信验证码" inputMode="numeric" maxLength={4} clearable data-testid={`${testId}-sms`} />
          <button type="button" className={styles.textButton} disabled={factor.wait > 0 || factor.sending} onClick={() => void factor.send()} data-testid={`${testId}-send`}>
            {factor.wait > 0 ? `${factor.wait}秒后重发` : '获取验证码'}
          </button>
        </div>
      )}
      {factor.hint && <p className={styles.hint}>{factor.hint}</p>}
      {factor.error && (
        <p className={styles.factorError} data-testid={`${testId}-error`}>
          {factor.error}
        </p>
      )}
    </div>
  );
}

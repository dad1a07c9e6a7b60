import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { Limits } from '@mts/shared/constants';
import Toast from 'antd-mobile/es/components/toast';
import type { PayPasswordPage } from '../../hooks/use-pay-password-page';
import { FIELD_LABELS, statusLine, TASK_FIELDS, TASK_TITLES } from '../../model/pay-password-form';
import { FormFoot } from './request-list';
import styles from './wallet.module.css';

/**
 * 账户安全 on the phone: the 支付密码's status, then the form of the task (设置 by SMS code, 修改 by the old one,
 * 忘记密码 → 重置 by SMS code). Digits only, six of them, typed on the numeric keyboard.
 */
export function SecurityPane({ page }: { page: PayPasswordPage }) {
  const status = page.status.data;
  if (!status) return null;
  const fields = TASK_FIELDS[page.task];
  return (
    <div data-testid="security-pane">
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>支付密码</h3>
        <p className={styles.cardText} data-testid="security-status" data-set={status.isSet}>
          {statusLine(status)}
        </p>
      </section>
      <form
        className={styles.card}
        data-testid="security-form"
        data-task={page.task}
        onSubmit={(e) => {
          e.preventDefault();
          void page.submit().then((msg) => msg && Toast.show({ content: msg, duration: Limits.toastMs }));
        }}
      >
        <h3 className={styles.cardTitle}>{TASK_TITLES[page.task]}</h3>
        {fields.map((f) => (
          <div key={f}>
            <label className={styles.field}>
              <span className={styles.label}>{FIELD_LABELS[f].label}</span>
              <Input
                className={styles.input}
                type={f === 'smsCode' ? 'text' : 'password'}
                inputMode="numeric"
                maxLength={f === 'smsCode' ? 4 : 6}
                value={page.values[f]}
                onChange={(v) => page.set(f, v.replace(/\D/g, ''))}
                placeholder={FIELD_LABELS[f].placeholder}
                data-testid={`security-${f}`}
              />
              {f === 'smsCode' && (
                <button type="button" className={styles.textButton} disabled={page.wait > 0 || page.sending} onClick={() => void page.send()} data-testid="security-send">
                  {page.wait > 0 ? `${page.wait}秒后重发` : '获取验证码'}
                </button>
              )}
            </label>
            {page.errors[f] && (
              <p className={styles.error} data-testid={`security-${f}-error`}>
                {page.errors[f]}
              </p>
            )}
          </div>
        ))}
        {fields.includes('smsCode') && <p className={styles.hint}>验证码将发送至 {status.mobile || '（未绑定手机号）'}</p>}
        <FormFoot error={page.formError} label="确定" submitting={page.submitting} testId="security" />
        {status.isSet && (
          <div className={styles.taskSwitch}>
            {page.task === 'change' ? (
              <Button fill="none" size="small" onClick={() => page.choose('reset')} data-testid="security-forgot">
                忘记支付密码？通过短信验证码重置
              </Button>
            ) : (
              <Button fill="none" size="small" onClick={() => page.choose('change')} data-testid="security-change">
                记得原密码？修改支付密码
              </Button>
            )}
          </div>
        )}
      </form>
    </div>
  );
}

import { Alert, App, Button, Form, Input, Space } from 'antd';
import type { PayPasswordPage } from '../../hooks/use-pay-password-page';
import { FIELD_LABELS, statusLine, TASK_FIELDS, TASK_TITLES } from '../../model/pay-password-form';
import { fieldStatus } from './money-fields';
import './wallet.css';

/**
 * 账户安全 on the desktop: the 支付密码's status, then the form of the task (设置 by SMS code, 修改 by the old one,
 * 忘记密码 → 重置 by SMS code).
 */
export function SecurityPanel({ page }: { page: PayPasswordPage }) {
  const { message } = App.useApp();
  const status = page.status.data;
  if (!status) return null;
  const fields = TASK_FIELDS[page.task];
  return (
    <div data-testid="security-pane">
      <Alert type={status.locked ? 'warning' : status.isSet ? 'success' : 'info'} showIcon title={statusLine(status)} data-testid="security-status" data-set={status.isSet} />
      <h3 className="pc-wallet-subtitle">{TASK_TITLES[page.task]}</h3>
      <Form
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        className="pc-wallet-form"
        data-testid="security-form"
        data-task={page.task}
        onFinish={() => void page.submit().then((msg) => void (msg && message.success(msg)))}
      >
        {fields.map((f) => (
          <Form.Item key={f} label={FIELD_LABELS[f].label} required {...fieldStatus(page.errors[f])} extra={f === 'smsCode' ? `验证码将发送至 ${status.mobile || '（未绑定手机号）'}` : undefined}>
            {f === 'smsCode' ? (
              <Space.Compact style={{ width: 300 }}>
                <Input value={page.values[f]} onChange={(e) => page.set(f, e.target.value.replace(/\D/g, ''))} placeholder={FIELD_LABELS[f].placeholder} maxLength={4} inputMode="numeric" data-testid="security-smsCode" />
                <Button disabled={page.wait > 0} loading={page.sending} onClick={() => void page.send()} data-testid="security-send">
                  {page.wait > 0 ? `${page.wait}秒后重发` : '获取验证码'}
                </Button>
              </Space.Compact>
            ) : (
              <Input.Password
                style={{ width: 300 }}
                value={page.values[f]}
                onChange={(e) => page.set(f, e.target.value.replace(/\D/g, ''))}
                placeholder={FIELD_LABELS[f].placeholder}
                maxLength={6}
                inputMode="numeric"
                autoComplete="new-password"
                data-testid={`security-${f}`}
              />
            )}
          </Form.Item>
        ))}
        {page.formError ? <Alert type="error" showIcon title={page.formError} className="pc-wallet-form-error" data-testid="security-error" /> : null}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={page.submitting} data-testid="security-submit">
              确定
            </Button>
            {status.isSet &&
              (page.task === 'change' ? (
                <Button type="link" onClick={() => page.choose('reset')} data-testid="security-forgot">
                  忘记支付密码？通过短信验证码重置
                </Button>
              ) : (
                <Button type="link" onClick={() => page.choose('change')} data-testid="security-change">
                  记得原密码？修改支付密码
                </Button>
              ))}
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}

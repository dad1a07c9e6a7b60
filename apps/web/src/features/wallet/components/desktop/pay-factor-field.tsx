import { Button, Form, Input, Space } from 'antd';
import type { PayFactorState } from '../../hooks/use-pay-factor';
import { PAY_PASSWORD_LENGTH } from '../../model/pay-factor';

/**
 * The desktop's second factor (余额支付, 提现): the 6-digit 支付密码 (one masked box per digit), or, before one is
 * set, the SMS code with its 获取验证码 button; the status line as the help, the refusal as the error.
 */
export function PayFactorField({ factor, testId = 'pay-factor' }: { factor: PayFactorState; testId?: string }) {
  if (!factor.mode) return null;
  return (
    <Form.Item
      label={factor.label}
      required
      validateStatus={factor.error ? 'error' : undefined}
      help={factor.error ? <span data-testid={`${testId}-error`}>{factor.error}</span> : factor.hint || undefined}
      data-testid={testId}
      data-mode={factor.mode}
    >
      {factor.mode === 'password' ? (
        <Input.OTP length={PAY_PASSWORD_LENGTH} mask="•" value={factor.value} onInput={(cells) => factor.setValue(cells.join(''))} formatter={(v) => v.replace(/\D/g, '')} data-testid={`${testId}-password`} />
      ) : (
        <Space.Compact style={{ width: 280 }}>
          <Input value={factor.value} onChange={(e) => factor.setValue(e.target.value)} placeholder="请输入短信验证码" inputMode="numeric" maxLength={4} data-testid={`${testId}-sms`} />
          <Button disabled={factor.wait > 0} loading={factor.sending} onClick={() => void factor.send()} data-testid={`${testId}-send`}>
            {factor.wait > 0 ? `${factor.wait}秒后重发` : '获取验证码'}
          </Button>
        </Space.Compact>
      )}
    </Form.Item>
  );
}

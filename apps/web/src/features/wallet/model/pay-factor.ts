import { Msg, PayFactorMsg } from '@mts/shared/messages';
import { type PayFactor, type PayPasswordStatus, payPasswordField, smsCodeField } from '@mts/shared/schemas';

/**
 * The second factor of 余额支付 and 提现 (issue 22), one model for both apps: the 支付密码 (6 digits) once one is set,
 * else an SMS code to the account's mobile; what the field is called and says; the typed value checked into the
 * body's factor with the server's own rules and messages; which server refusals belong under the field.
 */
export type FactorMode = 'password' | 'sms';

export const factorMode = (status: PayPasswordStatus | undefined): FactorMode | null => (status ? (status.isSet ? 'password' : 'sms') : null);

export const PAY_PASSWORD_LENGTH = 6;

/** The label and the line under it: where the code goes, how many tries are left, or that it is locked. */
export function factorText(status: PayPasswordStatus | undefined): { label: string; hint: string } {
  if (!status) return { label: '支付密码', hint: '' };
  if (!status.isSet) return { label: '短信验证码', hint: status.mobile ? `未设置支付密码，验证码将发送至 ${status.mobile}` : PayFactorMsg.noMobile };
  if (status.locked) return { label: '支付密码', hint: PayFactorMsg.locked(status.lockedMinutes ?? 30) };
  return { label: '支付密码', hint: status.triesLeft < 5 ? `请输入6位支付密码（还可尝试${status.triesLeft}次）` : '请输入6位支付密码' };
}

export type FactorCheck = { ok: true; factor: PayFactor } | { ok: false; error: string };

/** The typed value as the body's factor, or the message to show. */
export function checkFactor(mode: FactorMode | null, value: string): FactorCheck {
  const v = value.trim();
  if (mode === 'sms') {
    if (!v) return { ok: false, error: PayFactorMsg.smsRequired };
    return smsCodeField.safeParse(v).success ? { ok: true, factor: { smsCode: v } } : { ok: false, error: Msg.badSmsCode };
  }
  if (!v) return { ok: false, error: PayFactorMsg.passwordRequired };
  return payPasswordField.safeParse(v).success ? { ok: true, factor: { payPassword: v } } : { ok: false, error: PayFactorMsg.passwordFormat };
}

const FACTOR_REFUSALS = [/^支付密码/, /^请输入支付密码$/, /^请输入短信验证码$/, /验证码/, /^请先绑定手机号$/];
/** A refusal of the factor itself (wrong, locked, missing, a bad SMS code): shown under the field, the value cleared. */
export const isFactorRefusal = (message: string) => FACTOR_REFUSALS.some((re) => re.test(message));

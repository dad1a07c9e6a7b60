import { z } from 'zod';
import { PayFactorMsg } from '../messages';
import { smsCodeField } from './auth';
import { envelope } from './common';

/**
 * The second factor of money leaving a wallet (issue 22): 余额支付 (POST /order/pay) and 提现 (POST /wallet/withdraw)
 * carry either the caller's 支付密码 (6 digits, stored as a scrypt hash) or, while none is set, an SMS code sent to
 * the account's mobile (purpose 'pay': a login code does not pass, and a pay code does not log in). The server
 * checks it before the money call runs; without it → 400 请输入支付密码 / 请输入短信验证码; a wrong 支付密码 → 400
 * 支付密码错误，还可尝试N次; the fifth wrong try in a row locks it for 30 minutes → 423 支付密码已锁定，请N分钟后再试
 * (the right password is refused too while locked). A retry of a completed call with the same idempotency key gets
 * the stored reply without being asked again: the factor is not part of the request the key stands for.
 */

/** Exactly 6 digits. */
export const payPasswordField = z.string({ error: PayFactorMsg.passwordFormat }).regex(/^\d{6}$/, PayFactorMsg.passwordFormat);

/** The factor fields a body of 余额支付 or 提现 takes (one of them is required, which one depends on the caller). */
export const payFactorFields = {
  payPassword: payPasswordField.optional(),
  smsCode: smsCodeField.optional(),
};
/** The names of the factor fields: never part of an idempotent request's hash, never logged. */
export const PAY_FACTOR_KEYS = ['payPassword', 'smsCode'] as const;
export type PayFactor = { payPassword?: string | undefined; smsCode?: string | undefined };

/**
 * GET /wallet/payPassword — the caller's 支付密码: whether one is set, whether it is locked (and for how many more
 * minutes), how many wrong tries are left, and the mobile SMS codes go to (masked; '' when none is bound).
 */
export const payPasswordStatus = z.object({
  isSet: z.boolean(),
  locked: z.boolean(),
  lockedMinutes: z.number().int().nullable(),
  triesLeft: z.number().int(),
  mobile: z.string(),
});
export type PayPasswordStatus = z.infer<typeof payPasswordStatus>;
export const payPasswordStatusReply = envelope(payPasswordStatus);

/**
 * POST /wallet/payPassword/sendCode {} — an SMS code (purpose 'pay') to the caller's own mobile: for 余额支付 or 提现
 * before a 支付密码 is set, and to set or reset one. Same cooldown and caps as the login code (429), 400 请先绑定手机号
 * without a mobile. → {msg}.
 *
 * POST /wallet/payPassword {password, smsCode} — sets the 支付密码, or resets a forgotten (or locked) one: the SMS
 * code proves the account's phone; the wrong-try count and the lock are cleared. → payPasswordStatus.
 */
export const payPasswordSetBody = z.object({ password: payPasswordField, smsCode: smsCodeField });
export type PayPasswordSetBody = z.infer<typeof payPasswordSetBody>;

/**
 * POST /wallet/payPassword/change {oldPassword, password} — a wrong old password counts as a wrong try (and locks
 * like one). 400 尚未设置支付密码 when none is set. → payPasswordStatus.
 */
export const payPasswordChangeBody = z.object({ oldPassword: payPasswordField, password: payPasswordField });
export type PayPasswordChangeBody = z.infer<typeof payPasswordChangeBody>;

import { z } from 'zod';
import { MOBILE_RE, SMS_CODE_RE } from '../validate';
import { Msg } from '../messages';
import { QR_STATES } from '../constants';
import { envelope, textField } from './common';

export const mobileField = textField({ max: 20, message: Msg.badMobile }).regex(MOBILE_RE, Msg.badMobile);
export const smsCodeField = textField({ max: 8, message: Msg.badSmsCode }).regex(SMS_CODE_RE, Msg.badSmsCode);

/** GET /captcha/image → data {base64 (a data:image/png URL: strokes rasterised by sharp, no text in the bytes), key}; single use, 2 minutes. */
export const captchaReply = envelope(z.object({ base64: z.string(), key: z.string() }));

/** POST /sms/getMobileVerificationCode. captchaKey/captchaCode become required once a mobile or IP looks abusive (reply code 428). */
export const smsCodeBody = z.object({
  mobile: mobileField,
  captchaKey: textField({ max: 64 }).optional(),
  captchaCode: textField({ max: 8 }).optional(),
});
export type SmsCodeBody = z.infer<typeof smsCodeBody>;

/** The user fields of spec section 3. shopStatus null = no application, 0 = under review. */
export const userInfo = z.object({
  userId: z.number().int(),
  businessType: z.number().int(),
  shopStatus: z.number().int().nullable(),
  mobile: z.string(),
  avatar: z.string(),
  userType: z.string(),
  nick_name: z.string(),
  goodlevel: z.number().int(),
  authnStatus: z.number().int(),
  /** Runs the back office (our field, beside the spec's): the web shows operator tools (the realtime debug page). */
  isOperator: z.boolean().optional(),
  /**
   * GET /user/getUserInfo only, once verified: the caller's real name masked as /user/authn shows it back (*三), so
   * the withdrawal form can show the account name a withdrawal is paid to (issue 11). Absent in login replies.
   */
  realName: z.string().optional(),
  /** The name the caller's own forms prefill as the contact: the verified real name (张新民), else the nickname. */
  contactName: z.string().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Login replies: the token plus the user fields. */
export const loginResult = userInfo.extend({ token: z.string() });
export type LoginResult = z.infer<typeof loginResult>;
export const loginReply = envelope(loginResult);

/** POST /login {mobile, smsCode}: first login registers the user. */
export const loginBody = z.object({ mobile: mobileField, smsCode: smsCodeField });

/** POST /wxLogin {jsCode}: a mini-program code exchanged through the WeChat provider. */
export const wxLoginBody = z.object({ jsCode: textField({ min: 1, max: 128, minMessage: '缺少 jsCode' }) });

/** POST /getWxmpCode {uuid}: msg is a JSON string {url, ticket}; url is what the QR encodes. */
export const wxmpCodeBody = z.object({ uuid: textField({ min: 8, max: 64, message: 'uuid 无效' }) });
export type WxmpCodeMsg = { url: string; ticket: string };

/** POST /selectWxmpLoginStatus {uuid, ticket} → data {status, token?, userInfo?}. */
export const wxmpStatusBody = z.object({ uuid: textField({ min: 8, max: 64 }), ticket: textField({ min: 8, max: 128 }) });
export const wxmpStatus = z.object({ status: z.enum(QR_STATES), token: z.string().optional(), userInfo: loginResult.optional() });
export type WxmpStatus = z.infer<typeof wxmpStatus>;
export const wxmpStatusReply = envelope(wxmpStatus);

/** Built-in scanner: the phone opens /qrLogin?ticket=…; GET /qrLogin/info?ticket marks it scanned, POST /qrLogin/confirm {ticket} (logged in) confirms. */
export const qrTicketQuery = z.object({ ticket: textField({ min: 8, max: 128 }) });
export const qrTicketBody = qrTicketQuery;
export const qrInfoReply = envelope(z.object({ status: z.enum(QR_STATES), platform: z.string(), createdAt: z.string() }));

/** POST /user/bindMobile {mobile, code} → 绑定成功. */
export const bindMobileBody = z.object({ mobile: mobileField, code: smsCodeField });

/** GET /dev/outbox (development only): newest first. */
export const outboxReply = envelope(
  z.object({
    sms: z.array(z.object({ mobile: z.string(), code: z.string(), sentAt: z.string() })),
    captcha: z.array(z.object({ key: z.string(), answer: z.string() })),
    /** Notice SMS (消息中心, issue 26): template, parameters, idempotency key; never mixed with the codes above. */
    notices: z.array(z.object({ mobile: z.string(), template: z.string(), params: z.record(z.string(), z.string()), key: z.string(), sentAt: z.string() })),
  }),
);

/** Replies whose only payload is msg (send code, logout, bind, confirm …): data is null. */
export const messageReply = envelope(z.null());

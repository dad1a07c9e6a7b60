import type { RealNameVerifier } from './realname.ts';
import type { SmsProvider } from './sms.ts';
import type { QrLoginAdapter, WxLoginProvider, WxNoticeProvider } from './wechat.ts';

/** The identity providers (plugins/infra.ts picks them from the config; tests pass fakes). */
export interface Providers {
  sms: SmsProvider;
  /** null when WeChat login is not available (production without WX_APPID/WX_SECRET). */
  wx: WxLoginProvider | null;
  qr: QrLoginAdapter;
  /** WeChat official-account template messages (issue 26); the dev provider without WX_MP_APPID/WX_MP_SECRET. */
  wxNotice: WxNoticeProvider;
  realName: RealNameVerifier;
}

import type { RealNameVerifier } from './realname.ts';
import type { SmsProvider } from './sms.ts';
import type { QrLoginAdapter, WxLoginProvider } from './wechat.ts';

/** The identity providers (plugins/infra.ts picks them from the config; tests pass fakes). */
export interface Providers {
  sms: SmsProvider;
  /** null when WeChat login is not available (production without WX_APPID/WX_SECRET). */
  wx: WxLoginProvider | null;
  qr: QrLoginAdapter;
  realName: RealNameVerifier;
}

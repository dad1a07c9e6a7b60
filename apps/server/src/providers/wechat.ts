import type { WxConfig } from '../config.ts';

/** A mini-program login code exchanged for the user's WeChat identity. */
export interface WxLoginProvider {
  readonly name: string;
  code2Session(jsCode: string): Promise<{ openid: string } | null>;
}

/** WeChat's code-to-session API (https://api.weixin.qq.com/sns/jscode2session). */
export class WeChatMiniProgramProvider implements WxLoginProvider {
  readonly name = 'wechat';
  constructor(private readonly cfg: NonNullable<WxConfig['miniProgram']>) {}
  async code2Session(jsCode: string) {
    const q = new URLSearchParams({ appid: this.cfg.appId, secret: this.cfg.secret, js_code: jsCode, grant_type: 'authorization_code' });
    const res = await fetch(`${this.cfg.endpoint}/sns/jscode2session?${q}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json().catch(() => ({}))) as { openid?: string; errcode?: number };
    if (!res.ok || !body.openid || body.errcode) return null;
    return { openid: body.openid };
  }
}

/** Development only: accepts `dev:<name>` (letters, digits, - and _) as the code of a WeChat user `<name>`. */
export class DevWxLoginProvider implements WxLoginProvider {
  readonly name = 'dev';
  async code2Session(jsCode: string) {
    const m = /^dev:([\w-]{1,40})$/.exec(jsCode);
    return m ? { openid: `dev-${m[1]}` } : null;
  }
}

/**
 * Desktop QR login: the built-in scanner puts a link to our own mobile confirm page in the QR; an
 * official-account adapter (when configured) would return WeChat's QR address for the same ticket.
 */
export interface QrLoginAdapter {
  readonly name: string;
  qrUrl(ticket: string, origin: string): Promise<string>;
}

export class BuiltInQrAdapter implements QrLoginAdapter {
  readonly name = 'builtin';
  async qrUrl(ticket: string, origin: string) {
    return `${origin}/qrLogin?ticket=${encodeURIComponent(ticket)}`;
  }
}

/**
 * WeChat official account: a temporary parameterised QR code (qrcode/create with scene_str = ticket);
 * the account's scan event then confirms the ticket. The url is WeChat's QR display address.
 */
export class OfficialAccountQrAdapter implements QrLoginAdapter {
  readonly name = 'wx-official-account';
  private token: { value: string; expires: number } | null = null;
  constructor(private readonly cfg: NonNullable<WxConfig['officialAccount']>) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > Date.now()) return this.token.value;
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: this.cfg.appId, secret: this.cfg.secret });
    const res = await fetch(`${this.cfg.endpoint}/cgi-bin/token?${q}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { access_token?: string; expires_in?: number; errmsg?: string };
    if (!body.access_token) throw new Error(`WeChat token failed: ${body.errmsg ?? res.status}`);
    this.token = { value: body.access_token, expires: Date.now() + ((body.expires_in ?? 7200) - 300) * 1000 };
    return body.access_token;
  }

  async qrUrl(ticket: string) {
    const res = await fetch(`${this.cfg.endpoint}/cgi-bin/qrcode/create?access_token=${await this.accessToken()}`, {
      method: 'POST',
      body: JSON.stringify({ expire_seconds: 300, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: ticket } } }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json()) as { ticket?: string; errmsg?: string };
    if (!body.ticket) throw new Error(`WeChat QR failed: ${body.errmsg ?? res.status}`);
    return `https://mp.weixin.qq.com/cgi-bin/showqrcode?ticket=${encodeURIComponent(body.ticket)}`;
  }
}

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

/**
 * WeChat official-account template messages (issue 26): one notice to a user who logged in with WeChat (his openid).
 * Throws on a refusal (errcode ≠ 0), an HTTP error or a timeout; the caller retries with backoff.
 */
export interface WxNoticeProvider {
  readonly name: string;
  sendTemplate(openid: string, template: string, data: Record<string, string>, link: string, key: string): Promise<void>;
}

/** POST /cgi-bin/message/template/send with the account's access token (fetched and cached like the QR adapter's). */
export class OfficialAccountNoticeProvider implements WxNoticeProvider {
  readonly name = 'wx-official-account';
  private token: { value: string; expires: number } | null = null;
  constructor(
    private readonly cfg: NonNullable<WxConfig['officialAccount']>,
    private readonly now: () => number = Date.now,
    private readonly origin = '',
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > this.now()) return this.token.value;
    const q = new URLSearchParams({ grant_type: 'client_credential', appid: this.cfg.appId, secret: this.cfg.secret });
    const res = await fetch(`${this.cfg.endpoint}/cgi-bin/token?${q}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; errmsg?: string };
    if (!res.ok || !body.access_token) throw new Error(`WeChat token failed: HTTP ${res.status} ${body.errmsg ?? ''}`);
    this.token = { value: body.access_token, expires: this.now() + ((body.expires_in ?? 7200) - 300) * 1000 };
    return body.access_token;
  }

  async sendTemplate(openid: string, template: string, data: Record<string, string>, link: string, key: string) {
    const res = await fetch(`${this.cfg.endpoint}/cgi-bin/message/template/send?access_token=${await this.accessToken()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        touser: openid,
        template_id: template,
        url: this.origin ? `${this.origin}${link}` : undefined,
        client_msg_id: key,
        data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, { value: v }])),
      }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json().catch(() => ({}))) as { errcode?: number; errmsg?: string };
    if (body.errcode === 40001 || body.errcode === 42001) this.token = null; // token expired: the retry fetches another
    if (!res.ok || body.errcode !== 0) throw new Error(`WeChat template send failed: HTTP ${res.status} ${body.errcode ?? ''} ${body.errmsg ?? ''}`);
  }
}

/** Development: template messages are logged and kept (newest first); a repeated key is dropped. */
export class DevWxNoticeProvider implements WxNoticeProvider {
  readonly name = 'dev';
  readonly sent: { openid: string; template: string; data: Record<string, string>; link: string; key: string }[] = [];
  async sendTemplate(openid: string, template: string, data: Record<string, string>, link: string, key: string) {
    if (this.sent.some((s) => s.key === key)) return;
    this.sent.unshift({ openid, template, data, link, key });
    this.sent.length = Math.min(this.sent.length, 200);
  }
}

import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@mts/shared/validate';
import type { SmsConfig } from '../config.ts';

/** Delivers a verification code to a phone. */
export interface SmsProvider {
  readonly name: string;
  sendCode(mobile: string, code: string): Promise<void>;
  /**
   * A notice (issue 26: 消息中心's SMS for what needs action): one provider template per kind, its parameters, and
   * an idempotency key (the same key is never delivered twice by a provider that honours it: Aliyun's OutId is
   * recorded with the send; our dev and test providers drop a repeated key). Throws on a refusal or a timeout.
   */
  sendNotice(mobile: string, template: string, params: Record<string, string>, key: string): Promise<void>;
}

export interface OutboxSms {
  mobile: string;
  code: string;
  sentAt: string;
}

/** A notice SMS (issue 26): its template, parameters and idempotency key. */
export interface OutboxNotice {
  mobile: string;
  template: string;
  params: Record<string, string>;
  key: string;
  sentAt: string;
}

/** Development outbox: what a phone would have received, newest first (never in production). */
export class DevOutbox {
  readonly sms: OutboxSms[] = [];
  readonly captcha: { key: string; answer: string }[] = [];
  /** Notice SMS, apart from the codes (a login reads the newest code for a mobile). */
  readonly notices: OutboxNotice[] = [];
  private static readonly MAX = 200;
  addNotice(entry: OutboxNotice) {
    this.notices.unshift(entry);
    this.notices.length = Math.min(this.notices.length, DevOutbox.MAX);
  }
  addSms(entry: OutboxSms) {
    this.sms.unshift(entry);
    this.sms.length = Math.min(this.sms.length, DevOutbox.MAX);
  }
  addCaptcha(key: string, answer: string) {
    this.captcha.unshift({ key, answer });
    this.captcha.length = Math.min(this.captcha.length, DevOutbox.MAX);
  }
}

/** Development and tests: the code goes to the log and the outbox. */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox: DevOutbox,
    private readonly now: () => number,
  ) {}
  async sendCode(mobile: string, code: string) {
    this.log.info(`SMS code for ${maskMobile(mobile)}: ${code}`);
    this.outbox.addSms({ mobile, code, sentAt: new Date(this.now()).toISOString() });
  }
  private readonly keys = new Set<string>();
  async sendNotice(mobile: string, template: string, params: Record<string, string>, key: string) {
    if (this.keys.has(key)) return;
    this.keys.add(key);
    this.log.info(`SMS notice ${template} for ${maskMobile(mobile)}`);
    this.outbox.addNotice({ mobile, template, params, key, sentAt: new Date(this.now()).toISOString() });
  }
}

/** RFC 3986 percent-encoding as Aliyun's RPC signature wants it: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export function aliyunPercentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Signature version 1.0 (HMAC-SHA1) of Aliyun's RPC APIs: sort the parameters by name, encode names
 * and values, join with & and =, then sign `GET&%2F&<encoded query>` with `AccessKeySecret&`.
 */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** Aliyun SMS (dysmsapi SendSms, API version 2017-05-25) over its signed HTTP RPC API. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(
    private readonly cfg: Extract<SmsConfig, { provider: 'aliyun' }>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The signed query of one SendSms call (exposed for tests): a code (the configured template), or a notice's template, parameters and OutId. */
  signedParams(mobile: string, code: string, nonce = randomUUID(), notice?: { template: string; params: Record<string, string>; key: string }): Record<string, string> {
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.cfg.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: notice?.template ?? this.cfg.templateCode,
      TemplateParam: JSON.stringify(notice?.params ?? { code }),
      ...(notice ? { OutId: notice.key } : {}),
      Timestamp: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    return { Signature: aliyunSignature(params, this.cfg.accessKeySecret), ...params };
  }

  async sendCode(mobile: string, code: string) {
    await this.call(this.signedParams(mobile, code));
  }

  async sendNotice(mobile: string, template: string, params: Record<string, string>, key: string) {
    await this.call(this.signedParams(mobile, '', undefined, { template, params, key }));
  }

  private async call(params: Record<string, string>) {
    const query = Object.entries(params)
      .map(([k, v]) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(v)}`)
      .join('&');
    const url = `${this.cfg.endpoint.replace(/\/?$/, '/')}?${query}`;
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(5000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string; RequestId?: string };
    if (!res.ok || body.Code !== 'OK') {
      throw new Error(`Aliyun SendSms failed: HTTP ${res.status} ${body.Code ?? ''} ${body.Message ?? ''} (RequestId ${body.RequestId ?? '-'})`);
    }
  }
}

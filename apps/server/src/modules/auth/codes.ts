import { randomInt } from 'node:crypto';
import { AuthLimits } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { AppError } from '../../lib/errors.ts';
import { SPEC_SMS_LIMITS, type SmsLimits } from '../../config.ts';
import type { KvStore } from '../../lib/store.ts';

/**
 * SMS verification codes in the shared store. Time rules compare the timestamps kept in the values
 * with the app clock; store TTLs only reclaim space.
 */
const MIN = 60_000;
const HOUR = 3_600_000;
const CODE_TTL_MS = AuthLimits.smsCodeTtlS * 1000;


const CHINA_OFFSET_MS = 8 * HOUR;
const chinaDay = (now: number) => new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
const hourOf = (now: number) => Math.floor(now / HOUR);

/**
 * What a code is for: 'login' (login, bind mobile) or 'pay' (the second factor of 余额支付 and 提现, setting the
 * 支付密码). A code is good only for its purpose; the cooldown and the caps are the mobile's, across purposes.
 */
export type CodePurpose = 'login' | 'pay';
/** The login code keeps the keys it always had; another purpose is a prefix. */
const scoped = (m: string, purpose: CodePurpose) => (purpose === 'login' ? m : `${purpose}:${m}`);

const k = {
  code: (m: string, purpose: CodePurpose) => `sms:code:${scoped(m, purpose)}`,
  tries: (m: string, purpose: CodePurpose, sentAt: number) => `sms:tries:${scoped(m, purpose)}:${sentAt}`,
  last: (m: string) => `sms:last:${m}`,
  guard: (m: string, last: string) => `sms:guard:${m}:${last}`,
  day: (m: string, now: number) => `sms:day:${m}:${chinaDay(now)}`,
  mobileHour: (m: string, now: number) => `sms:mh:${m}:${hourOf(now)}`,
  ipHour: (ip: string, now: number) => `sms:ih:${ip}:${hourOf(now)}`,
};

interface CodeRecord {
  code: string;
  sentAt: number;
  expiresAt: number;
}

const count = async (store: KvStore, key: string) => Number((await store.get(key)) ?? 0);

export interface SendCheck {
  /** True when the caller must pass a valid image captcha before this send. */
  captchaRequired: boolean;
}

/** The cooldown and the caps; tells whether this mobile or IP looks abusive. Throws 429 when refused. */
export async function checkSend(store: KvStore, mobile: string, ip: string, now: number, limits: SmsLimits = SPEC_SMS_LIMITS): Promise<SendCheck> {
  const last = Number((await store.get(k.last(mobile))) ?? 0);
  if (last && now - last < limits.cooldownMs) throw new AppError(429, AuthMsg.smsCooldown);
  if ((await count(store, k.day(mobile, now))) >= limits.dailyPerMobile) throw new AppError(429, AuthMsg.smsDailyCap);
  const ipSends = await count(store, k.ipHour(ip, now));
  if (ipSends >= limits.hourlyPerIp) throw new AppError(429, Msg.tooManyRequests);
  const mobileSends = await count(store, k.mobileHour(mobile, now));
  return { captchaRequired: mobileSends >= limits.captchaAfterMobileSends || ipSends >= limits.captchaAfterIpSends };
}

/** Records a send and stores a new 4-digit code (crypto-random) for its purpose; returns the code to deliver. */
export async function issueCode(store: KvStore, mobile: string, ip: string, now: number, purpose: CodePurpose = 'login'): Promise<string> {
  const last = (await store.get(k.last(mobile))) ?? 'none';
  // Of two concurrent sends that passed the cooldown check, only one claims the step from `last`.
  if (!(await store.setIfAbsent(k.guard(mobile, last), '1', 10 * MIN))) throw new AppError(429, AuthMsg.smsCooldown);
  await store.set(k.last(mobile), String(now), 10 * MIN);
  await Promise.all([store.incr(k.day(mobile, now), 26 * HOUR), store.incr(k.mobileHour(mobile, now), 2 * HOUR), store.incr(k.ipHour(ip, now), 2 * HOUR)]);
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const rec: CodeRecord = { code, sentAt: now, expiresAt: now + CODE_TTL_MS };
  await store.set(k.code(mobile, purpose), JSON.stringify(rec), CODE_TTL_MS + MIN);
  return code;
}

/** Drops a code whose delivery failed. */
export async function dropCode(store: KvStore, mobile: string, purpose: CodePurpose = 'login'): Promise<void> {
  await store.del(k.code(mobile, purpose));
}

/**
 * Uses the code of a mobile: right → consumed (single use); wrong → the try is counted and, at the
 * fifth, the code is dead; missing or expired → wrong.
 */
export async function consumeCode(store: KvStore, mobile: string, code: string, now: number, purpose: CodePurpose = 'login'): Promise<void> {
  const codeKey = k.code(mobile, purpose);
  const raw = await store.get(codeKey);
  if (!raw) throw new AppError(400, Msg.badSmsCode);
  const rec = JSON.parse(raw) as CodeRecord;
  if (now >= rec.expiresAt) {
    await store.del(codeKey);
    throw new AppError(400, Msg.badSmsCode);
  }
  const triesKey = k.tries(mobile, purpose, rec.sentAt);
  if (rec.code !== code) {
    const tries = await store.incr(triesKey, CODE_TTL_MS + MIN);
    if (tries >= AuthLimits.smsMaxTries) {
      await store.del(codeKey);
      throw new AppError(400, AuthMsg.codeLocked);
    }
    throw new AppError(400, Msg.badSmsCode);
  }
  if ((await count(store, triesKey)) >= AuthLimits.smsMaxTries) throw new AppError(400, Msg.badSmsCode);
  const taken = await store.take(codeKey);
  // Someone else used it in between (or a new code replaced it).
  if (!taken || (JSON.parse(taken) as CodeRecord).sentAt !== rec.sentAt) throw new AppError(400, Msg.badSmsCode);
}

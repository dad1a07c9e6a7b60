import { randomBytes, randomInt } from 'node:crypto';
import { AuthLimits } from '@mts/shared/constants';
import type { KvStore } from '../../lib/store.ts';
import { drawCaptcha } from './captcha-image.ts';

const TTL_MS = AuthLimits.captchaTtlS * 1000;
const key = (k: string) => `captcha:${k}`;

/** A new captcha: its key, image and answer (single use, 2 minutes). */
export async function createCaptcha(store: KvStore, now: number) {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const k = randomBytes(16).toString('base64url');
  await store.set(key(k), JSON.stringify({ answer, expiresAt: now + TTL_MS }), TTL_MS + 60_000);
  return { key: k, answer, base64: await drawCaptcha(answer) };
}

/** Checks and spends a captcha: whatever the answer, the key cannot be tried again. */
export async function checkCaptcha(store: KvStore, k: string, answer: string, now: number): Promise<boolean> {
  const raw = await store.take(key(k));
  if (!raw) return false;
  const rec = JSON.parse(raw) as { answer: string; expiresAt: number };
  return now < rec.expiresAt && rec.answer === answer.trim();
}

import { randomBytes, randomInt } from 'node:crypto';
import { AuthLimits } from '@mts/shared/constants';
import type { KvStore } from '../../lib/store.ts';

const TTL_MS = AuthLimits.captchaTtlS * 1000;
const key = (k: string) => `captcha:${k}`;

const rnd = (min: number, max: number) => randomInt(min, max + 1);

/** An SVG of four distorted digits over noise lines and dots, as a data: URL. */
export function drawCaptcha(answer: string): string {
  const w = 120;
  const h = 40;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="rgb(${rnd(225, 250)},${rnd(225, 250)},${rnd(225, 250)})"/>`];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${rnd(0, 20)} ${rnd(0, h)} Q${rnd(30, 90)} ${rnd(0, h)} ${rnd(100, w)} ${rnd(0, h)}" stroke="rgb(${rnd(80, 200)},${rnd(80, 200)},${rnd(80, 200)})" stroke-width="${rnd(1, 2)}" fill="none"/>`,
    );
  }
  [...answer].forEach((d, i) => {
    const x = 14 + i * 26 + rnd(-3, 3);
    const y = 28 + rnd(-4, 4);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${rnd(22, 28)}" font-weight="bold" fill="rgb(${rnd(20, 110)},${rnd(20, 110)},${rnd(20, 110)})" transform="rotate(${rnd(-25, 25)} ${x + 7} ${y - 8}) skewX(${rnd(-12, 12)})">${d}</text>`,
    );
  });
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${rnd(0, w)}" cy="${rnd(0, h)}" r="1" fill="rgb(${rnd(60, 200)},${rnd(60, 200)},${rnd(60, 200)})"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A new captcha: its key, image and answer (single use, 2 minutes). */
export async function createCaptcha(store: KvStore, now: number) {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const k = randomBytes(16).toString('base64url');
  await store.set(key(k), JSON.stringify({ answer, expiresAt: now + TTL_MS }), TTL_MS + 60_000);
  return { key: k, answer, base64: drawCaptcha(answer) };
}

/** Checks and spends a captcha: whatever the answer, the key cannot be tried again. */
export async function checkCaptcha(store: KvStore, k: string, answer: string, now: number): Promise<boolean> {
  const raw = await store.take(key(k));
  if (!raw) return false;
  const rec = JSON.parse(raw) as { answer: string; expiresAt: number };
  return now < rec.expiresAt && rec.answer === answer.trim();
}

/**
 * The assistant's default engine (issue 13): time to the first streamed byte and to the full answer of
 * POST /ai/chat, p50 / p95 over 20 trader questions (each asked ROUNDS times, one at a time, after a warm-up round),
 * against the real server on a fresh PGlite data folder with the demo data.
 *
 *   npm run bench:assistant
 *   BENCH_ROUNDS=10 npm run bench:assistant -- --json assistant.json
 *
 * One user logs in through the API (the dev outbox's SMS code); the per-user rate limit is lifted for the bench
 * (AI_CHAT_RATE_PER_MIN).
 */
import { API, startServer } from '../lib/server.mjs';
import { SMALL, finish, sized } from '../lib/report.mjs';

const ROUNDS = sized('BENCH_ROUNDS', 5, 1);

const QUESTIONS = [
  'K4A8G165WC-BCTD 现在什么价？有多少现货？',
  'k4a8g165wcbctd 多少钱',
  'H5AN8G6NDJR-XNC 报价',
  'MT40A1G16TB-062E 有货吗',
  'KLMAG1JETD-B041 人民币报价多少',
  'How much is K4RAH086VB-BCQK in USD?',
  '帮我找 三星 DDR4 的现货',
  '2000 片 MT40A 24+ 原装',
  '有没有海力士 DDR5 颗粒',
  '找一下 Samsung eMMC 23+ 原装 5k pcs',
  '美光 内存条 拆机 有吗',
  '晶圆 有没有货源',
  'K4A8G165WC-BCTD 是什么意思',
  'MT40A1G16TB-062E 是什么规格',
  'K4A8G165WC-BCTD 和 H5AN8G6NDJR-XNC 哪个便宜',
  'K4A8G165WC-BCTD vs K4AAG165WA-BCWE price',
  '我的订单到哪一步了',
  '有几个待付款',
  '帮我发一个求购：MT40A1G16TB 2000 片',
  '你好',
];

/** Logs in through the API like the e2e suite (the dev outbox holds the SMS code). */
async function login(base, mobile) {
  const post = (p, body) => fetch(`${base}${API}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', platform: 'H5' }, body: JSON.stringify(body) }).then((r) => r.json());
  await post('/sms/getMobileVerificationCode', { mobile });
  const outbox = (await (await fetch(`${base}${API}/dev/outbox`)).json()).data;
  const code = outbox.sms.find((s) => s.mobile === mobile).code;
  const res = await post('/login', { mobile, smsCode: code });
  if (res.code !== 200) throw new Error(`login: ${JSON.stringify(res)}`);
  return res.data.token;
}

/** One question: ms to the first body bytes (the start event), to the first answer text (chunk), to the end, and the chunk events received. */
async function ask(base, token, question) {
  const t0 = performance.now();
  const res = await fetch(`${base}${API}/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, platform: 'H5' },
    body: JSON.stringify({ question }),
  });
  if (res.status !== 200) throw new Error(`${question}: HTTP ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let first = null;
  let text = null;
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    first ??= performance.now() - t0;
    body += decoder.decode(value, { stream: true });
    if (text === null && body.includes('event: chunk')) text = performance.now() - t0;
  }
  const total = performance.now() - t0;
  if (!body.includes('event: done')) throw new Error(`${question}: no done event`);
  return { first, text, total, chunks: body.split('event: chunk').length - 1 };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const server = await startServer({ env: { REDIS_URL: '', AI_CHAT_RATE_PER_MIN: '100000' } });
const first = [];
const text = [];
const total = [];
let chunks = 0;
try {
  const token = await login(server.base, '16600000003');
  // A small run asks each question once, without the warm-up round.
  if (!SMALL) for (const q of QUESTIONS) await ask(server.base, token, q);
  for (let r = 0; r < ROUNDS; r++)
    for (const q of QUESTIONS) {
      const m = await ask(server.base, token, q);
      first.push(m.first);
      text.push(m.text);
      total.push(m.total);
      chunks += m.chunks;
    }
} finally {
  await server.stop();
}
first.sort((a, b) => a - b);
text.sort((a, b) => a - b);
total.sort((a, b) => a - b);
const figures = {
  'first byte p50 ms': pct(first, 50),
  'first byte p95 ms': pct(first, 95),
  'first text p50 ms': pct(text, 50),
  'first text p95 ms': pct(text, 95),
  'full answer p50 ms': pct(total, 50),
  'full answer p95 ms': pct(total, 95),
};
console.log(`POST /ai/chat, default engine, PGlite, ${QUESTIONS.length} questions × ${ROUNDS} (n=${first.length}, ${(chunks / first.length).toFixed(1)} chunks per answer)\n`);
for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(22)} ${v.toFixed(1).padStart(7)} ms`);
finish('assistant', figures, { questions: QUESTIONS.length, rounds: ROUNDS });

#!/usr/bin/env node
/**
 * Rolling restart behind nginx (issue 27): two server instances on one PostgreSQL database and one Redis, a real
 * nginx in front (deploy/nginx/mts.conf adapted to free ports and a temp folder), a load of GET requests and
 * websocket clients through nginx, and each instance restarted in turn with SIGTERM (the runbook of
 * docs/production.md: stop, start on the same port, wait for /readyz 200 and nginx's fail_timeout, next one).
 * Passes when no request failed (any status other than 2xx, or a network error) and every websocket client was
 * connected again within 5 s of each close (a client closed with 1001 reconnects at once, as the app does).
 *
 *   npm run build && npm run bench:rolling              # bundle; BENCH_SMALL=1 (bench:smoke) for the small load
 *   ROLLING_WORKERS=32 ROLLING_WS=100 npm run bench:rolling
 *
 * PostgreSQL and Redis: BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created next to it and
 * dropped), BENCH_REDIS_URL or TEST_REDIS_URL; the local defaults otherwise. nginx: /usr/sbin/nginx (apt).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { withScratchDatabase } from '../lib/scratch-db.mjs';
import { finish, sized } from '../lib/report.mjs';
import { API, freePort, makeDataDir, ROOT, serverEntry, sleep } from '../lib/server.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const WORKERS = sized('ROLLING_WORKERS', 16, 4);
const WS_CLIENTS = sized('ROLLING_WS', 50, 5);
/** nginx's fail_timeout in deploy/nginx/mts.conf: a restarted instance gets its traffic back after it. */
const FAIL_TIMEOUT_MS = 5000;
const RECONNECT_LIMIT_MS = 5000;

if (!NGINX) {
  console.error('bench:rolling needs nginx (apt-get install -y nginx; .ci/run installs it)');
  process.exit(1);
}

const dataDir = makeDataDir('mts-rolling-');
const redisPrefix = `mts-bench:rolling:${randomBytes(3).toString('hex')}:`;

/** One instance on a fixed port (a restart reuses it, as nginx's upstream lists it). */
function startInstance(port, dbUrl, log) {
  const child = spawn(process.execPath, serverEntry(), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '1000',
      WEB_DIST: '/nonexistent-web-dist',
      SMS_HOURLY_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => log.push(String(d)));
  child.stderr.on('data', (d) => log.push(String(d)));
  return child;
}

async function waitReady(base, child, log, timeoutMs = 120_000) {
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited ${child.exitCode}:\n${log.join('')}`);
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return performance.now() - t0;
    if (performance.now() - t0 > timeoutMs) throw new Error(`instance not ready in ${timeoutMs / 1000} s:\n${log.join('')}`);
    await sleep(100);
  }
}

/** deploy/nginx/mts.conf with our ports, a temp cache folder and no [::] listener, inside a minimal nginx.conf. */
function nginxConfig(dir, listenPort, ports) {
  let conf = readFileSync(path.join(ROOT, 'deploy/nginx/mts.conf'), 'utf8');
  const upstream = ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=${FAIL_TIMEOUT_MS / 1000}s;`).join('\n');
  conf = conf.replace(/(upstream mts_app \{[\s\S]*?)((?:\s*server 127\.0\.0\.1:\d+[^\n]*\n)+)/, (_m, head) => `${head.trimEnd()}\n${upstream}\n`);
  conf = conf.replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`).replace(/\s*listen \[::\]:80;/, '');
  conf = conf.replace('/var/cache/nginx/mts', path.join(dir, 'cache'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `    ${k}_temp_path ${path.join(dir, `${k}_temp`)};`).join('\n');
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;\nworker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\nevents { worker_connections 1024; }\nhttp {\n    access_log off;\n${temp}\n${conf}\n}\n`;
}

/** A websocket client like the app's (apps/web/src/lib/realtime.ts): reconnects at once on 1001, else after 1 s. */
function wsClient(url, token, stats) {
  const c = { closedAt: null, gaps: [], connected: false, stopped: false };
  const open = () => {
    const ws = new WebSocket(url);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'ready') {
        c.connected = true;
        if (c.closedAt !== null) {
          c.gaps.push(performance.now() - c.closedAt);
          c.closedAt = null;
        }
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      c.connected = false;
      if (c.stopped) return;
      c.closedAt ??= performance.now();
      stats.closes[code] = (stats.closes[code] ?? 0) + 1;
      setTimeout(open, code === 1001 ? 0 : 1000);
    });
    c.ws = ws;
  };
  open();
  c.stop = () => {
    c.stopped = true;
    c.ws.close();
  };
  return c;
}

async function main(dbUrl) {
  const nginxDir = makeDataDir('mts-rolling-nginx-');
  mkdirSync(path.join(nginxDir, 'cache'));
  const ports = [await freePort(), await freePort()];
  let front = await freePort();
  while (ports.includes(front)) front = await freePort();
  const logs = [[], []];
  const children = [];
  let nginx = null;
  const figures = {};
  try {
    // One after the other on the empty database (the first migrates and seeds).
    for (const i of [0, 1]) {
      children[i] = startInstance(ports[i], dbUrl, logs[i]);
      figures[`start ${i + 1} (ms)`] = Math.round(await waitReady(`http://127.0.0.1:${ports[i]}`, children[i], logs[i]));
    }
    writeFileSync(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, front, ports));
    nginx = spawn(NGINX, ['-c', path.join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    const base = `http://127.0.0.1:${front}`;
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
      if (nginx.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${readFileSync(path.join(nginxDir, 'error.log'), 'utf8')}`);
      await sleep(100);
    }

    // A user for the websockets and the authenticated route.
    const mobile = '13700000027';
    const post = (p, body) => fetch(`${base}${API}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const sent = await post('/sms/getMobileVerificationCode', { mobile });
    if (sent.code !== 200) throw new Error(`send code: ${JSON.stringify(sent)}`);
    // The dev outbox is per instance: ask both.
    let code;
    for (const p of ports) {
      const outbox = await fetch(`http://127.0.0.1:${p}${API}/dev/outbox`).then((r) => r.json());
      code ??= outbox.data.sms.find((s) => s.mobile === mobile)?.code;
    }
    if (!code) throw new Error('no SMS code in the dev outboxes');
    const token = (await post('/login', { mobile, smsCode: code })).data.token;

    const stats = { closes: {} };
    const clients = Array.from({ length: WS_CLIENTS }, () => wsClient(`ws://127.0.0.1:${front}${API}/ws`, token, stats));
    for (let i = 0; clients.some((c) => !c.connected); i++) {
      if (i > 100) throw new Error('websocket clients did not connect through nginx');
      await sleep(100);
    }

    // The load: GETs through nginx (an API list, an authenticated route, the baseline) until stopped.
    const routes = [`${API}/goods/list?pageNum=1&pageSize=10`, `${API}/user/getUserInfo`, '/ping'];
    let running = true;
    let ok = 0;
    const failures = [];
    const worker = async (w) => {
      for (let n = w; running; n++) {
        const url = `${base}${routes[n % routes.length]}`;
        try {
          const res = await fetch(url, { headers: { authorization: token } });
          await res.arrayBuffer();
          if (res.ok) ok++;
          else failures.push(`${res.status} ${url}`);
        } catch (err) {
          failures.push(`${err.cause?.code ?? err.message} ${url}`);
        }
      }
    };
    const t0 = performance.now();
    const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
    await sleep(1500);

    // The rolling restart: each instance in turn.
    for (const i of [0, 1]) {
      const tStop = performance.now();
      const exited = new Promise((r) => children[i].once('exit', r));
      children[i].kill('SIGTERM');
      const code = await Promise.race([exited, sleep(40_000).then(() => 'timeout')]);
      if (code !== 0) throw new Error(`instance ${i + 1} did not stop cleanly (${code}):\n${logs[i].join('')}`);
      figures[`stop ${i + 1} (ms)`] = Math.round(performance.now() - tStop);
      logs[i].length = 0;
      children[i] = startInstance(ports[i], dbUrl, logs[i]);
      figures[`restart ${i + 1} to ready (ms)`] = Math.round(await waitReady(`http://127.0.0.1:${ports[i]}`, children[i], logs[i]));
      // nginx takes a restarted instance back after fail_timeout.
      await sleep(FAIL_TIMEOUT_MS + 500);
    }
    // Every client connected again (they reconnect at once; the wait only bounds a broken run).
    for (let i = 0; clients.some((c) => !c.connected) && i < 100; i++) await sleep(100);
    running = false;
    await Promise.all(load);
    const seconds = (performance.now() - t0) / 1000;
    for (const c of clients) c.stop();

    const gaps = clients.flatMap((c) => c.gaps).sort((a, b) => a - b);
    const notBack = clients.filter((c) => !c.connected || c.closedAt !== null).length;
    Object.assign(figures, {
      'requests ok': ok,
      'requests failed': failures.length,
      'req/s': Math.round(ok / seconds),
      'websocket clients': WS_CLIENTS,
      'websocket reconnects': gaps.length,
      'reconnect median (ms)': gaps.length ? Math.round(gaps[Math.floor(gaps.length / 2)]) : 0,
      'reconnect max (ms)': gaps.length ? Math.round(gaps[gaps.length - 1]) : 0,
      'clients not back': notBack,
      'close codes': JSON.stringify(stats.closes),
    });
    const problems = [];
    if (failures.length) problems.push(`${failures.length} failed requests, e.g. ${[...new Set(failures)].slice(0, 5).join('; ')}`);
    if (notBack) problems.push(`${notBack} websocket clients not connected again`);
    if (gaps.some((g) => g > RECONNECT_LIMIT_MS)) problems.push(`a websocket client took ${Math.round(gaps[gaps.length - 1])} ms to reconnect (limit ${RECONNECT_LIMIT_MS})`);
    if (gaps.length < WS_CLIENTS) problems.push(`only ${gaps.length} reconnects for ${WS_CLIENTS} clients and two restarts`);
    console.log(`rolling restart behind nginx: ${WORKERS} load workers, ${WS_CLIENTS} websocket clients, ${seconds.toFixed(1)} s`);
    for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(28)} ${v}`);
    finish('rolling', figures, { workers: WORKERS, wsClients: WS_CLIENTS });
    if (problems.length) {
      console.error(`bench:rolling FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`bench:rolling: ${ok} requests, none failed; ${gaps.length} websocket reconnects, the slowest ${figures['reconnect max (ms)']} ms (limit ${RECONNECT_LIMIT_MS})`);
    }
  } finally {
    nginx?.kill('SIGQUIT');
    for (const c of children) if (c && c.exitCode === null) c.kill('SIGKILL');
    await sleep(300);
    if (nginx && nginx.exitCode === null) nginx.kill('SIGKILL');
    rmSync(nginxDir, { recursive: true, force: true });
  }
}

try {
  await withScratchDatabase(PG_URL, 'mts_bench_rolling', (url) => main(url));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  // The Redis keys of this run (a prefix of its own).
  try {
    const { Redis } = await import('ioredis');
    const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await r.connect();
    const keys = await r.keys(`${redisPrefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  } catch {
    /* Redis gone: nothing to clean */
  }
}

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/**
 * The server process (issue 27 for the stop):
 * - SIGTERM/SIGINT while starting (migrations): exit at once; PostgreSQL rolls the open migration transaction back
 *   when the connection drops (drizzle runs the pending migrations in one transaction).
 * - SIGTERM when serving: readiness red and `Connection: close` on every reply (DRAIN_DELAY_MS), then the listener
 *   closes (the proxy sends new connections elsewhere), websockets are closed with 1001 (the apps reconnect at once),
 *   in-flight requests finish (SHUTDOWN_TIMEOUT_MS, default 20 s, then their connections are cut), running jobs
 *   finish (JOB_GRACE_MS) or are handed back to the queue, the database closes, exit 0.
 * - A second SIGTERM/SIGINT: exit at once (status 1) with a log line.
 */
const config = loadConfig();
let app: FastifyInstance | null = null;
let stopping = false;

/** One JSON line like pino's, for the moments before the app (and its logger) exists. */
const early = (level: number, msg: string) => process.stderr.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg })}\n`);

async function shutdown(a: FastifyInstance, signal: string): Promise<void> {
  const { drainDelayMs, shutdownTimeoutMs } = a.config.ops;
  a.lifecycle.drain();
  a.log.info({ inflight: a.lifecycle.inflight, drainDelayMs }, `${signal}: draining (readiness red), then closing`);
  if (drainDelayMs > 0) await new Promise((r) => setTimeout(r, drainDelayMs));
  const t0 = Date.now();
  // In-flight requests get shutdownTimeoutMs from here; the ones still running then have their connections cut.
  const cut = setTimeout(() => {
    a.log.warn({ inflight: a.lifecycle.inflight }, `requests still running after ${shutdownTimeoutMs} ms: closing their connections`);
    a.server.closeAllConnections();
  }, shutdownTimeoutMs);
  cut.unref();
  // Jobs (JOB_GRACE_MS) and the database close get a little more; a stop that still hangs exits anyway.
  const hard = setTimeout(() => {
    a.log.error('stop did not finish in time: exiting');
    process.exit(1);
  }, shutdownTimeoutMs + a.config.ops.jobGraceMs + 10_000);
  hard.unref();
  try {
    await a.close();
    a.log.info({ ms: Date.now() - t0 }, 'stopped');
    process.exit(0);
  } catch (err) {
    a.log.error({ err }, 'stop failed');
    process.exit(1);
  }
}

const onSignal = (signal: NodeJS.Signals) => {
  if (!app) {
    early(40, `${signal} during start-up: exiting (an unfinished migration is rolled back by the database)`);
    process.exit(143);
  }
  if (stopping) {
    app.log.warn(`${signal} again: exiting now without waiting for requests and jobs`);
    process.exit(1);
  }
  stopping = true;
  void shutdown(app, signal);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const built = await buildApp({ logger: true });
try {
  // Fastify logs one line per network interface; quiet it and log a single line with the URL instead.
  const level = built.log.level;
  built.log.level = 'warn';
  await built.listen({ port: config.port, host: config.host });
  built.log.level = level;
  app = built;
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  built.log.info(`MTS server listening on http://${shown}:${config.port} (API ${config.apiBase}, docs /docs, db ${built.dbDriver})`);
} catch (err) {
  built.log.error(err);
  await built.close();
  process.exit(1);
}

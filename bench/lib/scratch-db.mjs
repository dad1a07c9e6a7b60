/**
 * The PostgreSQL runs of the benches use a scratch database, created next to the given URL and dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * `DROP DATABASE … WITH (FORCE)` ends the scratch database's connections; one a closing pool still holds is then
 * ended by the server (57P01, "terminating connection due to administrator command") and its error event has no
 * listener left: expected, not a failure. Any other uncaught error still ends the bench with exit code 1.
 */
export function allowScratchDrop() {
  process.on('uncaughtException', (err) => {
    if (err?.code === '57P01') return;
    console.error(err);
    process.exit(1);
  });
}

/** Creates `<prefix>_<random>` on the server of `url`, runs fn(its URL, host), and drops it whatever happens. */
export async function withScratchDatabase(url, prefix, fn) {
  allowScratchDrop();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    return await fn(u.toString(), u.host);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

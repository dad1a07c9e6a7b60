/**
 * The running server's side of `npm run backup` on PGlite. PGlite belongs to one process, so a consistent copy
 * without stopping the server can only be taken inside it: the CLI asks the server over HTTP, POST /_ops/backup.
 *
 * Not public: when it listens, the server writes BACKUP_CONTROL_FILE into its PGlite folder (mode 0600) with its
 * address and a random token; the endpoint answers only that token. Whoever can read the data folder can copy the
 * database anyway; nobody else can ask for it. PostgreSQL deployments have no such endpoint (pg_dump reads the
 * database beside the servers).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DbHandle } from '../db/handle.ts';
import { pgliteFolder } from '../db/process-lock.ts';
import { snapshotPglite } from './pglite-snapshot.ts';

export const BACKUP_CONTROL_FILE = 'mts-backup.json';
export const BACKUP_PATH = '/_ops/backup';
export const BACKUP_TOKEN_HEADER = 'x-mts-backup-token';
export const BACKUP_META_HEADER = 'x-mts-backup-meta';

export interface BackupControl {
  pid: number;
  url: string;
  token: string;
}

export function registerBackupEndpoint(app: FastifyInstance, handle: DbHandle, config: AppConfig, ownsHandle: boolean): void {
  const folder = pgliteFolder(config.databaseUrl);
  if (!ownsHandle || !folder || !('pglite' in handle.jobs)) return;
  const client = handle.jobs.pglite;
  const token = randomBytes(32).toString('hex');
  const expected = Buffer.from(token);
  const file = path.join(folder, BACKUP_CONTROL_FILE);

  app.post(BACKUP_PATH, { schema: { hide: true } }, async (req, reply) => {
    const given = Buffer.from(String(req.headers[BACKUP_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ code: 401, msg: '无权访问', data: null });
    const snap = await snapshotPglite(client);
    req.log.info({ bytes: snap.dump.length, pausedMs: Math.round(snap.pausedMs) }, 'backup snapshot taken');
    const meta = Buffer.from(JSON.stringify({ schema: snap.schema, ledger: snap.ledger, pausedMs: snap.pausedMs })).toString('base64url');
    return reply.header(BACKUP_META_HEADER, meta).header('content-type', 'application/octet-stream').header('cache-control', 'no-store').send(snap.dump);
  });

  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address !== 'object') return;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const control: BackupControl = { pid: process.pid, url: `http://${host}:${address.port}${BACKUP_PATH}`, token };
    const temp = `${file}.${process.pid}`;
    writeFileSync(temp, JSON.stringify(control), { mode: 0o600 });
    renameSync(temp, file);
  });
  app.addHook('onClose', async () => rmSync(file, { force: true }));
}

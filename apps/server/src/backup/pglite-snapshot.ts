/**
 * A consistent copy of a PGlite database taken inside the process that owns it, while it keeps serving.
 *
 * PGlite runs every statement of the process one after the other: a transaction holds its transaction lock from
 * BEGIN to COMMIT and each statement its query lock. The snapshot opens a read-only transaction (so no other
 * transaction can be half done: they wait, none is refused), reads the schema version and the ledger figures in it,
 * and copies the data folder with dumpDataDir (the query lock only; PGlite's own clone() does the same). The copy
 * holds every transaction committed before it and none after; what the figures say is what the copy holds. Writes
 * arriving meanwhile wait for the copy (tens to hundreds of ms for a small database, docs/production.md) and then
 * go on. The tar is compressed after the locks are released.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite, PGliteInterface, Transaction } from '@electric-sql/pglite';
import { type LedgerFigures, ledgerFigures, type SchemaVersion, schemaVersionOf } from './manifest.ts';

export interface PgliteSnapshot {
  /** The data folder as a gzip'd tar (PGlite's loadDataDir reads it back). */
  dump: Buffer;
  schema: SchemaVersion;
  ledger: LedgerFigures | null;
  /** Milliseconds the database waited for the copy. */
  pausedMs: number;
}

export async function snapshotPglite(client: PGliteInterface): Promise<PgliteSnapshot> {
  const pg = client as PGlite;
  // No CHECKPOINT first: it would hold PGlite as long as the copy itself. The copy holds the WAL since the last
  // checkpoint and replays it when it is opened (the restore opens it and checks its figures before using it).
  let pausedMs = 0;
  const taken = await pg.transaction(async (tx: Transaction) => {
    const started = performance.now();
    await tx.query('set transaction read only');
    const run = async (text: string) => (await tx.query<Record<string, unknown>>(text)).rows;
    const schema = await schemaVersionOf(run);
    const ledger = await ledgerFigures(run);
    const tar = await pg.dumpDataDir('none');
    pausedMs = performance.now() - started;
    return { tar, schema, ledger };
  });
  const dump = await promisify(gzip)(Buffer.from(await taken.tar.arrayBuffer()));
  return { dump, schema: taken.schema, ledger: taken.ledger, pausedMs };
}

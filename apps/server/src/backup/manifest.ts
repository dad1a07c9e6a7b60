/**
 * What a backup archive says about itself (manifest.json, its last entry): the kind of database, the schema
 * (the last migration applied), when it was taken, the ledger figures at the snapshot and every entry's sha256.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/handle.ts';

export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'mts-backup';
export const FORMAT_VERSION = 1;

export type BackupKind = 'pglite' | 'postgres';

export interface SchemaVersion {
  /** The last migration applied (drizzle-kit tag, e.g. 0020_rfq); null when this code does not know it. */
  migration: string | null;
  /** Its journal timestamp (drizzle's __drizzle_migrations.created_at): the order of migrations. */
  when: number;
  /** Migrations applied. */
  count: number;
}

/**
 * The money figures at the snapshot, as the ledger check (modules/wallet ledgerCheck) sees them: per currency the
 * entries and their sum (0 when balanced), and the accounts' balances by kind; negative user buckets and accounts
 * whose balance differs from their entries. Amounts are strings (bigint).
 */
export interface LedgerFigures {
  entries: { priceUnit: number; count: number; sum: string }[];
  accounts: { priceUnit: number; kind: string; user: boolean; available: string; frozen: string }[];
  negative: number;
  mismatched: number;
  /** Every currency sums to zero, no negative bucket, every balance equals its entries. */
  ok: boolean;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  kind: BackupKind;
  createdAt: string;
  /** How the snapshot was taken: pglite-server (through the running server), pglite-offline, pg_dump. */
  method: string;
  schema: SchemaVersion;
  ledger: LedgerFigures | null;
  files: { name: string; size: number; sha256: string }[];
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** This code's migrations, oldest first. */
export function journal(): JournalEntry[] {
  const j = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return j.entries;
}

/** Runs one SQL text and returns its rows (pg, PGlite or Drizzle underneath). */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/** The schema version of a database: its last applied migration, named from this code's journal. */
export async function schemaVersionOf(run: RunSql): Promise<SchemaVersion> {
  const rows = await run('select count(*)::int as n, coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations');
  const when = Number(rows[0]?.last ?? 0);
  return { migration: journal().find((e) => e.when === when)?.tag ?? null, when, count: Number(rows[0]?.n ?? 0) };
}

/** Why a backup of this schema cannot be restored by this code (a newer one), or null. */
export function newerSchema(schema: SchemaVersion): string | null {
  const mine = journal();
  const last = mine[mine.length - 1];
  if (!last || schema.when === 0) return null;
  if (schema.when > last.when || !mine.some((e) => e.when === schema.when)) {
    return `the backup's schema (${schema.migration ?? `migration of ${new Date(schema.when).toISOString()}`}, ${schema.count} migrations) is newer than this code's (${last.tag}): restore it with the version that wrote it, or upgrade first`;
  }
  return null;
}

/** The ledger figures (see LedgerFigures); null when the database has no wallet tables. */
export async function ledgerFigures(run: RunSql): Promise<LedgerFigures | null> {
  const has = await run(`select to_regclass('public.wallet_ledger') is not null as ok`);
  if (!has[0]?.ok) return null;
  const entries = (await run('select price_unit as "priceUnit", count(*)::int as count, coalesce(sum(available_delta + frozen_delta), 0)::bigint::text as sum from wallet_ledger group by price_unit order by price_unit')).map(
    (r) => ({ priceUnit: Number(r.priceUnit), count: Number(r.count), sum: String(r.sum) }),
  );
  const accounts = (
    await run(
      `select price_unit as "priceUnit", kind, (user_id is not null) as "user", coalesce(sum(available_balance), 0)::bigint::text as available, coalesce(sum(frozen_balance), 0)::bigint::text as frozen
       from wallet_accounts group by 1, 2, 3 order by 1, 2, 3`,
    )
  ).map((r) => ({ priceUnit: Number(r.priceUnit), kind: String(r.kind), user: Boolean(r.user), available: String(r.available), frozen: String(r.frozen) }));
  const [neg] = await run(`select count(*)::int as n from wallet_accounts where (user_id is not null or kind = 'fees') and (available_balance < 0 or frozen_balance < 0)`);
  const [mism] = await run(
    `select count(*)::int as n from wallet_accounts a where a.available_balance <> coalesce((select sum(available_delta) from wallet_ledger l where l.account_id = a.id), 0) or a.frozen_balance <> coalesce((select sum(frozen_delta) from wallet_ledger l where l.account_id = a.id), 0)`,
  );
  const negative = Number(neg?.n ?? 0);
  const mismatched = Number(mism?.n ?? 0);
  return { entries, accounts, negative, mismatched, ok: entries.every((e) => e.sum === '0') && negative === 0 && mismatched === 0 };
}

/** The figures compared as a restore checks them (same entries, balances and check result). */
export const sameFigures = (a: LedgerFigures | null, b: LedgerFigures | null) => JSON.stringify(a) === JSON.stringify(b);

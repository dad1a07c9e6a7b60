/**
 * `npm run backup [-- --out <file>]`: a consistent snapshot of the database (PGlite or PostgreSQL) and the uploads
 * folder in one archive with a manifest (backup/backup.ts). Uses DATABASE_URL / DATA_DIR / UPLOADS_DIR like the
 * server; works while the server runs. Default file: backups/mts-backup-<kind>-<time>.tar (BACKUP_DIR to change).
 */
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { createBackup } from '../backup/backup.ts';
import { DatabaseInUseError } from '../db/process-lock.ts';

/** Relative paths are the caller's: npm runs workspace scripts in apps/server but sets INIT_CWD to where it was typed. */
export const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD || process.cwd(), p);

async function main(argv: string[]) {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out' || a === '-o') out = argv[++i];
    else if (a.startsWith('--out=')) out = a.slice(6);
    else {
      console.error('Usage: npm run backup [-- --out <file.tar>]');
      process.exit(2);
    }
  }
  if (argv.includes('--out') && !out) {
    console.error('Usage: npm run backup [-- --out <file.tar>]');
    process.exit(2);
  }
  const config = loadConfig();
  const started = performance.now();
  const { file, manifest, pausedMs } = await createBackup(config, {
    out: out ? fromCaller(out) : undefined,
    defaultDir: path.resolve(REPO_ROOT, process.env.BACKUP_DIR || 'backups'),
  });
  const uploads = manifest.files.filter((f) => f.name.startsWith('uploads/')).length;
  const bytes = manifest.files.reduce((s, f) => s + f.size, 0);
  console.log(
    `Backup written: ${file}\n  ${manifest.kind} (${manifest.method}), schema ${manifest.schema.migration ?? manifest.schema.when}, ${uploads} uploads, ${(bytes / 1e6).toFixed(1)} MB, ` +
      `ledger check ${manifest.ledger ? (manifest.ledger.ok ? 'green' : 'RED') : 'n/a'}, ${Math.round(performance.now() - started)} ms` +
      (pausedMs === undefined ? '' : ` (the database waited ${Math.round(pausedMs)} ms for the copy)`),
  );
  if (manifest.ledger && !manifest.ledger.ok) console.error('Warning: the ledger check was red at the snapshot (the backup is still a faithful copy).');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof DatabaseInUseError ? `拒绝执行：${err.message}` : `备份失败：${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}

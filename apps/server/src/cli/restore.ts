/**
 * `npm run restore -- <file> [--force]`: restores a backup archive (npm run backup) into the database and uploads
 * folder the configuration names (DATABASE_URL / DATA_DIR / UPLOADS_DIR). Refuses (exit 1, nothing written) a
 * truncated or damaged file, a newer schema, a target a server runs on, and a non-empty target without --force.
 */
import { loadConfig } from '../config.ts';
import { restoreBackup, RestoreRefused } from '../backup/restore.ts';
import { DatabaseInUseError } from '../db/process-lock.ts';
import { fromCaller } from './backup.ts';

async function main(argv: string[]) {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    console.error('Usage: npm run restore -- <backup.tar> [--force]');
    process.exit(2);
  }
  const r = await restoreBackup(loadConfig(), { file: fromCaller(rest[0]!), force });
  const m = r.manifest;
  console.log(
    `Restored ${m.kind} backup of ${m.createdAt} (schema ${m.schema.migration ?? m.schema.when}, ${m.files.filter((f) => f.name.startsWith('uploads/')).length} uploads).\n` +
      `  Ledger check ${r.ledger ? (r.ledger.ok ? 'green' : 'RED') : 'n/a'}; figures equal the backup's at its snapshot.` +
      (r.keptAside.length ? `\n  Kept aside (delete when satisfied): ${r.keptAside.join(', ')}` : '') +
      '\n  Start the server: it applies any newer migrations of this code.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    const refused = err instanceof RestoreRefused || err instanceof DatabaseInUseError;
    console.error(`${refused ? '拒绝恢复' : '恢复失败'}：${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}

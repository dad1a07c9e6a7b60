/**
 * Operator administration: `npm run admin -- create-operator <mobile>` creates the user (as a first
 * login would) or promotes an existing one to operator. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { eq } from 'drizzle-orm';
import { isMobile } from '@mts/shared/validate';
import { loadConfig } from '../config.ts';
import { type Db, openDb } from '../db/client.ts';
import { acquireLock, DatabaseInUseError, pgliteFolder } from '../db/process-lock.ts';
import { users } from '../db/schema/index.ts';
import { findOrRegister } from '../modules/users/service.ts';

export async function createOperator(db: Db, mobile: string, now = Date.now()): Promise<{ userId: number; created: boolean }> {
  if (!isMobile(mobile)) throw new Error(`请输入正确的手机号: ${mobile}`);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  const u = existing ?? (await findOrRegister({ db, clock: { now: () => now } }, { mobile }));
  await db.update(users).set({ isOperator: true }).where(eq(users.id, u.id));
  return { userId: u.id, created: !existing };
}

async function main(argv: string[]) {
  const [command, arg] = argv;
  if (command !== 'create-operator' || !arg) {
    console.error('Usage: npm run admin -- create-operator <mobile>');
    process.exit(2);
  }
  const { databaseUrl } = loadConfig();
  // On PGlite a running server owns the folder: writing beside it would be lost, so refuse (exit 1) while it
  // lives, and hold the lock meanwhile so a server does not start under us. PostgreSQL needs no lock.
  const folder = pgliteFolder(databaseUrl);
  const release = folder ? acquireLock(folder) : () => undefined;
  try {
    const handle = await openDb(databaseUrl);
    try {
      await handle.migrate();
      const r = await createOperator(handle.db, arg);
      console.log(`${r.created ? 'Created' : 'Promoted'} operator ${arg} (userId ${r.userId})`);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof DatabaseInUseError ? `拒绝执行：${err.message}` : err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

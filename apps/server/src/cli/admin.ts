/**
 * Operator administration: `npm run admin -- create-operator <mobile>` creates the user (as a first
 * login would) or promotes an existing one to operator. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { eq } from 'drizzle-orm';
import { isMobile } from '@mts/shared/validate';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { findOrRegister } from '../modules/users/service.ts';
import { runCli, withOfflineDb } from './offline-db.ts';

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
  const r = await withOfflineDb((db) => createOperator(db, arg));
  console.log(`${r.created ? 'Created' : 'Promoted'} operator ${arg} (userId ${r.userId})`);
}

runCli(import.meta.url, () => main(process.argv.slice(2)));

import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@mts/shared/constants';
import type { AuditListQuery, AuditRow } from '@mts/shared/schemas';
import { auditLog, users } from '../../db/schema/index.ts';
import { type ServiceContext, userOf } from '../../lib/context.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { escapeLike } from '../../lib/like.ts';
import { paged } from '../../lib/paged.ts';

/**
 * The operator audit log (issue 12). Every operator action calls audit() inside the transaction of the write it
 * records, so the row exists exactly when the action committed (a refused or rolled-back action leaves none). The
 * table is append-only: this module only inserts and reads, and a trigger refuses UPDATE and DELETE.
 */

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntity;
  entityId: number | null;
  /** The fields the action changed, before and after (plain JSON; never a token or a secret). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string;
}

// eslint-disable-next-line no-control-regex -- request ids are client-sent: keep them printable
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** The operator's display name: real name, else nickname, else mobile. */
const nameOf = (u: { realName: string; nickName: string; mobile: string | null } | undefined) => (u ? u.realName || u.nickName || u.mobile || '' : '');

/**
 * Records one operator action. Call it with the transaction's context (inside inTx, or inside a money call's
 * idempotent()), after the write it records. Who (the caller, with a name snapshot), when (ctx.clock), the
 * request id and the client's address come from the context.
 */
export async function audit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  const me = userOf(ctx);
  const [u] = await ctx.db.select({ realName: users.realName, nickName: users.nickName, mobile: users.mobile }).from(users).where(eq(users.id, me.id)).limit(1);
  await ctx.db.insert(auditLog).values({
    operatorId: me.id,
    operatorName: nameOf(u).slice(0, 64),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? '',
    requestId: (ctx.client.requestId ?? '').replace(CONTROL, '').slice(0, 64),
    ip: ctx.client.ip.slice(0, 64),
    createdAt: new Date(ctx.clock.now()),
  });
}

const CHINA_OFFSET_MS = 8 * 3600_000;
/** The UTC instant a China-time day (yyyy-MM-dd) starts. */
export const chinaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
const DAY_MS = 86_400_000;

export const toAuditRow = (r: typeof auditLog.$inferSelect): AuditRow => ({
  id: r.id,
  operatorId: r.operatorId,
  operatorName: r.operatorName,
  action: r.action,
  actionText: AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
  entityType: r.entityType,
  entityTypeText: AUDIT_ENTITIES[r.entityType as AuditEntity] ?? r.entityType,
  entityId: r.entityId,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason,
  requestId: r.requestId,
  ip: r.ip,
  createTime: formatChinaTime(r.createdAt),
});

/** GET /admin/audit: newest first, filtered by operator, action, entity, date range (China days) and keyword. */
export async function listAudit(ctx: ServiceContext, q: AuditListQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.operatorId !== undefined) conds.push(eq(auditLog.operatorId, q.operatorId));
  if (q.action) conds.push(eq(auditLog.action, q.action));
  if (q.entityType) conds.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId !== undefined) conds.push(eq(auditLog.entityId, q.entityId));
  if (q.from) conds.push(gte(auditLog.createdAt, chinaDayStart(q.from)));
  if (q.to) conds.push(lt(auditLog.createdAt, new Date(chinaDayStart(q.to).getTime() + DAY_MS)));
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conds.push(
      or(
        ilike(auditLog.operatorName, like),
        ilike(auditLog.reason, like),
        sql`coalesce(${auditLog.before}::text, '') ilike ${like}`,
        sql`coalesce(${auditLog.after}::text, '') ilike ${like}`,
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const { rows, total } = await paged(
    q,
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    ctx.db.select({ n: count() }).from(auditLog).where(where),
  );
  return { rows: rows.map(toAuditRow), total };
}

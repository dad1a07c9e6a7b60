import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { CompanyMsg } from '@mts/shared/messages';
import type { CompanyVerification, CompanyVerifyBody } from '@mts/shared/schemas';
import { CompanyVerifyStatus, companyVerifyMachine, type CompanyVerifyMove, statusLabel } from '@mts/shared/status';
import { companyVerifications, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { applicantOf, reviewTimesOf } from '../../lib/applications.ts';
import { transition } from '../../lib/transition.ts';
import { audit } from '../audit/service.ts';
import { paged } from '../../lib/paged.ts';

/**
 * Company verification (企业认证, issue 12): the user submits his company, an operator approves, rejects or later
 * revokes it (companyVerifyMachine). users.verified_company mirrors the standing approval (the public reads use it),
 * and every approval or revocation drops the cached goods lists (the `company.*` events do; see goods/cache.ts).
 */

const columns = {
  id: companyVerifications.id,
  userId: companyVerifications.userId,
  mobile: users.mobile,
  companyName: companyVerifications.companyName,
  creditCode: companyVerifications.creditCode,
  legalRepresentative: companyVerifications.legalRepresentative,
  licenceImage: companyVerifications.licenceImage,
  status: companyVerifications.status,
  reason: companyVerifications.reason,
  createdAt: companyVerifications.createdAt,
  reviewedAt: companyVerifications.reviewedAt,
};
type Row = Awaited<ReturnType<typeof select>>[number];

const select = (ctx: Pick<ServiceContext, 'db'>, where: SQL | undefined) =>
  ctx.db.select(columns).from(companyVerifications).innerJoin(users, eq(users.id, companyVerifications.userId)).where(where).orderBy(desc(companyVerifications.id));

const toVerification = (r: Row): CompanyVerification => ({
  ...applicantOf(r),
  creditCode: r.creditCode,
  legalRepresentative: r.legalRepresentative,
  licenceImage: r.licenceImage,
  status: r.status,
  statusText: statusLabel(companyVerifyMachine, r.status),
  reason: r.reason,
  ...reviewTimesOf(r),
});

async function readOne(ctx: ServiceContext, id: number): Promise<CompanyVerification> {
  const [r] = await select(ctx, eq(companyVerifications.id, id)).limit(1);
  if (!r) throw new AppError(404, CompanyMsg.notFound);
  return toVerification(r);
}

/**
 * POST /company/verify: a new application, unless one is under review (409) or the company is verified (409: the
 * operator revokes first). After a rejection or a revocation the user submits again. A credit code verified for
 * another account is refused (409), here and at approval (partial unique index).
 */
export async function submitVerification(ctx: ServiceContext, input: CompanyVerifyBody): Promise<CompanyVerification> {
  const me = userOf(ctx);
  try {
    const id = await inTx(ctx, async (tx) => {
      const [latest] = await tx.db
        .select({ status: companyVerifications.status })
        .from(companyVerifications)
        .where(eq(companyVerifications.userId, me.id))
        .orderBy(desc(companyVerifications.id))
        .limit(1);
      if (latest?.status === CompanyVerifyStatus.UnderReview) throw new AppError(409, CompanyMsg.pending);
      if (latest?.status === CompanyVerifyStatus.Approved) throw new AppError(409, CompanyMsg.alreadyVerified);
      const [taken] = await tx.db
        .select({ id: companyVerifications.id })
        .from(companyVerifications)
        .where(and(eq(companyVerifications.creditCode, input.creditCode), eq(companyVerifications.status, CompanyVerifyStatus.Approved)))
        .limit(1);
      if (taken) throw new AppError(409, CompanyMsg.codeTaken);
      const [row] = await tx.db
        .insert(companyVerifications)
        .values({ ...input, userId: me.id, status: CompanyVerifyStatus.UnderReview, createdAt: new Date(tx.clock.now()) })
        .returning({ id: companyVerifications.id });
      return row!.id;
    });
    return await readOne(ctx, id);
  } catch (err) {
    // Two submits at once: the partial unique index (one under review per user) lets one in.
    if (isUniqueViolation(err)) throw new AppError(409, CompanyMsg.pending);
    throw err;
  }
}

/** GET /company/verify/my: the caller's latest application (any status), or null. */
export async function myVerification(ctx: ServiceContext): Promise<CompanyVerification | null> {
  const [r] = await select(ctx, eq(companyVerifications.userId, userOf(ctx).id)).limit(1);
  return r ? toVerification(r) : null;
}

/** GET /admin/companyVerify: the queue, newest first, optionally by status. */
export async function listVerifications(ctx: ServiceContext, q: { pageNum: number; pageSize: number; status?: number }) {
  const where = q.status === undefined ? undefined : eq(companyVerifications.status, q.status);
  const { rows, total } = await paged(q, select(ctx, where), ctx.db.select({ n: count() }).from(companyVerifications).where(where));
  return { rows: rows.map(toVerification), total };
}

const AUDIT = { approve: 'companyVerify.approve', reject: 'companyVerify.reject', revoke: 'companyVerify.revoke' } as const;

/**
 * An operator's move, one transaction: the application through transition() (two concurrent reviews: one wins, the
 * other 409), users.verified_company set (approve) or cleared (revoke), the audit row. The `company.<move>` event
 * (after commit) drops the cached goods lists on every instance.
 */
async function review(ctx: ServiceContext, id: number, move: CompanyVerifyMove, reason: string | null): Promise<CompanyVerification> {
  const now = new Date(ctx.clock.now());
  try {
    await inTx(ctx, async (tx) => {
      const set =
        move === 'revoke'
          ? { reason, revokedAt: now }
          : { reason, reviewerId: userOf(tx).id, reviewedAt: now };
      const a = await transition(tx, {
        machine: companyVerifyMachine,
        table: companyVerifications,
        id,
        move,
        actor: 'operator',
        set,
        refusals: { notFound: CompanyMsg.notFound, wrongStatus: (s) => CompanyMsg.wrongStatus(statusLabel(companyVerifyMachine, s)) },
      });
      const verifiedCompany = move === 'approve' ? a.companyName : move === 'revoke' ? null : undefined;
      // One approved application per user at a time (a new one is refused while verified), so this is its name.
      if (verifiedCompany !== undefined) await tx.db.update(users).set({ verifiedCompany }).where(eq(users.id, a.userId));
      await audit(tx, {
        action: AUDIT[move],
        entityType: 'companyVerification',
        entityId: a.id,
        before: { status: companyVerifyMachine.moves[move].from[0], userId: a.userId },
        after: { status: a.status, userId: a.userId, companyName: a.companyName, verifiedCompany: verifiedCompany === undefined ? 'unchanged' : verifiedCompany },
        reason: reason ?? '',
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, CompanyMsg.codeTaken);
    throw err;
  }
  return readOne(ctx, id);
}

export const approveVerification = (ctx: ServiceContext, id: number) => review(ctx, id, 'approve', null);
export const rejectVerification = (ctx: ServiceContext, input: { id: number; reason: string }) => review(ctx, input.id, 'reject', input.reason);
export const revokeVerification = (ctx: ServiceContext, input: { id: number; reason: string }) => review(ctx, input.id, 'revoke', input.reason);

import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { BusinessType } from '@mts/shared/constants';
import { MessageMsg } from '@mts/shared/messages';
import { type AnnouncementAudience, NOTICE_KINDS, NoticeLimits, NoticeTab, noticeLink, NotifySendStatus } from '@mts/shared/notice';
import type {
  AnnouncementCreateBody,
  AnnouncementRow,
  MessageListQuery,
  MessageRow,
  MessageSettings,
  MessageSettingsBody,
  NotifySendRow,
  UnreadCounts,
} from '@mts/shared/schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ClueStatus, PreOrderStatus } from '@mts/shared/status';
import { maskMobile } from '@mts/shared/validate';
import { announcements, clues, messages, messageUnread, notifySends, notifySettings, preOrders, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, paged } from '../../lib/paged.ts';
import { audit } from '../audit/service.ts';
import { ANNOUNCE_QUEUE, attemptSend, MESSAGE_READ_EVENT, unreadOf } from './deliver.ts';
import { mapMessages, messageLookups } from './map.ts';
import { writeMessages } from './outbox.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRow = (r: typeof messages.$inferSelect, body: string | null = null): MessageRow => ({
  id: r.id,
  kind: r.kind,
  tab: r.tab,
  text: r.text,
  link: r.link,
  refType: r.refType,
  refId: r.refId,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
  body,
});

/** The list's total stops here (100 pages of 20). */
export const MAX_COUNTED = 2_000;

/** GET /message/list: my messages, newest first, of one tab or all. */
export async function listMessages(ctx: ServiceContext, q: MessageListQuery): Promise<Page<MessageRow>> {
  const me = userOf(ctx).id;
  const where = and(eq(messages.userId, me), q.tab === undefined ? undefined : eq(messages.tab, q.tab));
  return paged(
    q,
    // A 系统公告's body comes with its row (the inbox shows it; only important ones have the home banner).
    ctx.db.select({ m: messages, body: announcements.body }).from(messages).leftJoin(announcements, eq(announcements.id, messages.announcementId)).where(where).orderBy(desc(messages.id)),
    // The user's rows, counted up to MAX_COUNTED (an index-only scan of at most that many entries, whatever the
    // inbox's size): the pager shows that many pages at most, the newest ones.
    ctx.db.execute(sql`select count(*)::int as n from (select 1 from ${messages} where ${where} limit ${MAX_COUNTED}) as m`).then((r) => (r as unknown as { rows: { n: number }[] }).rows),
    (rows) => rows.map((r) => toRow(r.m, r.body)),
  );
}

/** GET /message/unread: my unread counts (the counters). */
export async function unreadCounts(ctx: ServiceContext): Promise<UnreadCounts> {
  const me = userOf(ctx).id;
  return (await unreadOf(ctx.db, [me])).get(me)!;
}

/** −n on a user's tab counter (never below zero). */
async function dropUnread(db: ServiceContext['db'], userId: number, byTab: Map<number, number>) {
  for (const [tab, n] of byTab) {
    if (n > 0) await db.update(messageUnread).set({ n: sql`greatest(${messageUnread.n} - ${n}, 0)` }).where(and(eq(messageUnread.userId, userId), eq(messageUnread.tab, tab)));
  }
}

const readPush = (ctx: ServiceContext, userId: number, unread: UnreadCounts) => ctx.events.publish({ type: MESSAGE_READ_EVENT, id: userId, userId: null, recipientId: userId, unread });

/** POST /message/read {id}: one of my messages read (again: harmless); its link. Another user's id → 404. */
export async function readMessage(ctx: ServiceContext, id: number): Promise<{ id: number; link: string; unread: UnreadCounts }> {
  const me = userOf(ctx).id;
  const result = await inTx(ctx, async (tx) => {
    const [changed] = await tx.db
      .update(messages)
      .set({ readAt: new Date(tx.clock.now()) })
      .where(and(eq(messages.id, id), eq(messages.userId, me), isNull(messages.readAt)))
      .returning({ tab: messages.tab, link: messages.link });
    if (changed) {
      await dropUnread(tx.db, me, new Map([[changed.tab, 1]]));
      return { link: changed.link, changed: true };
    }
    const [row] = await tx.db.select({ link: messages.link }).from(messages).where(and(eq(messages.id, id), eq(messages.userId, me)));
    if (!row) throw new AppError(404, MessageMsg.notFound);
    return { link: row.link, changed: false };
  });
  const unread = await unreadCounts(ctx);
  if (result.changed) readPush(ctx, me, unread);
  return { id, link: result.link, unread };
}

/**
 * POST /message/readAll {tab?}: every unread message of mine (in that tab) read in one statement; the counters drop
 * by the rows actually changed, so concurrent calls (1,000 at once) cannot drive them wrong.
 */
export async function readAll(ctx: ServiceContext, tab: number | undefined): Promise<{ updated: number; unread: UnreadCounts }> {
  const me = userOf(ctx).id;
  const updated = await inTx(ctx, async (tx) => {
    const rows = await tx.db
      .update(messages)
      .set({ readAt: new Date(tx.clock.now()) })
      .where(and(eq(messages.userId, me), isNull(messages.readAt), tab === undefined ? undefined : eq(messages.tab, tab)))
      .returning({ tab: messages.tab });
    const byTab = new Map<number, number>();
    for (const r of rows) byTab.set(r.tab, (byTab.get(r.tab) ?? 0) + 1);
    await dropUnread(tx.db, me, byTab);
    return rows.length;
  });
  const unread = await unreadCounts(ctx);
  if (updated) readPush(ctx, me, unread);
  return { updated, unread };
}

/** GET /message/settings: every kind with its channel switches (defaults: on where allowed), quiet hours. */
export async function getSettings(ctx: ServiceContext): Promise<MessageSettings> {
  const me = userOf(ctx).id;
  const [row] = await ctx.db
    .select({ kinds: notifySettings.kinds, quietStart: notifySettings.quietStart, quietEnd: notifySettings.quietEnd, mobile: users.mobile, openid: users.wxOpenid })
    .from(users)
    .leftJoin(notifySettings, eq(notifySettings.userId, users.id))
    .where(eq(users.id, me));
  const set = row?.kinds ?? {};
  return {
    kinds: Object.fromEntries(NOTICE_KINDS.map((d) => [d.code, { sms: d.sms && (set[d.code]?.sms ?? true), wechat: d.wechat && (set[d.code]?.wechat ?? true) }])),
    quietStart: row?.quietStart ?? NoticeLimits.quietStart,
    quietEnd: row?.quietEnd ?? NoticeLimits.quietEnd,
    wechatBound: !!row?.openid,
    smsBound: !!row?.mobile,
  };
}

/** POST /message/settings: the kinds given merged over the saved ones; quiet hours. */
export async function saveSettings(ctx: ServiceContext, body: MessageSettingsBody): Promise<MessageSettings> {
  const me = userOf(ctx).id;
  await inTx(ctx, async (tx) => {
    const [cur] = await tx.db.select().from(notifySettings).where(eq(notifySettings.userId, me)).for('update');
    const kinds = { ...(cur?.kinds ?? {}), ...(body.kinds ?? {}) };
    const values = {
      kinds,
      quietStart: body.quietStart ?? cur?.quietStart ?? NoticeLimits.quietStart,
      quietEnd: body.quietEnd ?? cur?.quietEnd ?? NoticeLimits.quietEnd,
      updatedAt: new Date(tx.clock.now()),
    };
    await tx.db.insert(notifySettings).values({ userId: me, ...values }).onConflictDoUpdate({ target: notifySettings.userId, set: values });
  });
  return getSettings(ctx);
}

/** GET /message/banner: my unread important announcements, newest first (at most 3). */
export async function banner(ctx: ServiceContext) {
  const me = userOf(ctx).id;
  const rows = await ctx.db
    .select({ id: announcements.id, messageId: messages.id, title: announcements.title, body: announcements.body, createdAt: announcements.createdAt })
    .from(messages)
    .innerJoin(announcements, eq(announcements.id, messages.announcementId))
    .where(and(eq(messages.userId, me), eq(messages.tab, NoticeTab.System), isNull(messages.readAt), eq(announcements.important, true)))
    .orderBy(desc(messages.id))
    .limit(3);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

// ---------------------------------------------------------------------------------------------------------------
// Announcements (console)

const toAnnouncement = (r: typeof announcements.$inferSelect): AnnouncementRow => ({
  id: r.id,
  title: r.title,
  body: r.body,
  audience: r.audience,
  important: r.important,
  delivered: r.delivered,
  recipients: r.recipients,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** The users an audience names (active accounts). */
export function audienceWhere(audience: AnnouncementAudience): SQL | undefined {
  const active = eq(users.status, 0);
  switch (audience) {
    case 'all':
      return active;
    case 'trader':
      return and(active, eq(users.businessType, BusinessType.Ordinary));
    case 'negotiator':
      return and(active, eq(users.businessType, BusinessType.Negotiator));
    case 'businessFollower':
      return and(active, eq(users.businessType, BusinessType.BusinessFollower));
    case 'inspector':
      return and(active, eq(users.businessType, BusinessType.Inspector));
    case 'operator':
      return and(active, eq(users.isOperator, true));
  }
}

/**
 * POST /admin/announcement/create: the announcement (plain text: a script tag is stored as typed and shown as text),
 * its audited creation, then the fan-out job writes one message per user of the audience.
 */
export async function createAnnouncement(ctx: ServiceContext, body: AnnouncementCreateBody): Promise<AnnouncementRow> {
  const me = userOf(ctx).id;
  const row = await inTx(ctx, async (tx) => {
    const [{ n }] = (await tx.db.select({ n: count() }).from(users).where(audienceWhere(body.audience))) as [{ n: number }];
    const [a] = await tx.db
      .insert(announcements)
      .values({ title: body.title, body: body.body, audience: body.audience, important: body.important, recipients: Number(n), createdBy: me, createdAt: new Date(tx.clock.now()) })
      .returning();
    await audit(tx, { action: 'announcement.create', entityType: 'announcement', entityId: a!.id, after: { title: body.title, audience: body.audience, important: body.important } });
    return a!;
  });
  await queueFanOut(ctx, row.id);
  return toAnnouncement(row);
}

/** The fan-out through the job runner; without it (tests with jobs off) in process after the reply. */
async function queueFanOut(ctx: ServiceContext, id: number) {
  if (ctx.config.notify.jobs) {
    try {
      await ctx.jobs.send(ANNOUNCE_QUEUE, { announcementId: id });
      return;
    } catch (err) {
      ctx.log.error({ err }, 'announcement fan-out could not be queued; running it here');
    }
  }
  await fanOutAnnouncement(ctx, id);
}

/** Users per fan-out batch: PostgreSQL takes 2,000 per statement; PGlite (one connection) 500, so the API's queries get in between. */
const fanOutBatch = (ctx: ServiceContext) => (/^postgres(ql)?:/.test(ctx.config.databaseUrl) ? 2000 : 500);

/**
 * The fan-out: users of the audience by id, a batch at a time (fanOutBatch), each batch one INSERT … SELECT (a user
 * already written is skipped: the job may run again after a crash) plus one counter upsert, in its own short
 * transaction, then one realtime push per batch. Returns how many messages it wrote.
 */
export async function fanOutAnnouncement(ctx: ServiceContext, id: number, signal?: AbortSignal): Promise<number> {
  const [a] = await ctx.db.select().from(announcements).where(eq(announcements.id, id));
  if (!a) return 0;
  const text = `系统公告：${a.title}`.slice(0, 200);
  const link = noticeLink('announcement', a.id);
  const cond = audienceWhere(a.audience as AnnouncementAudience);
  const size = fanOutBatch(ctx);
  let last = 0;
  let written = 0;
  for (;;) {
    if (signal?.aborted) break;
    const batch = await inTx(ctx, async (tx) => {
      const now = new Date(tx.clock.now());
      const ids = (await tx.db.select({ id: users.id }).from(users).where(and(cond, gt(users.id, last))).orderBy(users.id).limit(size)).map((r) => r.id);
      if (!ids.length) return null;
      const res = (await tx.db.execute(sql`
        with ins as (
          insert into messages (user_id, kind, tab, text, link, ref_type, ref_id, announcement_id, created_at)
          select u, 'announcement', ${NoticeTab.System}, ${text}, ${link}, 'announcement', ${a.id}, ${a.id}, ${now}
          from unnest(${sql.raw(`ARRAY[${ids.join(',')}]::int[]`)}) as u
          on conflict do nothing
          returning id, user_id
        ), bump as (
          insert into message_unread (user_id, tab, n)
          select user_id, ${NoticeTab.System}, 1 from ins order by user_id
          on conflict (user_id, tab) do update set n = message_unread.n + 1
        )
        select id, user_id from ins
      `)) as unknown as { rows: { id: number; user_id: number }[] };
      await tx.db.update(announcements).set({ delivered: sql`${announcements.delivered} + ${res.rows.length}` }).where(eq(announcements.id, a.id));
      return { lastId: ids[ids.length - 1]!, rows: res.rows };
    });
    if (!batch) break;
    // Between batches, the requests waiting for the database go first.
    await new Promise((r) => setImmediate(r));
    last = batch.lastId;
    written += batch.rows.length;
    if (batch.rows.length) {
      // One event per batch: each user's message.new with his counts after it (one counter read for the batch).
      const unread = await unreadOf(ctx.db, batch.rows.map((r) => Number(r.user_id)));
      ctx.events.publish({
        type: 'message.announce',
        id: a.id,
        userId: null,
        text,
        link,
        tab: NoticeTab.System,
        recipients: batch.rows.map((r) => ({ userId: Number(r.user_id), messageId: Number(r.id), unread: unread.get(Number(r.user_id)) })),
      });
    }
  }
  return written;
}

/** GET /admin/announcement/list: newest first. */
export async function listAnnouncements(ctx: ServiceContext, q: { pageNum: number; pageSize: number }): Promise<Page<AnnouncementRow>> {
  return paged(q, ctx.db.select().from(announcements).orderBy(desc(announcements.id)), ctx.db.select({ n: count() }).from(announcements), (rows) => rows.map(toAnnouncement));
}

// ---------------------------------------------------------------------------------------------------------------
// 通知发送 (console)

const toSend = (r: typeof notifySends.$inferSelect): NotifySendRow => ({
  id: r.id,
  messageId: r.messageId,
  userId: r.userId,
  mobile: r.channel === 'sms' ? maskMobile(r.address) : `${r.address.slice(0, 4)}****`,
  channel: r.channel,
  kind: r.kind,
  text: r.text,
  status: r.status,
  attempts: r.attempts,
  lastError: r.lastError,
  nextAt: iso(r.nextAt),
  sentAt: iso(r.sentAt),
  createdAt: r.createdAt.toISOString(),
});

/** GET /admin/notify/list?status=: sends of that status (default: failed and retrying), newest first. */
export async function listSends(ctx: ServiceContext, q: { status?: number; pageNum: number; pageSize: number }): Promise<Page<NotifySendRow>> {
  const where = q.status === undefined ? inArray(notifySends.status, [NotifySendStatus.Failed, NotifySendStatus.Retrying]) : eq(notifySends.status, q.status);
  return paged(q, ctx.db.select().from(notifySends).where(where).orderBy(desc(notifySends.id)), ctx.db.select({ n: count() }).from(notifySends).where(where), (rows) => rows.map(toSend));
}

/** POST /admin/notify/retry {id}: a 失败 send due again now with its attempts reset, attempted at once (audited). */
export async function retrySend(ctx: ServiceContext, id: number): Promise<NotifySendRow> {
  await inTx(ctx, async (tx) => {
    const [row] = await tx.db
      .update(notifySends)
      .set({ status: NotifySendStatus.Pending, attempts: 0, nextAt: new Date(tx.clock.now()) })
      .where(and(eq(notifySends.id, id), eq(notifySends.status, NotifySendStatus.Failed)))
      .returning({ id: notifySends.id });
    if (!row) {
      const [exists] = await tx.db.select({ id: notifySends.id }).from(notifySends).where(eq(notifySends.id, id));
      throw exists ? new AppError(409, MessageMsg.sendNotRetryable) : new AppError(404, MessageMsg.sendNotFound);
    }
    await audit(tx, { action: 'notify.retry', entityType: 'notifySend', entityId: id });
  });
  await attemptSend(ctx, id);
  const [row] = await ctx.db.select().from(notifySends).where(eq(notifySends.id, id));
  return toSend(row!);
}

// ---------------------------------------------------------------------------------------------------------------
// Staff waiting

/** Every this often the staff-waiting sweep looks for leads and intention orders nobody took for 30 minutes. */
export const STAFF_WAITING_SWEEP_MS = 60_000;

const notReported = (refType: string, refId: AnyPgColumn) =>
  sql`not exists (select 1 from ${messages} where ${messages.kind} = 'staffWaiting' and ${messages.refType} = ${refType} and ${messages.refId} = ${refId})`;

/**
 * A lead waiting in the negotiators' pool (待分配) or an intention order waiting in the business followers' pool
 * (已确认) for more than 30 minutes: one message (and SMS, by the staff's settings) to each staff member of that
 * role, once per lead or intention order. Returns how many were reported.
 */
export async function staffWaitingSweep(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.clock.now() - NoticeLimits.staffWaitingMs);
  const leads = await ctx.db
    .select({ id: clues.id, model: clues.goodsModel })
    .from(clues)
    .where(and(eq(clues.status, ClueStatus.AwaitingDispatch), lt(clues.createdAt, before), notReported('lead', clues.id)))
    .limit(50);
  const pre = await ctx.db
    .select({ id: preOrders.id, goodsId: preOrders.goodsId })
    .from(preOrders)
    .where(and(eq(preOrders.status, PreOrderStatus.Confirmed), lt(preOrders.updatedAt, before), notReported('contract', preOrders.id)))
    .limit(50);
  if (!leads.length && !pre.length) return 0;
  const staff = async (type: number) => (await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.businessType, type), eq(users.status, 0)))).map((r) => r.id);
  const [negotiators, followers] = [leads.length ? await staff(BusinessType.Negotiator) : [], pre.length ? await staff(BusinessType.BusinessFollower) : []];
  let reported = 0;
  for (const [what, rows, userIds] of [
    ['lead', leads.map((l) => ({ id: l.id, model: l.model, goodsId: null as number | null })), negotiators],
    ['preOrder', pre.map((p) => ({ id: p.id, model: '', goodsId: p.goodsId })), followers],
  ] as const) {
    if (!userIds.length) continue;
    for (const r of rows) {
      const batch = await inTx(ctx, async (tx) => {
        const look = messageLookups(tx.db);
        const model = r.model || (await look.goodsModel(r.goodsId));
        const drafts = await mapMessages({ type: 'staff.waiting', id: r.id, userId: null, what, model, userIds: [...userIds] }, look);
        return writeMessages(tx, drafts);
      });
      ctx.notices?.committed(batch);
      reported++;
    }
  }
  return reported;
}

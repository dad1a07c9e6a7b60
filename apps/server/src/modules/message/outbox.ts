import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { NOTICE_KIND_MAP, NoticeLimits, NotifySendStatus } from '@mts/shared/notice';
import type { Db } from '../../db/client.ts';
import { messages, messageUnread, notifySends, notifySettings, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { DomainEvent } from '../../lib/events.ts';
import { type MessageDraft, mapMessages, messageLookups } from './map.ts';
import { inQuietHours, quietUntil } from './quiet.ts';

/** What one transaction wrote: the messages (for the realtime push) and the SMS/WeChat sends (to deliver). */
export interface OutboxBatch {
  messageIds: number[];
  sendIds: number[];
}

/** The settings of users for the sends: their switches, quiet hours, mobile and WeChat openid. */
async function recipients(db: Db, userIds: number[]) {
  const rows = await db
    .select({ id: users.id, mobile: users.mobile, openid: users.wxOpenid, status: users.status, kinds: notifySettings.kinds, quietStart: notifySettings.quietStart, quietEnd: notifySettings.quietEnd })
    .from(users)
    .leftJoin(notifySettings, eq(notifySettings.userId, users.id))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Writes messages (and their sends) on `db` — the caller's transaction. Unread counters move with them. SMS and
 * WeChat sends are written for kinds that allow them, when the user has not switched them off and has the address:
 * 待发送 now, or 免打扰延后 until his quiet hours end; a second send about the same order (ref) on the same channel
 * to the same user within an hour is written 已跳过 (at most one per order per hour per person).
 */
export async function writeMessages(ctx: ServiceContext, drafts: MessageDraft[]): Promise<OutboxBatch> {
  if (!drafts.length) return { messageIds: [], sendIds: [] };
  const db = ctx.db;
  const now = new Date(ctx.clock.now());
  const rows = await db
    .insert(messages)
    .values(drafts.map((d) => ({ userId: d.userId, kind: d.kind, tab: d.tab, text: d.text, link: d.link, refType: d.refType, refId: d.refId, announcementId: d.announcementId ?? null, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: messages.id, userId: messages.userId, tab: messages.tab });
  await bumpUnread(db, rows);

  const sendable = drafts.filter((d) => NOTICE_KIND_MAP[d.kind]?.sms || NOTICE_KIND_MAP[d.kind]?.wechat);
  if (!sendable.length) return { messageIds: rows.map((r) => r.id), sendIds: [] };
  // Rows come back in the order of the values; a skipped duplicate (an announcement written twice) sends nothing.
  const aligned = rows.length === drafts.length;
  const who = await recipients(db, [...new Set(sendable.map((d) => d.userId))]);
  const values: (typeof notifySends.$inferInsert)[] = [];
  for (const d of sendable) {
    const msgId = aligned ? rows[drafts.indexOf(d)]?.id : undefined;
    const u = who.get(d.userId);
    if (!msgId || !u || u.status !== 0) continue;
    const def = NOTICE_KIND_MAP[d.kind]!;
    const start = u.quietStart ?? NoticeLimits.quietStart;
    const end = u.quietEnd ?? NoticeLimits.quietEnd;
    const channels: { channel: 'sms' | 'wechat'; address: string | null; on: boolean }[] = [
      { channel: 'sms', address: u.mobile, on: def.sms && (u.kinds?.[d.kind]?.sms ?? true) },
      { channel: 'wechat', address: u.openid, on: def.wechat && (u.kinds?.[d.kind]?.wechat ?? true) },
    ];
    for (const c of channels) {
      if (!c.on || !c.address) continue;
      const capped = d.refId !== null && (await recentSend(db, d.userId, d.refType, d.refId, c.channel, now));
      const quiet = inQuietHours(now.getTime(), start, end);
      values.push({
        key: `${c.channel}:${msgId}`,
        messageId: msgId,
        userId: d.userId,
        channel: c.channel,
        kind: d.kind,
        refType: d.refType,
        refId: d.refId,
        address: c.address,
        template: c.channel === 'sms' ? (def.smsTemplate ?? '') : `WX_${def.smsTemplate ?? d.kind}`,
        params: d.params,
        text: d.text,
        status: capped ? NotifySendStatus.Skipped : quiet ? NotifySendStatus.Held : NotifySendStatus.Pending,
        lastError: capped ? '同一订单一小时内已通知，本条不再发送' : null,
        nextAt: new Date(quiet ? quietUntil(now.getTime(), start, end) : now.getTime()),
        createdAt: now,
      });
    }
  }
  const sends = values.length ? await db.insert(notifySends).values(values).onConflictDoNothing().returning({ id: notifySends.id, status: notifySends.status }) : [];
  return { messageIds: rows.map((r) => r.id), sendIds: sends.filter((s) => s.status === NotifySendStatus.Pending).map((s) => s.id) };
}

/** Whether a send about this ref on this channel went (or waits to go) to this user within the last hour. */
async function recentSend(db: Db, userId: number, refType: string, refId: number, channel: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifySends.id })
    .from(notifySends)
    .where(
      and(
        eq(notifySends.userId, userId),
        eq(notifySends.refType, refType),
        eq(notifySends.refId, refId),
        eq(notifySends.channel, channel),
        gt(notifySends.createdAt, new Date(now.getTime() - NoticeLimits.smsPerRefWindowMs)),
        ne(notifySends.status, NotifySendStatus.Skipped),
      ),
    )
    .limit(1);
  return !!row;
}

/** +1 per new message on its user's tab counter (one statement). */
export async function bumpUnread(db: Db, rows: { userId: number; tab: number }[]): Promise<void> {
  if (!rows.length) return;
  const counts = new Map<string, { userId: number; tab: number; n: number }>();
  for (const r of rows) {
    const k = `${r.userId}:${r.tab}`;
    const c = counts.get(k) ?? { userId: r.userId, tab: r.tab, n: 0 };
    c.n++;
    counts.set(k, c);
  }
  // A stable order: two transactions bumping the same users lock their rows in the same order (no deadlock).
  const values = [...counts.values()].sort((a, b) => a.userId - b.userId || a.tab - b.tab);
  await db
    .insert(messageUnread)
    .values(values)
    .onConflictDoUpdate({ target: [messageUnread.userId, messageUnread.tab], set: { n: sql`${messageUnread.n} + excluded.n` } });
}

/** The events a transaction (or a publish outside one) already wrote: the bus subscriber skips them. */
const written = new WeakSet<DomainEvent>();
export const wasWritten = (e: DomainEvent): boolean => written.has(e);

/** inTx's outbox: the events' messages written in the transaction; their delivery queued after the commit. */
export function createOutbox(deliver: (batch: OutboxBatch) => void) {
  return {
    async write(tx: ServiceContext, events: readonly DomainEvent[]): Promise<OutboxBatch | null> {
      const look = messageLookups(tx.db);
      const drafts: MessageDraft[] = [];
      for (const e of events) {
        written.add(e);
        drafts.push(...(await mapMessages(e, look)));
      }
      if (!drafts.length) return null;
      return writeMessages(tx, drafts);
    },
    committed(batch: unknown): void {
      const b = batch as OutboxBatch | null;
      if (b && (b.messageIds.length || b.sendIds.length)) deliver(b);
    },
  };
}

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { NoticeLimits, NotifySendStatus } from '@mts/shared/notice';
import type { RealtimeUnread } from '@mts/shared/realtime';
import type { Db } from '../../db/client.ts';
import { messages, messageUnread, notifySends, notifySettings } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { OutboxBatch } from './outbox.ts';
import { quietUntil } from './quiet.ts';

/** The job queues of the message centre. */
export const MESSAGE_DELIVER_QUEUE = 'message-deliver';
export const ANNOUNCE_QUEUE = 'message-announce';

/** Domain events the realtime plugin maps to `message.new` / `message.read` pushes (modules/realtime/map.ts). */
export const MESSAGE_PUSH_EVENT = 'message.push';
export const MESSAGE_READ_EVENT = 'message.readPush';

/** A send in flight holds its row this long (a crashed attempt is retried after it; the key keeps it from going twice). */
const LEASE_MS = 2 * 60 * 1000;
/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min … at most an hour. */
export const backoffMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
/** A provider that neither answers nor fails within this is a failed attempt. */
const PROVIDER_TIMEOUT_MS = 10_000;

const zero = (): RealtimeUnread => ({ total: 0, byTab: { trade: 0, money: 0, system: 0 } });
const TAB_KEY: Record<number, keyof RealtimeUnread['byTab']> = { 10: 'trade', 20: 'money', 30: 'system' };

/** Unread counts of these users (the counters: one primary-key read per user and tab). */
export async function unreadOf(db: Db, userIds: number[]): Promise<Map<number, RealtimeUnread>> {
  const out = new Map<number, RealtimeUnread>(userIds.map((id) => [id, zero()]));
  if (!userIds.length) return out;
  const rows = await db.select().from(messageUnread).where(inArray(messageUnread.userId, userIds));
  for (const r of rows) {
    const u = out.get(r.userId)!;
    const key = TAB_KEY[r.tab];
    if (!key) continue;
    const n = Math.max(0, r.n);
    u.byTab[key] += n;
    u.total += n;
  }
  return out;
}

/** Realtime: each new message to its user, with his unread counts after it (through the event bus: every instance). */
export async function pushMessages(ctx: ServiceContext, messageIds: number[]): Promise<void> {
  if (!messageIds.length) return;
  const rows = await ctx.db
    .select({ id: messages.id, userId: messages.userId, kind: messages.kind, tab: messages.tab, text: messages.text, link: messages.link })
    .from(messages)
    .where(inArray(messages.id, messageIds));
  const unread = await unreadOf(ctx.db, [...new Set(rows.map((r) => r.userId))]);
  for (const r of rows) ctx.events.publish({ type: MESSAGE_PUSH_EVENT, id: r.id, userId: null, recipientId: r.userId, kind: r.kind, tab: r.tab, text: r.text, link: r.link, unread: unread.get(r.userId) });
}

/** Delivers what a transaction wrote: the realtime pushes, then the sends that are due. */
export async function deliverBatch(ctx: ServiceContext, batch: OutboxBatch): Promise<void> {
  await pushMessages(ctx, batch.messageIds);
  for (const id of batch.sendIds) await attemptSend(ctx, id);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`provider timeout after ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * One attempt at one send: claimed by a conditional update (due, still open; the lease moves next_at on, so two
 * workers never attempt it together), then — outside quiet hours — the provider with the send's key. Success →
 * 已发送; failure → 重试中 after its backoff, or 失败 after NoticeLimits.maxAttempts (operators retry it from the
 * console). Inside the user's quiet hours it goes back to 免打扰延后 until they end. Returns the status it left.
 */
export async function attemptSend(ctx: ServiceContext, id: number): Promise<number | null> {
  const now = ctx.clock.now();
  const [send] = await ctx.db
    .update(notifySends)
    .set({ nextAt: new Date(now + LEASE_MS), attempts: sql`${notifySends.attempts} + 1` })
    .where(and(eq(notifySends.id, id), inArray(notifySends.status, [NotifySendStatus.Pending, NotifySendStatus.Held, NotifySendStatus.Retrying]), lte(notifySends.nextAt, new Date(now))))
    .returning();
  if (!send) return null;
  const [settings] = await ctx.db.select({ quietStart: notifySettings.quietStart, quietEnd: notifySettings.quietEnd }).from(notifySettings).where(eq(notifySettings.userId, send.userId));
  const until = quietUntil(now, settings?.quietStart ?? NoticeLimits.quietStart, settings?.quietEnd ?? NoticeLimits.quietEnd);
  if (until > now) {
    await ctx.db
      .update(notifySends)
      .set({ status: NotifySendStatus.Held, nextAt: new Date(until), attempts: sql`${notifySends.attempts} - 1` })
      .where(eq(notifySends.id, id));
    return NotifySendStatus.Held;
  }
  try {
    if (send.channel === 'sms') await withTimeout(ctx.providers.sms.sendNotice(send.address, send.template, send.params, send.key), PROVIDER_TIMEOUT_MS);
    else await withTimeout(ctx.providers.wxNotice.sendTemplate(send.address, send.template, { thing1: send.text.slice(0, 20), ...send.params }, messageLinkOf(send), send.key), PROVIDER_TIMEOUT_MS);
  } catch (err) {
    const failed = send.attempts >= NoticeLimits.maxAttempts;
    const status = failed ? NotifySendStatus.Failed : NotifySendStatus.Retrying;
    await ctx.db
      .update(notifySends)
      .set({ status, lastError: String((err as Error)?.message ?? err).slice(0, 500), nextAt: new Date(now + backoffMs(send.attempts)) })
      .where(eq(notifySends.id, id));
    ctx.log.warn({ err, sendId: id, channel: send.channel, attempts: send.attempts }, failed ? 'notice send failed for good' : 'notice send failed, retrying');
    return status;
  }
  await ctx.db.update(notifySends).set({ status: NotifySendStatus.Sent, sentAt: new Date(now), lastError: null }).where(eq(notifySends.id, id));
  return NotifySendStatus.Sent;
}

const messageLinkOf = (send: { refType: string; refId: number | null }) => `/messages?ref=${send.refType}:${send.refId ?? ''}`;

/** Every this often the sweep attempts the sends that are due (held ones after quiet hours, retries after backoff). */
export const NOTIFY_SWEEP_MS = 30_000;

/** The sweep: up to `limit` due sends, oldest first. Returns how many were attempted. */
export async function notifySweep(ctx: ServiceContext, limit = 200): Promise<number> {
  const due = await ctx.db
    .select({ id: notifySends.id })
    .from(notifySends)
    .where(and(inArray(notifySends.status, [NotifySendStatus.Pending, NotifySendStatus.Held, NotifySendStatus.Retrying]), lte(notifySends.nextAt, new Date(ctx.clock.now()))))
    .orderBy(asc(notifySends.nextAt))
    .limit(limit);
  for (const d of due) await attemptSend(ctx, d.id);
  return due.length;
}

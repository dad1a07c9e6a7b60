import { and, desc, eq } from 'drizzle-orm';
import type { RealtimeAudience, RealtimeEvent, RealtimeUnread } from '@mts/shared/realtime';
import { ClueStatus, FollowStatus } from '@mts/shared/status';
import { clues, followItems } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvent } from '../../lib/events.ts';

/** One push: what to send and to whom. */
export interface RealtimePush {
  event: RealtimeEvent;
  audience: RealtimeAudience;
}

/** The few look-ups the mapping may need when an event does not carry them (one small query each). */
export interface MapLookups {
  /** The owner of a lead. */
  leadOwner(id: number): Promise<number | null>;
  /** The follow item a released lead was taken from: its holder, id and status. */
  releasedFollow(leadId: number): Promise<{ id: number; userId: number; status: number } | null>;
}

export function dbLookups(db: Db): MapLookups {
  return {
    async leadOwner(id) {
      const [row] = await db.select({ ownerId: clues.ownerId }).from(clues).where(eq(clues.id, id)).limit(1);
      return row?.ownerId ?? null;
    },
    async releasedFollow(leadId) {
      const [row] = await db
        .select({ id: followItems.id, userId: followItems.userId, status: followItems.status })
        .from(followItems)
        .where(and(eq(followItems.clueId, leadId), eq(followItems.type, 10), eq(followItems.status, FollowStatus.Released)))
        .orderBy(desc(followItems.updatedAt), desc(followItems.id))
        .limit(1);
      return row ?? null;
    },
  };
}

/**
 * The domain event that ends a user's sessions (`{type, id: userId}`, modules/admin: account disabled, role
 * changed): plugins/realtime.ts closes his sockets (4401) on every instance instead of pushing anything.
 */
export const SESSIONS_ENDED_EVENT = 'user.sessionsEnded';

const NEGOTIATORS: RealtimeAudience = { kind: 'negotiators' };
const FOLLOWERS: RealtimeAudience = { kind: 'businessFollowers' };
const user = (userId: number): RealtimeAudience => ({ kind: 'user', userId });

type Row = Record<string, unknown> | undefined;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const rowOf = (e: DomainEvent): Row => (e.row && typeof e.row === 'object' ? (e.row as Record<string, unknown>) : undefined);
const statusOf = (e: DomainEvent): number | null => num(e.status) ?? num(rowOf(e)?.status);

/** order.status to each of these users (parties and followers), once each; nothing without a status. */
function orderStatus(id: number, status: number | null, who: unknown[]): RealtimePush[] {
  const userIds = [...new Set(who.map(num).filter((x): x is number => x !== null))];
  return status === null || !userIds.length ? [] : [{ event: { type: 'order.status', id, status }, audience: { kind: 'users', userIds } }];
}

/** The lead's owner: event.row.ownerId, else the publisher of lead.publish, else one query. */
async function ownerOf(e: DomainEvent, lookups: MapLookups): Promise<number | null> {
  const fromRow = num(rowOf(e)?.ownerId);
  if (fromRow !== null) return fromRow;
  if (e.type === 'lead.publish' && e.userId !== null) return e.userId;
  return lookups.leadOwner(e.id);
}

/**
 * Domain event (after commit) → the realtime pushes it causes (trade-flow section 6, packages/shared/src/realtime.ts).
 * - lead.publish → negotiators lead.new;
 * - lead.release → negotiators lead.new, the owner lead.status, the former holder follow.changed;
 * - lead.grab / withdraw / close / publishGoods → negotiators lead.taken, the owner lead.status;
 * - lead.edit → nothing (the lead stays in the pool, same id);
 * - lead.block → that user lead.blocked; preOrder.confirm / release → business followers preOrder.new;
 *   preOrder.grab / cancel → business followers preOrder.taken (a cancelled 已确认 one leaves the pool); preOrder.block → that user preOrder.blocked;
 * - preOrder.create → its negotiator follow.changed (his new trade item); without a negotiator (goods without one) →
 *   negotiators preOrder.poolNew (it entered their pool);
 * - preOrder.take (a negotiator took it from the pool) → negotiators preOrder.poolTaken; preOrder.cancel of one still
 *   without a negotiator → negotiators preOrder.poolTaken too (besides the business followers' preOrder.taken);
 * - order.generate → business followers preOrder.new (the seller slot, id = the intention order), buyer, seller and
 *   the buyer-side follower order.status; order.takeSellerSide → business followers preOrder.taken, the buyer-side
 *   follower order.status; order.confirmContract / rejectContract → buyer, seller and both followers order.status;
 * - follow.confirmContract / rejectContract / contractConfirmed → the item's holder follow.changed;
 *   follow.contractReturned (the buyer side's item lost its returned order) → its holder follow.changed;
 * - lead.reassigned (an operator moved a grabbed lead: {holderId, followId, newHolderId, newFollowId}) → the former
 *   holder follow.changed (已退回) and the new holder follow.changed (跟进中).
 * - wallet.depositConfirm / depositReject / withdrawalPay / withdrawalRefuse (an operator decided a user's request: {ownerId}) → that
 *   user wallet.changed.
 * - stockImport.queue / start / progress / finish / fail / cancel (issue 23: the row travels with the event) → its trader
 *   stock.import {id, status, done, total}.
 * - rfq.create (issue 24: {recipientIds}) → those users rfq.new; rfqQuote.submit (a quote made or changed: {buyerId}) →
 *   the RFQ's buyer rfq.quote; rfqQuote.accept / decline (the row travels) → the quote's seller rfq.quote.
 * - market.alertFired (issue 25: {targetUserId, model, currency, kind, threshold, value, day}) → that user market.alert.
 * Anything else pushes nothing.
 */
export async function mapDomainEvent(e: DomainEvent, lookups: MapLookups): Promise<RealtimePush[]> {
  const id = e.id;
  if (num(id) === null) return [];
  switch (e.type) {
    case 'lead.publish':
      return [{ event: { type: 'lead.new', id }, audience: NEGOTIATORS }];
    case 'lead.release': {
      const pushes: RealtimePush[] = [{ event: { type: 'lead.new', id }, audience: NEGOTIATORS }];
      const owner = await ownerOf(e, lookups);
      if (owner !== null) pushes.push({ event: { type: 'lead.status', id, status: statusOf(e) ?? ClueStatus.AwaitingDispatch }, audience: user(owner) });
      // The holder the lead was taken from: carried by the event (holderId, followId), else the latest released item.
      const holder = num(e.holderId);
      const followId = num(e.followId);
      const follow =
        holder !== null && followId !== null
          ? { id: followId, userId: holder, status: num(e.followStatus) ?? FollowStatus.Released }
          : await lookups.releasedFollow(id);
      if (follow) pushes.push({ event: { type: 'follow.changed', id: follow.id, status: follow.status }, audience: user(follow.userId) });
      return pushes;
    }
    case 'lead.grab':
    case 'lead.withdraw':
    case 'lead.close':
    case 'lead.publishGoods': {
      const pushes: RealtimePush[] = [{ event: { type: 'lead.taken', id }, audience: NEGOTIATORS }];
      const owner = await ownerOf(e, lookups);
      const status = statusOf(e);
      if (owner !== null && status !== null) pushes.push({ event: { type: 'lead.status', id, status }, audience: user(owner) });
      return pushes;
    }
    case 'lead.block':
      return e.userId === null ? [] : [{ event: { type: 'lead.blocked', id }, audience: user(e.userId) }];
    case 'preOrder.confirm':
    case 'preOrder.release':
      return [{ event: { type: 'preOrder.new', id }, audience: FOLLOWERS }];
    case 'preOrder.grab':
      return [{ event: { type: 'preOrder.taken', id }, audience: FOLLOWERS }];
    case 'preOrder.cancel': {
      const pushes: RealtimePush[] = [{ event: { type: 'preOrder.taken', id }, audience: FOLLOWERS }];
      // Cancelled while still without a negotiator: it leaves the negotiators' pool.
      const row = rowOf(e);
      if (row && row.negotiatorId === null) pushes.push({ event: { type: 'preOrder.poolTaken', id }, audience: NEGOTIATORS });
      return pushes;
    }
    case 'preOrder.take':
      return [{ event: { type: 'preOrder.poolTaken', id }, audience: NEGOTIATORS }];
    case 'preOrder.create': {
      const negotiator = num(e.negotiatorId);
      const followId = num(e.followId);
      if (negotiator === null) return [{ event: { type: 'preOrder.poolNew', id }, audience: NEGOTIATORS }];
      return followId === null ? [] : [{ event: { type: 'follow.changed', id: followId, status: FollowStatus.Pending }, audience: user(negotiator) }];
    }
    case 'preOrder.block':
      return e.userId === null ? [] : [{ event: { type: 'preOrder.blocked', id }, audience: user(e.userId) }];
    case 'order.generate': {
      const pushes: RealtimePush[] = [];
      const preOrderId = num(e.preOrderId);
      if (preOrderId !== null) pushes.push({ event: { type: 'preOrder.new', id: preOrderId }, audience: FOLLOWERS });
      return [...pushes, ...orderStatus(id, statusOf(e), [e.buyerId, e.sellerId, e.buyerFollowerId])];
    }
    case 'order.takeSellerSide': {
      const preOrderId = num(e.preOrderId);
      const pushes: RealtimePush[] = preOrderId === null ? [] : [{ event: { type: 'preOrder.taken', id: preOrderId }, audience: FOLLOWERS }];
      return [...pushes, ...orderStatus(id, statusOf(e), [rowOf(e)?.buyerFollowerId])];
    }
    case 'order.confirmContract':
    case 'order.rejectContract': {
      const row = rowOf(e);
      return orderStatus(id, statusOf(e), [row?.buyerId, row?.sellerId, row?.buyerFollowerId, row?.sellerFollowerId]);
    }
    // Money and fulfilment (issue 11): every move tells both parties, both business followers and the inspector holding it.
    case 'order.pay':
    case 'order.confirmTransfer':
    case 'order.recordTransfer':
    case 'order.rejectTransfer':
    case 'order.ship':
    case 'order.grabInspection':
    case 'order.inspectPass':
    case 'order.inspectFail':
    case 'order.setDelivery': // issue 22: the buyer's delivery choice (status kept) and the platform's leg
    case 'order.deliver':
    case 'order.confirmReceipt':
    case 'order.autoConfirm':
    case 'order.cancel':
    case 'order.refund':
    case 'order.dispute': // disputes (issue 12): opened (status kept) and decided (已完成 / 已关闭)
    case 'order.disputeRelease':
    case 'order.disputeRefund': {
      const row = rowOf(e);
      const pushes = orderStatus(id, statusOf(e), [row?.buyerId, row?.sellerId, row?.buyerFollowerId, row?.sellerFollowerId, row?.inspectorId]);
      // The inspectors' list (待验货, unheld) gains a row on ship and loses it on grab or report.
      const status = statusOf(e);
      if (status !== null && ['order.ship', 'order.grabInspection', 'order.inspectPass', 'order.inspectFail'].includes(e.type)) {
        pushes.push({ event: { type: 'order.status', id, status }, audience: { kind: 'inspectors' } });
      }
      return pushes;
    }
    case 'follow.confirmContract':
    case 'follow.rejectContract':
    case 'follow.contractConfirmed':
    case 'follow.orderPaid': {
      const holder = num(rowOf(e)?.userId);
      const status = statusOf(e);
      return holder === null || status === null ? [] : [{ event: { type: 'follow.changed', id, status }, audience: user(holder) }];
    }
    case 'follow.contractReturned': {
      const holder = num(e.holderId);
      return holder === null ? [] : [{ event: { type: 'follow.changed', id, status: statusOf(e) ?? FollowStatus.Pending }, audience: user(holder) }];
    }
    case 'lead.reassigned': {
      // An operator handed a grabbed lead to another negotiator: the former holder's item was released, the new one got an item.
      const pushes: RealtimePush[] = [];
      const [holder, followId, newHolder, newFollowId] = [num(e.holderId), num(e.followId), num(e.newHolderId), num(e.newFollowId)];
      if (holder !== null && followId !== null) pushes.push({ event: { type: 'follow.changed', id: followId, status: FollowStatus.Released }, audience: user(holder) });
      if (newHolder !== null && newFollowId !== null) pushes.push({ event: { type: 'follow.changed', id: newFollowId, status: FollowStatus.Pending }, audience: user(newHolder) });
      return pushes;
    }
    case 'wallet.depositConfirm':
    case 'wallet.depositReject':
    case 'wallet.withdrawalPay':
    case 'wallet.withdrawalRefuse': {
      const owner = num(e.ownerId);
      return owner === null ? [] : [{ event: { type: 'wallet.changed', id, kind: e.type.startsWith('wallet.deposit') ? 'deposit' : 'withdrawal' }, audience: user(owner) }];
    }
    case 'stockImport.queue':
    case 'stockImport.start':
    case 'stockImport.progress':
    case 'stockImport.finish':
    case 'stockImport.fail':
    case 'stockImport.cancel': {
      const row = rowOf(e);
      const [owner, status, done, total] = [num(row?.userId), statusOf(e), num(row?.done), num(row?.total)];
      return owner === null || status === null ? [] : [{ event: { type: 'stock.import', id, status, done: done ?? 0, total: total ?? 0 }, audience: user(owner) }];
    }
    case 'rfq.create': {
      const userIds = Array.isArray(e.recipientIds) ? e.recipientIds.map(num).filter((x): x is number => x !== null) : [];
      return userIds.length ? [{ event: { type: 'rfq.new', id }, audience: { kind: 'users', userIds } }] : [];
    }
    case 'rfqQuote.submit': {
      const [buyer, rfqId, status] = [num(e.buyerId), num(e.rfqId), statusOf(e)];
      return buyer === null || rfqId === null || status === null ? [] : [{ event: { type: 'rfq.quote', id, rfqId, status }, audience: user(buyer) }];
    }
    case 'rfqQuote.accept':
    case 'rfqQuote.decline': {
      const row = rowOf(e);
      const [seller, rfqId, status] = [num(row?.sellerId), num(row?.rfqId), statusOf(e)];
      return seller === null || rfqId === null || status === null ? [] : [{ event: { type: 'rfq.quote', id, rfqId, status }, audience: user(seller) }];
    }
    // 消息中心 (issue 26, modules/message/deliver.ts): a new message to its user with his unread counts; an
    // announcement batch: each of its users his message and counts (one event, one Redis publish per batch);
    // read elsewhere → that user's counts.
    case 'message.push': {
      const [to, tab] = [num(e.recipientId), num(e.tab)];
      const unread = e.unread as RealtimeUnread | undefined;
      if (to === null || tab === null || !unread) return [];
      return [{ event: { type: 'message.new', id, kind: String(e.kind), tab, text: String(e.text), link: String(e.link), unread }, audience: user(to) }];
    }
    case 'message.announce': {
      const recipients = Array.isArray(e.recipients) ? (e.recipients as { userId: unknown; messageId: unknown; unread?: RealtimeUnread }[]) : [];
      const pushes: RealtimePush[] = [];
      for (const r of recipients) {
        const [to, messageId] = [num(r.userId), num(r.messageId)];
        if (to === null || messageId === null) continue;
        pushes.push({ event: { type: 'message.new', id: messageId, kind: 'announcement', tab: num(e.tab) ?? 30, text: String(e.text), link: String(e.link), ...(r.unread ? { unread: r.unread } : {}) }, audience: user(to) });
      }
      return pushes;
    }
    case 'message.readPush': {
      const to = num(e.recipientId);
      const unread = e.unread as RealtimeUnread | undefined;
      return to === null || !unread ? [] : [{ event: { type: 'message.read', unread }, audience: user(to) }];
    }
    case 'market.alertFired': {
      const target = num(e.targetUserId);
      const [threshold, value, currency] = [num(e.threshold), num(e.value), num(e.currency)];
      const kind = e.kind === 'askBelow' || e.kind === 'dealAbove' ? e.kind : null;
      if (target === null || threshold === null || value === null || currency === null || kind === null) return [];
      return [{ event: { type: 'market.alert', id, model: String(e.model ?? ''), currency, kind, threshold, value, day: String(e.day ?? '') }, audience: user(target) }];
    }
    default:
      return [];
  }
}

import { eq } from 'drizzle-orm';
import { formatPrice } from '@mts/shared/format';
import { NoticeText } from '@mts/shared/messages';
import { NOTICE_KIND_MAP, type NoticeKind, noticeLink, type NoticeRefType } from '@mts/shared/notice';
import type { Db } from '../../db/client.ts';
import { goods, rfqs, users, walletDeposits, walletWithdrawals } from '../../db/schema/index.ts';
import type { DomainEvent } from '../../lib/events.ts';
import { partyColumns, partyName } from '../../lib/names.ts';

/** One message to write: to whom, what, and the page where he acts. */
export interface MessageDraft {
  userId: number;
  kind: NoticeKind;
  tab: number;
  text: string;
  link: string;
  refType: NoticeRefType;
  refId: number | null;
  /** SMS/WeChat template parameters (the sentence's variables). */
  params: Record<string, string>;
  announcementId?: number | null;
}

/** Look-ups the mapping needs when the event does not carry them (one small query each, inside the transaction). */
export interface MessageLookups {
  goodsModel(goodsId: number | null): Promise<string>;
  partyName(userId: number | null): Promise<string>;
  rfqModel(rfqId: number): Promise<string>;
  walletAmount(kind: 'deposit' | 'withdrawal', id: number): Promise<string>;
}

export function messageLookups(db: Db): MessageLookups {
  return {
    async goodsModel(goodsId) {
      if (goodsId === null) return '';
      const [row] = await db.select({ m: goods.goodsModel }).from(goods).where(eq(goods.id, goodsId)).limit(1);
      return row?.m ?? '';
    },
    async partyName(userId) {
      if (userId === null) return '';
      const [row] = await db.select(partyColumns).from(users).where(eq(users.id, userId)).limit(1);
      return partyName(row) || '买家';
    },
    async rfqModel(rfqId) {
      const [row] = await db.select({ m: rfqs.goodsModel }).from(rfqs).where(eq(rfqs.id, rfqId)).limit(1);
      return row?.m ?? '';
    },
    async walletAmount(kind, id) {
      const t = kind === 'deposit' ? walletDeposits : walletWithdrawals;
      const [row] = await db.select({ amount: t.amount, unit: t.priceUnit }).from(t).where(eq(t.id, id)).limit(1);
      return row ? formatPrice(row.amount, row.unit) : '';
    },
  };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
type Row = Record<string, unknown>;
const rowOf = (e: DomainEvent): Row => (e.row && typeof e.row === 'object' ? (e.row as Row) : {});

function draft(kind: NoticeKind, userId: number | null, text: string, refType: NoticeRefType, refId: number | null, params: Record<string, string> = {}): MessageDraft | null {
  if (userId === null) return null;
  return { userId, kind, tab: NOTICE_KIND_MAP[kind]!.tab, text: text.slice(0, 200), link: noticeLink(refType, refId), refType, refId, params };
}

/**
 * Domain event → the messages it writes (issue 26; docs/state-machines.md 消息). Never to the acting user (event.userId);
 * one message per user per event (the first draft wins). Order events read the order row that travels with them:
 * - order.generate → the seller 合同待确认 (and the seller-side follower when there is one);
 * - order.confirmContract → the buyer 请付款; order.rejectContract → the buyer-side follower 合同已退回;
 * - order.pay / confirmTransfer → the seller and the seller-side follower 「买家」已付款，请发货 (confirmTransfer: the buyer 对公转账已确认);
 *   order.rejectTransfer → the buyer 对公转账被驳回;
 * - order.ship → the buyer 卖家已发货; order.inspectPass / inspectFail → buyer and seller 验货结果;
 * - order.deliver → the buyer 请确认收货; order.confirmReceipt → the seller 货款已结算; order.autoConfirm → the buyer
 *   已自动确认收货, the seller 货款已结算;
 * - order.cancel → buyer and seller 协商取消; order.refund → the buyer 退款到账;
 * - order.dispute → the other party (buyer or seller) 纠纷; disputeRelease / disputeRefund → both parties;
 * - preOrder.create → its negotiator and the seller 新的意向订单;
 * - rfq.create → each recipient 新的求购询价; rfqQuote.submit → the RFQ's buyer 收到报价; rfqQuote.accept / decline → the quote's seller;
 * - wallet.depositConfirm / depositReject / withdrawalPay / withdrawalRefuse → the request's owner;
 * - market.alertFired {targetUserId, model} → that user 价格提醒; staff.waiting {userIds, what, model} → those staff.
 */
export async function mapMessages(e: DomainEvent, look: MessageLookups): Promise<MessageDraft[]> {
  const id = num(e.id);
  if (id === null) return [];
  const out = await drafts(e, id, look);
  const seen = new Set<number>();
  return out.filter((d): d is MessageDraft => {
    if (!d || d.userId === e.userId || seen.has(d.userId)) return false;
    seen.add(d.userId);
    return true;
  });
}

async function drafts(e: DomainEvent, id: number, look: MessageLookups): Promise<(MessageDraft | null)[]> {
  const row = rowOf(e);
  const [buyer, seller, buyerFollower, sellerFollower] = [num(row.buyerId ?? e.buyerId), num(row.sellerId ?? e.sellerId), num(row.buyerFollowerId ?? e.buyerFollowerId), num(row.sellerFollowerId)];
  // The part number: the frozen contract's (the row travels with order moves), else the goods'.
  const contractModel = (row.contract as { goodsModel?: unknown } | undefined)?.goodsModel;
  const model = async () => (typeof contractModel === 'string' && contractModel ? contractModel : look.goodsModel(num(row.goodsId ?? e.goodsId)));
  switch (e.type) {
    case 'order.generate': {
      const m = await model();
      return [draft('contractToConfirm', seller, NoticeText.contractToConfirm(m), 'saleOrder', id, { model: m }), draft('contractToConfirm', sellerFollower, NoticeText.contractToConfirm(m), 'contract', id, { model: m })];
    }
    case 'order.confirmContract': {
      const m = await model();
      return [draft('orderToPay', buyer, NoticeText.orderToPay(m), 'buyOrder', id, { model: m })];
    }
    case 'order.rejectContract': {
      const m = await model();
      return [draft('contractReturned', buyerFollower, NoticeText.contractReturned(m), 'contract', id, { model: m })];
    }
    case 'order.pay':
    case 'order.confirmTransfer': {
      const [m, name] = [await model(), await look.partyName(buyer)];
      const paid = [draft('orderPaid', seller, NoticeText.orderPaid(name), 'saleOrder', id, { name, model: m }), draft('orderPaid', sellerFollower, NoticeText.orderPaid(name), 'saleOrder', id, { name, model: m })];
      return e.type === 'order.confirmTransfer' ? [draft('transferConfirmed', buyer, NoticeText.transferConfirmed(m), 'buyOrder', id, { model: m }), ...paid] : paid;
    }
    case 'order.rejectTransfer': {
      const m = await model();
      return [draft('transferRejected', buyer, NoticeText.transferRejected(m), 'buyOrder', id, { model: m })];
    }
    case 'order.ship': {
      const m = await model();
      return [draft('orderShipped', buyer, NoticeText.orderShipped(m), 'buyOrder', id, { model: m })];
    }
    case 'order.inspectPass':
    case 'order.inspectFail': {
      const m = await model();
      const text = e.type === 'order.inspectPass' ? NoticeText.inspectPassed(m) : NoticeText.inspectFailed(m);
      const result = e.type === 'order.inspectPass' ? '通过' : '未通过';
      return [draft('inspectionResult', buyer, text, 'buyOrder', id, { model: m, result }), draft('inspectionResult', seller, text, 'saleOrder', id, { model: m, result })];
    }
    case 'order.deliver': {
      const m = await model();
      return [draft('orderDelivered', buyer, NoticeText.orderDelivered(m), 'buyOrder', id, { model: m })];
    }
    case 'order.confirmReceipt': {
      const m = await model();
      return [draft('settled', seller, NoticeText.settled(m), 'saleOrder', id, { model: m })];
    }
    case 'order.autoConfirm': {
      const m = await model();
      return [draft('orderCompleted', buyer, NoticeText.orderAutoCompleted(m), 'buyOrder', id, { model: m }), draft('settled', seller, NoticeText.settled(m), 'saleOrder', id, { model: m })];
    }
    case 'order.cancel': {
      const m = await model();
      return [draft('orderCancelled', buyer, NoticeText.orderCancelled(m), 'buyOrder', id, { model: m }), draft('orderCancelled', seller, NoticeText.orderCancelled(m), 'saleOrder', id, { model: m })];
    }
    case 'order.refund': {
      const m = await model();
      return [draft('refunded', buyer, NoticeText.refunded(m), 'buyOrder', id, { model: m }), draft('orderCancelled', seller, NoticeText.orderRefunded(m), 'saleOrder', id, { model: m })];
    }
    case 'order.dispute': {
      const m = await model();
      return [draft('orderDispute', buyer, NoticeText.orderDispute(m), 'buyOrder', id, { model: m }), draft('orderDispute', seller, NoticeText.orderDispute(m), 'saleOrder', id, { model: m })];
    }
    case 'order.disputeRelease':
    case 'order.disputeRefund': {
      const m = await model();
      const forSeller = e.type === 'order.disputeRelease';
      return [
        forSeller ? draft('orderDispute', buyer, NoticeText.disputeDecided(m, true), 'buyOrder', id, { model: m }) : draft('refunded', buyer, NoticeText.refunded(m), 'buyOrder', id, { model: m }),
        forSeller ? draft('settled', seller, NoticeText.settled(m), 'saleOrder', id, { model: m }) : draft('orderDispute', seller, NoticeText.disputeDecided(m, false), 'saleOrder', id, { model: m }),
      ];
    }
    case 'preOrder.create': {
      const m = await model();
      return [draft('preOrderNew', num(e.negotiatorId), NoticeText.preOrderNew(m), 'preOrder', id, { model: m }), draft('preOrderNew', seller, NoticeText.preOrderNew(m), 'preOrder', id, { model: m })];
    }
    case 'rfq.create': {
      const ids = Array.isArray(e.recipientIds) ? e.recipientIds.map(num) : [];
      if (!ids.length) return [];
      const m = await look.rfqModel(id);
      return ids.map((u) => draft('rfqNew', u, NoticeText.rfqNew(m), 'rfq', id, { model: m }));
    }
    case 'rfqQuote.submit': {
      const rfqId = num(e.rfqId);
      if (rfqId === null) return [];
      const m = await look.rfqModel(rfqId);
      return [draft('rfqQuote', num(e.buyerId), NoticeText.rfqQuote(m), 'rfq', rfqId, { model: m })];
    }
    case 'rfqQuote.accept':
    case 'rfqQuote.decline': {
      const rfqId = num(row.rfqId);
      if (rfqId === null) return [];
      const m = await look.rfqModel(rfqId);
      const text = e.type === 'rfqQuote.accept' ? NoticeText.quoteAccepted(m) : NoticeText.quoteDeclined(m);
      return [draft('quoteResult', num(row.sellerId), text, 'rfq', rfqId, { model: m })];
    }
    case 'wallet.depositConfirm':
    case 'wallet.depositReject':
    case 'wallet.withdrawalPay':
    case 'wallet.withdrawalRefuse': {
      const deposit = e.type.startsWith('wallet.deposit');
      const amount = await look.walletAmount(deposit ? 'deposit' : 'withdrawal', id);
      const [kind, text] = {
        'wallet.depositConfirm': ['depositConfirmed', NoticeText.depositConfirmed(amount)],
        'wallet.depositReject': ['depositRejected', NoticeText.depositRejected(amount)],
        'wallet.withdrawalPay': ['withdrawalPaid', NoticeText.withdrawalPaid(amount)],
        'wallet.withdrawalRefuse': ['withdrawalRefused', NoticeText.withdrawalRefused(amount)],
      }[e.type] as [NoticeKind, string];
      return [draft(kind, num(e.ownerId), text, deposit ? 'deposit' : 'withdrawal', id, { amount })];
    }
    case 'market.alertFired': {
      const m = typeof e.model === 'string' ? e.model.slice(0, 64) : '';
      const goodsId = num(e.goodsId);
      return [draft('priceAlert', num(e.targetUserId), NoticeText.priceAlert(m), goodsId === null ? 'none' : 'goods', goodsId, { model: m })];
    }
    case 'staff.waiting': {
      const ids = Array.isArray(e.userIds) ? e.userIds.map(num) : [];
      const m = typeof e.model === 'string' ? e.model : '';
      const lead = e.what === 'lead';
      return ids.map((u) => draft('staffWaiting', u, lead ? NoticeText.leadWaiting(m) : NoticeText.preOrderWaiting(m), lead ? 'lead' : 'contract', id, { model: m }));
    }
    default:
      return [];
  }
}

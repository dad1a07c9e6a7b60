import { FollowIdentity, FollowModel, FollowType } from '@mts/shared/constants';
import { FollowStatus } from '@mts/shared/status';

/** The next step a follow item offers (spec section 4), with the page it opens. */
export type FollowAction = { key: 'publishGoods' | 'confirmPreOrder' | 'editPreOrder' | 'confirmContract' | 'generateContract' | 'pay'; label: string; path: string };

/** Status 5 of a trade item: the order awaits payment (spec: 去支付 → /externalPay). */
const AWAITING_PAYMENT = 5;

type Item = { id: number; type: number; model: number; identity: number; status: number; clueId: number | null; orderId: number | null; preOrderId: number | null };

/**
 * The spec's follow rules as buttons. A lead item (type 10) pending: 发布商品. A trade item (type 30) pending: the
 * negotiator confirms (model 1) or edits (model 2) the intention order; the business follower confirms (model 1,
 * orderId > 0) or generates (model 2) the trade contract; status 5: 去支付. Pages render only the actions whose
 * route exists in their app (the trade pages arrive with the trade issue).
 */
export function followActions(item: Item): FollowAction[] {
  const actions: FollowAction[] = [];
  if (item.type === FollowType.Clue && item.status === FollowStatus.Pending && item.clueId) {
    actions.push({ key: 'publishGoods', label: '发布商品', path: `/source/publishGoods?id=${item.clueId}` });
  }
  if (item.type === FollowType.Trade && item.status === FollowStatus.Pending) {
    const order = `orderId=${item.preOrderId ?? item.orderId ?? 0}&followId=${item.id}`;
    if (item.identity === FollowIdentity.Negotiator) {
      actions.push(
        item.model === FollowModel.Buyer
          ? { key: 'editPreOrder', label: '修改意向单', path: `/follow/tpr/editPreOrder?${order}` }
          : { key: 'confirmPreOrder', label: '确认意向单', path: `/follow/tpr/confirmPreOrder?${order}` },
      );
    } else if (item.model === FollowModel.Seller && (item.orderId ?? 0) > 0) {
      actions.push({ key: 'confirmContract', label: '确认合同', path: `/follow/confirmTradeContract?orderId=${item.orderId}&followId=${item.id}` });
    } else if (item.model === FollowModel.Buyer) {
      actions.push({ key: 'generateContract', label: '生成合同', path: `/follow/generateTradeContract?id=${item.id}` });
    }
  }
  if (item.type === FollowType.Trade && item.status === AWAITING_PAYMENT) {
    actions.push({ key: 'pay', label: '去支付', path: '/externalPay' });
  }
  return actions;
}

/** The follow item's kind in words: 线索跟单 / 商品跟单 / 交易跟单, and the side. */
export function followKindText(item: { type: number; model: number }): string {
  const kind = item.type === FollowType.Clue ? '线索' : item.type === FollowType.Goods ? '商品' : '交易';
  return `${kind} · ${item.model === FollowModel.Buyer ? '买方' : '卖方'}`;
}

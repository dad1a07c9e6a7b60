import { FollowIdentity, FollowModel, FollowType } from '@mts/shared/constants';
import { FollowStatus, OrderStatus } from '@mts/shared/status';

/** The next step a follow item offers (spec section 4), with the page it opens. */
export type FollowAction = {
  key: 'publishGoods' | 'confirmPreOrder' | 'editPreOrder' | 'confirmContract' | 'generateContract' | 'pay' | 'viewOrder';
  label: string;
  path: string;
};

type Item = {
  id: number;
  type: number;
  model: number;
  identity: number;
  status: number;
  clueId: number | null;
  orderId: number | null;
  preOrderId: number | null;
  /** A business follower's trade item once its contract exists: the order's status. */
  order?: { status: number } | null;
};

/** The order detail page (/myxg/myDetails?id=&source=order). */
export const orderDetailPath = (orderId: number) => `/myxg/myDetails?id=${orderId}&source=order`;

/**
 * Where the business follower's 去支付 leads (spec section 4): /externalPay, where he records the buyer's bank
 * transfer into escrow (only the buyer himself may pay from his wallet, on /pay).
 */
export const payPath = (orderId: number) => `/externalPay?orderId=${orderId}`;

const hasOrder = (item: Item): item is Item & { orderId: number } => (item.orderId ?? 0) > 0;

/**
 * The spec's follow rules as buttons. A lead item (type 10) pending: 发布商品. A trade item (type 30) pending: the
 * negotiator confirms (model 1) or edits (model 2) the intention order; the business follower confirms the contract
 * (model 1, orderId > 0) or generates it (model 2, no contract yet or the last one returned); status 5 (待付款):
 * 去支付. A business follower's item with an order that needs nothing of him offers 查看订单. Pages render only the
 * actions whose route exists in their app.
 */
export function followActions(item: Item): FollowAction[] {
  const actions: FollowAction[] = [];
  if (item.type === FollowType.Clue && item.status === FollowStatus.Pending && item.clueId) {
    actions.push({ key: 'publishGoods', label: '发布商品', path: `/source/publishGoods?id=${item.clueId}` });
  }
  if (item.type !== FollowType.Trade) return actions;
  if (item.status === FollowStatus.Pending && item.identity === FollowIdentity.Negotiator) {
    const order = `orderId=${item.preOrderId ?? 0}&followId=${item.id}`;
    actions.push(
      item.model === FollowModel.Buyer
        ? { key: 'editPreOrder', label: '修改意向单', path: `/follow/tpr/editPreOrder?${order}` }
        : { key: 'confirmPreOrder', label: '确认意向单', path: `/follow/tpr/confirmPreOrder?${order}` },
    );
    return actions;
  }
  if (item.identity !== FollowIdentity.BusinessFollower) return actions;
  if (item.status === FollowStatus.Pending) {
    if (item.model === FollowModel.Seller && hasOrder(item)) {
      actions.push({ key: 'confirmContract', label: '确认合同', path: `/follow/confirmTradeContract?orderId=${item.orderId}&followId=${item.id}` });
    } else if (item.model === FollowModel.Buyer && (!hasOrder(item) || item.order?.status === OrderStatus.Closed)) {
      actions.push({ key: 'generateContract', label: '生成合同', path: `/follow/generateTradeContract?id=${item.id}` });
    }
  }
  if (item.status === FollowStatus.AwaitingPayment && hasOrder(item)) {
    actions.push({ key: 'pay', label: '去支付', path: payPath(item.orderId) });
  }
  if (hasOrder(item) && actions.length === 0) {
    actions.push({ key: 'viewOrder', label: '查看订单', path: orderDetailPath(item.orderId) });
  }
  return actions;
}

/** The business follower's orders awaiting payment (/sw/myCreateOrder, tab 待付款): where 去支付 leads while its page is missing. */
export const AWAITING_PAYMENT_ORDERS = '/sw/myCreateOrder?orderStatus=0';

/**
 * The actions whose page this app has (`isAvailable` takes the phone path). 去支付 never disappears: while its page
 * is not in the app it leads to the follower's orders awaiting payment.
 */
export function availableActions(actions: FollowAction[], isAvailable: (path: string) => boolean): FollowAction[] {
  return actions
    .map((a) => (a.key === 'pay' && !isAvailable(a.path) ? { ...a, path: AWAITING_PAYMENT_ORDERS } : a))
    .filter((a) => isAvailable(a.path));
}

/** The follow item's kind in words: 线索跟单 / 商品跟单 / 交易跟单, and the side. */
export function followKindText(item: { type: number; model: number }): string {
  const kind = item.type === FollowType.Clue ? '线索' : item.type === FollowType.Goods ? '商品' : '交易';
  return `${kind} · ${item.model === FollowModel.Buyer ? '买方' : '卖方'}`;
}

/**
 * A business followers' pool slot: model 2 is the buyer side (买方商务: draws up the contract), model 1 the seller
 * side (卖方商务: checks and confirms the contract the buyer side drew).
 */
export function poolSlotText(model: number): { side: string; work: string } {
  return model === FollowModel.Seller ? { side: '卖方商务', work: '确认合同' } : { side: '买方商务', work: '生成合同' };
}

/**
 * What a negotiator does with an intention order he takes from his pool, by the item's model: 确认意向单 (1, a 货源
 * goods) or 修改意向单 (2, a 求购 goods), as followActions offers it afterwards.
 */
export const poolPreOrderWork = (model: number) => (model === FollowModel.Buyer ? '修改意向单' : '确认意向单');

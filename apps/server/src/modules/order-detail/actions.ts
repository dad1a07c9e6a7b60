import type { OrderDetail } from '@mts/shared/schemas';
import { type Actor, canMove, DISPUTABLE_ORDER_STATUSES, type Hold, orderMachine, type OrderMove } from '@mts/shared/status';
import { DELIVERY_OPEN_STATUSES } from '../logistics/service.ts';
import type { OrderDbRow } from '../order/queries.ts';

/** The order detail's buttons: every flag the API has always sent, computed here and nowhere else. */
export type OrderActions = Pick<
  OrderDetail,
  | 'canConfirmContract'
  | 'canRejectContract'
  | 'canPay'
  | 'canPayWallet'
  | 'canRecordTransfer'
  | 'canConfirmTransfer'
  | 'canShip'
  | 'canGrabInspection'
  | 'canInspect'
  | 'canConfirmReceipt'
  | 'canSetDelivery'
  | 'canDeliver'
  | 'canCancel'
  | 'canRefund'
  | 'canRateOrder'
  | 'canRateStaff'
  | 'canRateNegotiator'
  | 'canDispute'
  | 'canDecideDispute'
>;

/** Who the caller is to the order. */
export interface OrderParty {
  me: number;
  isBuyer: boolean;
  isSeller: boolean;
  isOperator: boolean;
  isInspector: boolean;
}

/** What the machines cannot know: the caller's own seller-side item, a transfer awaiting confirmation, what he may rate. */
export interface OrderFacts {
  /** The seller-side business follower holds the pending model 1 item for this order. */
  holdsSellerItem: boolean;
  pendingTransfer: boolean;
  rateTargets: readonly string[];
  /** The holds in force on the order (holdsOn: an open dispute). */
  holds: readonly Hold[];
}

/**
 * Each flag is the order machine's canMove() for the move behind the button — its from-statuses, its actor and its
 * holds — narrowed to the party the move belongs to. The web renders its buttons from these flags only.
 */
export function orderActions(o: OrderDbRow, who: OrderParty, facts: OrderFacts): OrderActions {
  const can = (move: OrderMove, actor: Actor) => canMove(orderMachine, move, o.status, actor, facts.holds);
  const buyerFollower = o.buyerFollowerId === who.me;
  const sellerFollower = o.sellerFollowerId === who.me;
  // Paying (wallet or a recorded transfer) is possible while the order may take the pay move.
  const payable = can('pay', 'owner');
  const disputed = facts.holds.includes('dispute');
  return {
    canConfirmContract: facts.holdsSellerItem && can('confirmContract', 'businessFollower'),
    canRejectContract: facts.holdsSellerItem && can('rejectContract', 'businessFollower'),
    canPay: payable && (who.isBuyer || buyerFollower),
    canPayWallet: payable && who.isBuyer,
    canRecordTransfer: payable && (who.isBuyer || buyerFollower) && !facts.pendingTransfer,
    canConfirmTransfer: who.isOperator && can('confirmTransfer', 'operator') && facts.pendingTransfer,
    canShip: (who.isSeller && can('ship', 'owner')) || (sellerFollower && can('ship', 'businessFollower')),
    canGrabInspection: who.isInspector && can('grabInspection', 'inspector') && o.inspectorId === null,
    canInspect: who.isInspector && can('inspectPass', 'inspector') && (o.inspectorId === null || o.inspectorId === who.me),
    canConfirmReceipt: who.isBuyer && can('confirmReceipt', 'owner'),
    // The buyer's delivery choice stays open from payment until the platform ships (not a move: no status changes).
    canSetDelivery: who.isBuyer && (DELIVERY_OPEN_STATUSES as readonly number[]).includes(o.status),
    // The platform's leg: an operator, or the inspector who passed it (held by an open dispute).
    canDeliver: (who.isOperator && can('deliver', 'operator')) || (who.isInspector && o.inspectorId === who.me && can('deliver', 'inspector')),
    canCancel: who.isOperator && can('cancel', 'operator'),
    canRefund: who.isOperator && can('refund', 'operator'),
    canRateOrder: facts.rateTargets.includes('order'),
    canRateStaff: facts.rateTargets.includes('staff'),
    canRateNegotiator: facts.rateTargets.includes('negotiator'),
    // Opening a dispute puts the hold on; only a paid, unfinished order without one may get it.
    canDispute: (who.isBuyer || who.isSeller || who.isOperator) && (DISPUTABLE_ORDER_STATUSES as readonly number[]).includes(o.status) && !disputed,
    canDecideDispute: who.isOperator && disputed,
  };
}

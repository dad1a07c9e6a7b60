import type { ReactNode } from 'react';
import type { ExternalPayInfo, OrderDetail, PreOrderDetail } from '@mts/shared/schemas';
import type { ShipValues } from './money-forms';
import { availableOrderActions, orderActions, type OrderActionKey } from './order-view';
import { inspectionRows, paymentRows, refundRows, settlementRows, shipmentRows } from './payment';

/** What both apps' order views take: the order, the way to other pages, and the moves the page wires in. */
export type OrderDetailViewProps = {
  detail: OrderDetail;
  /** Opens a site path in its phone form (去支付, 银行转账, the intention order…); the desktop page adds /pc. */
  onOpen: (path: string) => void;
  /** Prints the page (the print stylesheet shows the contract alone). */
  onPrint?: () => void;
  /** Whether the app has a page (takes the phone form of the path); links to pages still to come are left out. */
  isAvailable?: (path: string) => boolean;
  /** 发货 (canShip): resolves once shipped; rejects on a refusal (toasted by the client). */
  onShip?: (values: ShipValues) => Promise<unknown>;
  shipping?: boolean;
  /** 确认收货 (canConfirmReceipt), after the confirm dialog. */
  onConfirmReceipt?: () => Promise<unknown>;
  /** 发起纠纷 (canDispute) with the reason: resolves once opened; rejects on a refusal (toasted by the client). */
  onDispute?: (reason: string) => Promise<unknown>;
};

/** Test ids of the action buttons (order-pay is the one the order specs have always clicked). */
export const ACTION_TEST_ID: Record<OrderActionKey, string> = {
  preOrder: 'order-pre-order',
  viewTransfer: 'order-view-transfer',
  transfer: 'order-transfer',
  pay: 'order-pay',
  ship: 'order-ship',
  confirmReceipt: 'order-confirm-receipt',
  rate: 'order-rate',
  inspect: 'order-inspect',
  dispute: 'order-dispute',
};

/** The order's buttons this view shows: the server's flags, pages the app has, and moves the page wired in. */
export const viewOrderActions = ({ detail, isAvailable = () => true, onShip, onConfirmReceipt, onDispute }: OrderDetailViewProps) =>
  availableOrderActions(orderActions(detail), isAvailable).filter(
    (a) => (a.key !== 'ship' || onShip) && (a.key !== 'confirmReceipt' || onConfirmReceipt) && (a.key !== 'dispute' || onDispute),
  );

/** The money blocks of an order (payment, shipment, inspection, settlement, refund): each null until it has something to say. */
export const orderMoneyBlocks = (detail: OrderDetail) => ({
  payment: paymentRows(detail),
  shipment: shipmentRows(detail),
  inspection: inspectionRows(detail),
  settlement: settlementRows(detail),
  refund: refundRows(detail),
  report: detail.inspection,
});

/** What both apps' intention-order views take. */
export type PreOrderDetailViewProps = {
  detail: PreOrderDetail;
  /** Cancels from the status the page shows; resolves true when it went through. */
  onCancel: (reason: string) => Promise<boolean>;
  cancelling: boolean;
  onOpen: (path: string) => void;
};

/** What both apps' 银行转账 (escrow account) views take. */
export type EscrowInfoProps = {
  info: ExternalPayInfo;
  /** The caller may record a transfer now (the order's canRecordTransfer). */
  canRecord: boolean;
  onRecord: () => void;
  onOpenOrder: () => void;
  /** Copies a value (the page says whether it worked). */
  onCopy: (text: string, what: string) => void;
};

/** What both apps' 订单支付 views take. */
export type OrderPayProps = {
  order: OrderDetail;
  /** The buyer's available balance in the order's currency (cents); null while it loads or failed. */
  available: number | null;
  /**
   * Pays from the wallet with the second factor typed in `factorField`; resolves once paid (the page moves on),
   * rejects on a refusal (toasted by the client; a wrong 支付密码 shows under the field).
   */
  onPay: () => Promise<unknown>;
  /** The 支付密码 (or SMS code) field the confirm shows: the wallet feature's, given by the route. */
  factorField: ReactNode;
  /** Opens a path (去充值, 银行转账, the order), already in the app's form. */
  onOpen: (path: string) => void;
  /** The wallet page (去充值), the bank-transfer page and the order, as this app spells them. */
  paths: { wallet: string; transfer: string; order: string };
};

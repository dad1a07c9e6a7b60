import { formatPieces, formatPrice } from '@mts/shared/format';
import { MoneyMsg } from '@mts/shared/messages';
import type { InspectionReport, OrderDetail, TransferRecord, WalletBalance } from '@mts/shared/schemas';
import { OrderStatus, statusTone, type Tone, transferMachine, TransferStatus } from '@mts/shared/status';
import { feeRateText } from './contract-terms';

/**
 * Paying an order and its money on the order page (issue 11), for both devices: the wallet payment's figures
 * (amount, available balance, shortfall), why an order cannot be paid here, the confirm text, and the order page's
 * money block (payment, transfers, shipment, inspection report, settlement, refund).
 */

/** A balance not known yet (loading or failed): no figure is made up. */
const UNKNOWN = '--';

/** The caller's available balance in a currency (cents), or null while the balance is not known. */
export function availableIn(balance: { accounts: readonly Pick<WalletBalance, 'priceUnit' | 'withdrawableBalance'>[] } | undefined, priceUnit: number): number | null {
  if (!balance) return null;
  return balance.accounts.find((a) => a.priceUnit === priceUnit)?.withdrawableBalance ?? 0;
}

export type WalletPay = {
  /** The order's amount in its currency. */
  amount: string;
  /** The available balance in that currency, `--` while unknown. */
  available: string;
  /** Whether the balance covers the amount; null while unknown (no pay button yet). */
  covers: boolean | null;
  /** Cents missing (0 when it covers or while unknown). */
  shortfall: number;
  /** 还差 $1,234.00, or '' when nothing is missing. */
  shortfallText: string;
};

/** The wallet payment's figures: the amount, what is available in the order's currency and what is missing. */
export function walletPay(order: { amount: number; priceUnit: number }, available: number | null): WalletPay {
  const amount = formatPrice(order.amount, order.priceUnit);
  if (available === null) return { amount, available: UNKNOWN, covers: null, shortfall: 0, shortfallText: '' };
  const shortfall = Math.max(0, order.amount - available);
  return {
    amount,
    available: formatPrice(available, order.priceUnit),
    covers: shortfall === 0,
    shortfall,
    shortfallText: shortfall > 0 ? `还差 ${formatPrice(shortfall, order.priceUnit)}` : '',
  };
}

/** The insufficient-balance notice in three parts (the shortfall stands out): what is available, what is missing, the two ways out. */
export const insufficientParts = (pay: WalletPay) => ({
  lead: `${MoneyMsg.insufficient}：可用 ${pay.available}，`,
  shortfall: pay.shortfallText,
  tail: '。请先充值，或通过银行转账支付。',
});
export const insufficientText = (pay: WalletPay) => Object.values(insufficientParts(pay)).join('');

/** The password-free confirm: it restates the order number and the amount, and where the money goes. */
export function payConfirmText(order: { orderNo: string; amount: number; priceUnit: number }) {
  return {
    title: '确认支付',
    orderNo: `订单号 ${order.orderNo}`,
    amount: `支付金额 ${formatPrice(order.amount, order.priceUnit)}`,
    note: '将从您的可用余额中扣除，冻结在平台担保账户；您确认收货后平台才向卖方结算。',
    confirm: '确认支付',
  };
}

export type PayBlock = { title: string; text: string; transfer: boolean };

/**
 * Why this caller cannot pay the order from the wallet, or null when he can (canPayWallet). A paid or closed order
 * says its status; the buyer-side business follower is told only the buyer pays from the wallet and may record the
 * buyer's bank transfer; anyone else is told only the buyer pays.
 */
export function payBlock(o: Pick<OrderDetail, 'status' | 'statusText' | 'canPay' | 'canPayWallet' | 'canRecordTransfer'>): PayBlock | null {
  if (o.canPayWallet) return null;
  if (o.status !== OrderStatus.AwaitingPayment) {
    const paid = o.status > OrderStatus.AwaitingPayment && o.status !== OrderStatus.Closed;
    return { title: paid ? '该订单已付款' : `该订单${o.statusText}`, text: paid ? '无需再次支付，可在订单详情查看进度。' : '当前无需支付。', transfer: false };
  }
  if (o.canPay)
    return {
      title: '余额支付仅限买方本人',
      text: o.canRecordTransfer ? '您是该订单的买方商务，可以为买方登记银行转账。' : '该订单已有待确认的转账记录，请等待平台确认到账。',
      transfer: true,
    };
  return { title: MoneyMsg.notBuyer, text: '您不是该订单的买方，无法支付。', transfer: false };
}

/* ---------- The order page's money block ---------- */

export type Row = [label: string, value: string];

/** A server time (yyyy-MM-dd HH:mm[:ss], China time) to the minute, as written: no time-zone arithmetic. */
const time = (t: string | null | undefined) => (t ? t.slice(0, 16) : '');

/** 余额支付 / 对公转账. */
export const payMethodText = (method: OrderDetail['payment']['method']) => (method === 'wallet' ? '余额支付' : method === 'transfer' ? '对公转账' : '');

/** One recorded transfer as a list shows it. */
export function transferView(t: TransferRecord, priceUnit: number) {
  return {
    amount: formatPrice(t.amount, priceUnit),
    payer: t.payerName,
    paidAt: time(t.paidAt),
    recorded: [t.recordedBy, time(t.createTime)].filter(Boolean).join(' · '),
    status: t.statusText,
    tone: statusTone(transferMachine, t.status),
    /** 驳回原因：…, shown under a rejected transfer. */
    reason: t.status === TransferStatus.Rejected && t.reason ? `驳回原因：${t.reason}` : '',
  };
}

/** Shown once the order reached 待付款 (an unconfirmed contract has nothing to pay yet). */
const reachedPayment = (o: Pick<OrderDetail, 'status'>) => o.status !== OrderStatus.AwaitingContract;

/**
 * 支付信息: the state of the payment, the method and time once paid, the amount held in escrow. Null before the
 * contract is confirmed and for an order closed unpaid.
 */
export function paymentRows(o: Pick<OrderDetail, 'status' | 'amount' | 'priceUnit' | 'payment'>): Row[] | null {
  const p = o.payment;
  if (!reachedPayment(o) || (o.status === OrderStatus.Closed && !p.method)) return null;
  if (!p.method) {
    const pending = p.transfers.some((t) => t.status === TransferStatus.Pending);
    return [
      ['支付状态', pending ? '银行转账待平台确认' : '待付款'],
      ['应付金额', formatPrice(o.amount, o.priceUnit)],
    ];
  }
  const rows: Row[] = [
    ['支付状态', p.refundedAt ? '已退款' : p.settledAt ? '已结算给卖方' : '已付款，平台担保中'],
    ['支付方式', payMethodText(p.method)],
    ['支付时间', time(p.paidAt)],
    ['支付金额', formatPrice(o.amount, o.priceUnit)],
  ];
  return rows;
}

/** 物流信息: carrier, tracking number, shipping time; null until shipped. */
export function shipmentRows(o: Pick<OrderDetail, 'shipment'>): Row[] | null {
  if (!o.shipment) return null;
  return [
    ['物流公司', o.shipment.carrier],
    ['运单号', o.shipment.trackingNo],
    ['发货时间', time(o.shipment.shippedAt)],
  ];
}

/** The inspection result in its tone: 通过 done, 不通过 ended. */
export const inspectionTone = (r: Pick<InspectionReport, 'result'>): Tone => (r.result === 'pass' ? 'success' : 'danger');

/**
 * 验货报告: counted against the contract quantity, the date code seen, markings, notes, inspector and time (the
 * result shows as a tag in its tone, the photos apart). Before a report, at 待验货, who holds the inspection; else null.
 */
export function inspectionRows(o: Pick<OrderDetail, 'status' | 'inspection' | 'inspectorName' | 'quantity'>): Row[] | null {
  const r = o.inspection;
  if (!r) return o.status === OrderStatus.AwaitingInspection ? [['验货员', o.inspectorName || '待验货员领取']] : null;
  const counted = `${formatPieces(r.countedQuantity)}` + (r.countedQuantity === o.quantity ? '（与合同一致）' : `（合同 ${formatPieces(o.quantity)}）`);
  return [
    ['清点数量', counted],
    ['实物批号', r.dateCodeSeen || '—'],
    ['丝印/标识', r.markings || '—'],
    ['验货备注', r.notes || '—'],
    ['验货员', r.inspectorName || o.inspectorName || '—'],
    ['验货时间', time(r.createTime)],
  ];
}

/** 结算: once completed, the amount, the platform fee (rate from the contract) and what the seller received. */
export function settlementRows(o: Pick<OrderDetail, 'amount' | 'priceUnit' | 'payment' | 'contract' | 'autoConfirmAt' | 'status'>): Row[] | null {
  const p = o.payment;
  if (o.status === OrderStatus.AwaitingReceipt && o.autoConfirmAt) return [['自动确认', `${time(o.autoConfirmAt)} 前未确认收货的，系统将自动确认并结算`]];
  if (!p.settledAt || p.fee === null || p.sellerReceived === null) return null;
  return [
    ['货款', formatPrice(o.amount, o.priceUnit)],
    ['平台服务费', `${formatPrice(p.fee, o.priceUnit)}（${feeRateText(o.contract.feeBps)}，卖方承担）`],
    ['卖方实收', formatPrice(p.sellerReceived, o.priceUnit)],
    ['结算时间', time(p.settledAt)],
  ];
}

/** 退款: once refunded, the amount back in the buyer's available balance. */
export function refundRows(o: Pick<OrderDetail, 'amount' | 'priceUnit' | 'payment'>): Row[] | null {
  if (!o.payment.refundedAt) return null;
  return [
    ['退款金额', formatPrice(o.amount, o.priceUnit)],
    ['退款去向', '买方钱包可用余额'],
    ['退款时间', time(o.payment.refundedAt)],
  ];
}

/** The confirm-receipt dialog: irreversible, it releases the escrow to the seller. */
export function receiptConfirmText(o: Pick<OrderDetail, 'orderNo' | 'amount' | 'priceUnit'>) {
  return {
    title: '确认收货',
    text: `请确认已收到订单 ${o.orderNo} 的货物且验货无误。确认后平台将把货款 ${formatPrice(o.amount, o.priceUnit)} 结算给卖方，此操作不可撤销。`,
    confirm: '确认收货',
  };
}

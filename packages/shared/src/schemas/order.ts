import { z } from 'zod';
import { CONDITIONS, ContractPartyKind } from '../constants';
import { OrderMsg } from '../messages';
import { DATE_CODE_RE } from './clue';
import { bodyIdField, envelope, idField, intEnum, intField, pagedRows, pageQuery, textField } from './common';
import { deliveryDateField, myDealFields } from './trade';
import { inspectionReport, orderPayment, orderShipment } from './payment';
import { orderLogistics } from './logistics';
import { rating } from './rating';
import { disputeInfo } from './dispute';

/**
 * Trade, part 2 (issue 10, trade-flow section 3): trade contracts and orders. A business follower holding the
 * buyer side of an intention order in 跟单中 (follow item type 30, identity 20, model 2) generates the contract:
 * an order 待确认合同 with its number, the intention order 已成单. A second business follower takes the seller
 * side from the pool (model 1, orderId > 0) and confirms it (待付款, contract frozen; the buyer side's item shows
 * 去支付) or returns it with a reason. Money is integer cents; quantities are pieces.
 */

const int = intField;

/**
 * POST /order/generateContract: the buyer-side business follower (model 2 item `followId`, its intention order
 * 跟单中) fills in the contract. Goods, parties and currency come from the intention order on the server; price,
 * quantity, terms may be set here (what the parties agreed); amount = price × quantity is computed on the server.
 */
export const generateContractBody = z.object({
  followId: bodyIdField(),
  quantity: int(OrderMsg.quantity).min(1, OrderMsg.quantity).max(100_000_000, OrderMsg.quantity),
  /** Unit price in cents, 1 … 100 000 000. */
  price: int(OrderMsg.price).min(1, OrderMsg.price).max(100_000_000, OrderMsg.price),
  dateCode: textField({ max: 8, message: OrderMsg.dateCode }).regex(DATE_CODE_RE, OrderMsg.dateCode),
  condition: z.enum(CONDITIONS, { error: OrderMsg.condition }),
  taxIncluded: z.boolean({ error: OrderMsg.taxIncluded }),
  deliveryPlace: textField({ min: 2, max: 20, message: OrderMsg.deliveryPlace }),
  deliveryDate: deliveryDateField,
  /** The inspection clause (验货条款); the web prefills CONTRACT_INSPECTION_CLAUSE. */
  inspectionClause: textField({ min: 10, max: 1000, message: OrderMsg.inspectionClause, multiline: true }),
  remark: textField({ max: 500, message: OrderMsg.remark, multiline: true }).default(''),
});
export type GenerateContractBody = z.infer<typeof generateContractBody>;
export type GenerateContractInput = z.input<typeof generateContractBody>;
/** → data: the new order (status 1 待确认合同). */
export const generateContractReply = envelope(
  z.object({ orderId: z.number().int(), orderNo: z.string(), contractNo: z.string(), status: z.number().int(), statusText: z.string() }),
);

/** POST /order/confirmContract {orderId, followId}: the seller-side business follower (model 1, orderId > 0) → 待付款. */
export const confirmContractBody = z.object({ orderId: bodyIdField(), followId: bodyIdField() });
/** POST /order/rejectContract {orderId, followId, reason}: the seller side returns the draft → 已关闭. */
export const rejectContractBody = z.object({
  orderId: bodyIdField(),
  followId: bodyIdField(),
  reason: textField({ min: 2, max: 200, message: OrderMsg.reason, multiline: true }),
});
export const orderStatusReply = envelope(z.object({ id: z.number().int(), status: z.number().int(), statusText: z.string() }));

/**
 * A contract party as snapshotted when the contract is drawn (issue 22): the approved company (kind company 企业,
 * with its credit code and legal representative) when there is one, else the verified real name (kind person 个人,
 * with the verified ID as masked at verification). Contracts drawn before the snapshot carry only name and mobile.
 */
const storedParty = z.object({
  name: z.string(),
  mobile: z.string(),
  kind: z.enum([ContractPartyKind.Company, ContractPartyKind.Person]).optional(),
  /** 统一社会信用代码 (企业). */
  creditCode: z.string().optional(),
  /** 法定代表人 (企业). */
  legalRepresentative: z.string().optional(),
  /** The verified resident ID as masked at verification, 110***********002X (个人). */
  idNumber: z.string().optional(),
});
export type ContractPartySnapshot = z.infer<typeof storedParty>;

/** The contract as stored (orders.contract) when generated; frozen (never rewritten) once confirmed. */
export const contract = z.object({
  contractNo: z.string(),
  /** 甲方 the buyer, 乙方 the seller; the platform is the escrow (丙方). */
  buyer: storedParty,
  seller: storedParty,
  platformName: z.string(),
  goodsName: z.string(),
  /** Part number (型号). */
  goodsModel: z.string(),
  brandName: z.string(),
  dateCode: z.string(),
  condition: z.string(),
  quantity: z.number().int(),
  /** 0 ¥, 10 $. */
  priceUnit: z.number().int(),
  /** Unit price in cents. */
  price: z.number().int(),
  /** price × quantity in cents. */
  amount: z.number().int(),
  taxIncluded: z.boolean(),
  deliveryPlace: z.string(),
  deliveryDate: z.string(),
  /** Payment into the platform's escrow account (CONTRACT_PAYMENT_CLAUSE). */
  paymentClause: z.string(),
  inspectionClause: z.string(),
  /** The platform fee in basis points (100 = 1 %), charged to the seller at settlement. */
  feeBps: z.number().int(),
  remark: z.string(),
  /** The buyer side's business follower who drew it, and when (the buyer side's confirmation). */
  generatedBy: z.string(),
  generatedAt: z.string(),
  /** Null until confirmed; set once, with the confirming (seller-side) follower's name. */
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contract>;

/**
 * A party as the contract document shows it. kind null on a contract drawn before the snapshot (issue 22); the
 * details '' when not on the contract. The mobile (and credit code) are unmasked for the two parties, their
 * business followers, its negotiator and operators; masked for anyone else allowed to read the order (inspectors).
 */
export const contractParty = z.object({
  name: z.string(),
  /** company 企业, person 个人; null: drawn before parties were snapshotted. */
  kind: z.enum([ContractPartyKind.Company, ContractPartyKind.Person]).nullable(),
  /** 企业 / 个人, '' when kind is null. */
  kindText: z.string(),
  mobile: z.string(),
  creditCode: z.string(),
  legalRepresentative: z.string(),
  idNumber: z.string(),
});
export type ContractParty = z.infer<typeof contractParty>;

/** One line of the signature block: who confirmed for a side and when (null: not yet). */
export const contractSignature = z.object({
  role: z.enum(['buyer', 'seller', 'platform']),
  /** 甲方（买方）, 乙方（卖方）, 丙方（担保方）. */
  title: z.string(),
  /** The party as named on the contract (the platform's name for 丙方). */
  party: z.string(),
  /** Who confirmed for it: the buyer side's business follower, the seller side's, the platform. */
  signer: z.string(),
  /** China time, null until confirmed. */
  confirmedAt: z.string().nullable(),
});
export type ContractSignature = z.infer<typeof contractSignature>;

/** The contract document (GET /order/detail → contract): the stored contract, its parties as shown, the signature block. */
export const contractDocument = contract.extend({
  buyer: contractParty,
  seller: contractParty,
  /** 甲方, 乙方, 丙方 in that order. */
  signatures: z.array(contractSignature),
});
export type ContractDocument = z.infer<typeof contractDocument>;

/**
 * GET /order/contractParties?followId: the buyer-side business follower's preview of the parties his contract will
 * name (read-only on the generate-contract pages); null for a party that cannot be named (OrderMsg.partyUnverified).
 */
export const contractPartiesQuery = z.object({ followId: idField() });
export const contractPartiesReply = envelope(
  z.object({ buyer: contractParty.nullable(), seller: contractParty.nullable(), problem: z.string().nullable() }),
);
export type ContractParties = z.infer<typeof contractPartiesReply>['data'];

/** An order as its lists show it: priced (a contract has a price). */
export const orderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  contractNo: z.string(),
  preOrderId: z.number().int().nullable(),
  preOrderNo: z.string(),
  ...myDealFields,
  price: z.number().int(),
  amount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** One status change of an order: who, when, from → to (the order's full history). */
export const orderEvent = z.object({
  id: z.number().int(),
  /** The move's name (generate, confirmContract, rejectContract, …). */
  action: z.string(),
  actionText: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  fromText: z.string(),
  toText: z.string(),
  userName: z.string(),
  note: z.string(),
  createTime: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/**
 * GET /order/detail?id: for its buyer, seller, its business followers and operators (anyone else 403/404 with
 * data null). The caller's flags say which buttons to show; followId is the caller's own trade item for it.
 */
export const orderDetail = orderRow.extend({
  contract: contractDocument,
  buyerFollowerName: z.string(),
  sellerFollowerName: z.string(),
  negotiatorName: z.string(),
  closeReason: z.string(),
  /** What happens next and who acts (ORDER_NEXT_STEP). */
  nextStep: z.object({ who: z.string(), text: z.string() }),
  history: z.array(orderEvent),
  followId: z.number().int().nullable(),
  /** 1 seller side, 2 buyer side: the caller's item's model (null when the caller holds none). */
  followModel: z.number().int().nullable(),
  canConfirmContract: z.boolean(),
  canRejectContract: z.boolean(),
  /** The buyer (and the buyer-side follower) may pay: true at 待付款 for them; the payment pages come with the money issue. */
  canPay: z.boolean(),
  // ---- Money and fulfilment (issue 11) ----
  /** Payment: method, escrow account and reference, recorded transfers, settlement. */
  payment: orderPayment,
  /** Null until shipped. */
  shipment: orderShipment.nullable(),
  inspectorName: z.string(),
  /** Null until the inspector files it. */
  inspection: inspectionReport.nullable(),
  /** Every rating of this order (both parties, both targets). */
  ratings: z.array(rating),
  /** When a 待收货 order confirms itself (China time: AUTO_CONFIRM_DAYS after the platform's delivery), else null. */
  autoConfirmAt: z.string().nullable(),
  /** Both legs (seller → inspection centre → buyer) for the timeline (issue 22). */
  logistics: orderLogistics,
  /** The buyer at 待付款 (wallet): POST /order/pay. canPay above also covers the buyer-side follower (bank transfer). */
  canPayWallet: z.boolean(),
  /** The buyer or buyer-side follower at 待付款 with no pending transfer: POST /order/externalPay. */
  canRecordTransfer: z.boolean(),
  /** Operators, a pending transfer at 待付款. */
  canConfirmTransfer: z.boolean(),
  /** The seller or seller-side follower at 待发货. */
  canShip: z.boolean(),
  /** An inspector at 待验货 when nobody else holds it. */
  canGrabInspection: z.boolean(),
  /** The inspector holding it (or any inspector when unheld) at 待验货. */
  canInspect: z.boolean(),
  /** The buyer at 待收货 (after the platform's delivery). */
  canConfirmReceipt: z.boolean(),
  /** The buyer, paid and not yet shipped by the platform (待发货, 待验货, 待平台发货): POST /order/delivery. */
  canSetDelivery: z.boolean(),
  /** The inspector who passed it, or an operator, at 待平台发货 without an open dispute: POST /order/deliver. */
  canDeliver: z.boolean(),
  /** Operators: 待发货 (协商取消) and 退款中 (退款). */
  canCancel: z.boolean(),
  canRefund: z.boolean(),
  /** The buyer or seller at 已完成, per target not yet rated. */
  canRateOrder: z.boolean(),
  canRateStaff: z.boolean(),
  /** The buyer or seller at 已完成 when the order has a negotiator not yet rated by the caller. */
  canRateNegotiator: z.boolean(),
  // ---- Disputes (issue 12). The server always sends the three; optional in the type so clients built before
  // them (and their fixtures) still type-check. ----
  /** The order's latest dispute (open or decided), else null. */
  dispute: disputeInfo.nullable().optional(),
  /** The buyer, the seller or an operator, on a paid unfinished order (待发货, 待验货, 待收货, 退款中) without an open dispute. */
  canDispute: z.boolean().optional(),
  /** Operators, while a dispute is open: POST /admin/disputes/{id}/decide. */
  canDecideDispute: z.boolean().optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailReply = envelope(orderDetail);
export const orderDetailQuery = z.object({ id: idField() });

/** The tab of the buy and sale lists: 0 待付款, 1 待发货, 2 待验货/待收货, 3 已完成, 4 全部 (ORDER_TABS). */
export const orderListQuery = pageQuery.extend({ orderStatus: intEnum([0, 1, 2, 3, 4] as const).default(4) });
export type OrderListQuery = z.input<typeof orderListQuery>;
/**
 * GET /order/myBuyOrderList (caller = buyer), /order/mySaleOrderList (caller = seller), /order/myOrderList (either:
 * /myorder), /order/myCreateOrder (the business follower's generated orders; orderStatus as the tabs):
 * rows, total, newest first.
 */
export const orderList = pagedRows(orderRow);

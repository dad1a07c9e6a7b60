import { z } from 'zod';
import { CONDITIONS, Limits, PriceUnit, PublishLimits } from '../constants';
import { TradeMsg } from '../messages';
import { PreOrderStatus } from '../status/pre-order';
import { MOBILE_RE } from '../validate';
import { DATE_CODE_RE } from './clue';
import { bodyIdField, envelope, idField, intEnum, intField, pagedRows, pageQuery, textField } from './common';

/**
 * Trade, part 1 (issue 10, trade-flow sections 2 and 5): the cart and intention orders (意向单). Money is integer
 * cents; quantities are pieces.
 */

const int = intField;
/** A quantity in pieces: 1 … 100 000 000. */
const quantityField = (message: string) => int(message).min(1, message).max(PublishLimits.maxQuantity, message);
/** A unit price in cents: 1 … 100 000 000 (¥1 000 000.00). */
const priceField = int(TradeMsg.price).min(1, TradeMsg.price).max(PublishLimits.maxPriceCents, TradeMsg.price);
const priceUnitField = z.union([z.literal(PriceUnit.Yuan), z.literal(PriceUnit.Dollar)], { error: TradeMsg.priceUnit });

/** yyyy-MM-dd, a real calendar date. */
const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
export const deliveryDateField = textField({ max: 10, message: TradeMsg.deliveryDate })
  .regex(DATE_RE, TradeMsg.deliveryDate)
  .refine(isCalendarDate, TradeMsg.deliveryDate);
const deliveryPlaceField = textField({ min: 2, max: 20, message: TradeMsg.deliveryPlace });
const remarkField = textField({ max: 500, message: TradeMsg.remark, multiline: true });

/** What a buyer or seller fills in on /buy, /pay and a quote: delivery, tax, contact, remark. */
const deliveryFields = {
  deliveryPlace: deliveryPlaceField,
  deliveryDate: deliveryDateField,
  /** 含税. */
  taxIncluded: z.boolean({ error: TradeMsg.taxIncluded }).default(false),
  contactName: textField({ min: 2, max: 20, message: TradeMsg.contactName }),
  contactMobile: textField({ max: 20, message: TradeMsg.contactMobile }).regex(MOBILE_RE, TradeMsg.contactMobile),
  remark: remarkField.default(''),
};

/** The delivery, tax, contact and remark of an intention order, as checked (the buy form's and the server's). */
export type DeliveryTerms = z.output<z.ZodObject<typeof deliveryFields>>;

// ---------------------------------------------------------------------------------------------- cart

/** A cart line (spec section 3), in the spec's snake_case. goods_sku_id = goods_id: goods have no SKUs. */
export const cartLine = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_sku_id: z.number().int(),
  goods_num: z.number().int(),
  isChecked: z.boolean(),
  goods: z.object({
    goods_name: z.string(),
    goods_image: z.string(),
    goods_model: z.string(),
    brand_name: z.string(),
    /** 0 ¥, 10 $. */
    price_unit: z.number().int(),
    moq: z.number().int(),
    /** Available pieces. */
    quantity: z.number().int(),
    /** 0 on shelf, 1 off shelf. */
    status: z.number().int(),
    skuInfo: z.object({ goods_price: z.number().int().nullable() }),
  }),
});
export type CartLine = z.infer<typeof cartLine>;
/** GET /cart/list → data.list, newest line first. */
export const cartListReply = envelope(z.object({ list: z.array(cartLine) }));

/** POST /cart/add {goodsId, goodsNum}: merges with the line of the same goods. */
export const cartAddBody = z.object({ goodsId: bodyIdField(), goodsNum: quantityField(TradeMsg.goodsNum) });
export type CartAddBody = z.infer<typeof cartAddBody>;
export const cartLineReply = envelope(cartLine);

/** POST /cart/changeNum {goodsNum, goodsId, goodsSkuId}: the stepper (≥ 1, ≤ available). */
export const cartChangeNumBody = z
  .object({ goodsId: bodyIdField(), goodsSkuId: bodyIdField().optional(), goodsNum: quantityField(TradeMsg.goodsNum) })
  .refine((b) => b.goodsSkuId === undefined || b.goodsSkuId === b.goodsId, { message: TradeMsg.cartSkuMismatch, path: ['goodsSkuId'] });
export type CartChangeNumBody = z.infer<typeof cartChangeNumBody>;

/** Up to 100 line ids, each an int4 id. */
const cartIdsField = z.array(bodyIdField(), { error: TradeMsg.cartIds }).min(1, TradeMsg.cartIds).max(Limits.maxPageSize, TradeMsg.cartIds);
/** POST /cart/delete {ids}: the caller's lines only (404 when one is not his; nothing deleted then). */
export const cartDeleteBody = z.object({ ids: cartIdsField });
export const cartDeleteReply = envelope(z.object({ deleted: z.number().int() }));

// ---------------------------------------------------------------------------------------------- intention orders

/** POST /preOrder/create: buy now on a priced 货源 goods (buyer = caller). */
export const preOrderCreateBody = z.object({ goodsId: bodyIdField(), quantity: quantityField(TradeMsg.quantity), ...deliveryFields });
export type PreOrderCreateBody = z.infer<typeof preOrderCreateBody>;
export type PreOrderCreateInput = z.input<typeof preOrderCreateBody>;

/** POST /preOrder/quote: 我要报价 on a 求购 goods (seller = caller, buyer = the goods' owner). */
export const preOrderQuoteBody = z.object({
  goodsId: bodyIdField(),
  price: priceField,
  priceUnit: priceUnitField,
  quantity: quantityField(TradeMsg.quantity),
  dateCode: textField({ max: 8, message: TradeMsg.dateCode }).regex(DATE_CODE_RE, TradeMsg.dateCode),
  condition: z.enum(CONDITIONS, { error: TradeMsg.condition }),
  ...deliveryFields,
});
export type PreOrderQuoteBody = z.infer<typeof preOrderQuoteBody>;
export type PreOrderQuoteInput = z.input<typeof preOrderQuoteBody>;

/**
 * POST /preOrder/fromCart {cartIds, …}: one intention order per goods from the caller's lines (all or nothing).
 * Delivery and contact are optional here: the goods' delivery place and tax, the caller's name and mobile.
 */
export const preOrderFromCartBody = z.object({
  cartIds: cartIdsField,
  deliveryPlace: deliveryPlaceField.optional(),
  deliveryDate: deliveryDateField.optional(),
  taxIncluded: z.boolean({ error: TradeMsg.taxIncluded }).optional(),
  contactName: deliveryFields.contactName.optional(),
  contactMobile: deliveryFields.contactMobile.optional(),
  remark: remarkField.optional(),
});
export type PreOrderFromCartBody = z.infer<typeof preOrderFromCartBody>;

const reasonField = textField({ min: 2, max: 200, message: TradeMsg.reason, multiline: true });
/** POST /preOrder/confirm {id}: the negotiator holding its item (10 → 20). */
export const preOrderIdBody = z.object({ id: bodyIdField() });
/** POST /preOrder/reject {id, reason}: the negotiator (10 → 90). */
export const preOrderRejectBody = z.object({ id: bodyIdField(), reason: reasonField });
/**
 * POST /preOrder/cancel {id, reason, fromStatus?}: the initiator (10 or 20 → 90). fromStatus is the status his
 * page showed: when given, the cancel applies only from it (a confirm that landed first wins; he sees it and decides again).
 */
export const preOrderCancelBody = z.object({
  id: bodyIdField(),
  reason: reasonField,
  fromStatus: z.union([z.literal(PreOrderStatus.AwaitingConfirm), z.literal(PreOrderStatus.Confirmed)], { error: TradeMsg.fromStatus }).optional(),
});
/** POST /preOrder/edit {id, …changes, note}: the negotiator of a quote (model 2) while 待确认; at least one change. */
export const preOrderEditBody = z.object({
  id: bodyIdField(),
  price: priceField.optional(),
  quantity: quantityField(TradeMsg.quantity).optional(),
  deliveryPlace: deliveryPlaceField.optional(),
  deliveryDate: deliveryDateField.optional(),
  remark: remarkField.optional(),
  note: textField({ max: 200, message: TradeMsg.note, multiline: true }).default(''),
});
export type PreOrderEditBody = z.infer<typeof preOrderEditBody>;

/** The goods, terms and parties of a deal (intention order, order, the pre-order pool) as its rows show them. */
export const dealFields = {
  goodsId: z.number().int().nullable(),
  goodsName: z.string(),
  goodsModel: z.string(),
  brandName: z.string(),
  quantity: z.number().int(),
  /** 0 ¥, 10 $. */
  priceUnit: z.number().int(),
  /** Unit price in cents. */
  price: z.number().int().nullable(),
  /** price × quantity in cents. */
  amount: z.number().int().nullable(),
  sellerName: z.string(),
  buyerName: z.string(),
};

/** A deal in the caller's lists: besides, the goods' image, the status and the caller's side. */
export const myDealFields = {
  ...dealFields,
  goodsImage: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  /** The caller's side: buyer, seller, or staff (negotiator, business followers, operator). */
  myRole: z.enum(['buyer', 'seller', 'staff']),
};

/** The terms an intention order adds to its deal, and the reason it was closed. */
export const preOrderTermFields = {
  deliveryPlace: z.string(),
  deliveryDate: z.string(),
  taxIncluded: z.boolean(),
  dateCode: z.string(),
  condition: z.string(),
  remark: z.string(),
  closeReason: z.string(),
};

/** An intention order as its lists show it. */
export const preOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  ...myDealFields,
  /** 1 货源, 2 求购. */
  goodsType: z.number().int().nullable(),
  ...preOrderTermFields,
  createTime: z.string(),
});
export type PreOrderRow = z.infer<typeof preOrderRow>;
export const preOrderReply = envelope(preOrderRow);
export const preOrderListReply = envelope(z.object({ list: z.array(preOrderRow) }));
export const preOrderStatusReply = envelope(z.object({ id: z.number().int(), status: z.number().int(), statusText: z.string() }));

/** GET /preOrder/myPreOrderList?pageNum&pageSize&role&status: mine as buyer or seller (role narrows), newest first. */
export const myPreOrderListQuery = pageQuery.extend({
  role: z.enum(['buyer', 'seller'], { error: TradeMsg.role }).optional(),
  status: intEnum(Object.values(PreOrderStatus)).optional(),
});
export type MyPreOrderListQuery = z.input<typeof myPreOrderListQuery>;
export const myPreOrderList = pagedRows(preOrderRow);

/** A revision: who changed which fields of the intention order, old → new. */
export const preOrderRevision = z.object({
  id: z.number().int(),
  userName: z.string(),
  createTime: z.string(),
  note: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      /** The field's Chinese name (单价, 数量, 交货地, 交货日期, 备注). */
      label: z.string(),
      from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  ),
});
export type PreOrderRevision = z.infer<typeof preOrderRevision>;

const party = z.object({ name: z.string(), mobile: z.string() });
/**
 * GET /preOrder/detail?id: the order with its parties and negotiator, the contact (mobiles unmasked only to the
 * staff following it, operators and the initiator himself), revisions newest first and the caller's moves.
 */
export const preOrderDetail = preOrderRow.extend({
  moq: z.number().int(),
  buyer: party,
  seller: party,
  negotiatorName: z.string(),
  followerName: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  revisions: z.array(preOrderRevision),
  /** The caller's follow item for it (a negotiator's or business follower's), for the follow pages. */
  followId: z.number().int().nullable(),
  /** Its order once a contract was drawn (已成单): the live one (a returned contract's closed order is not linked). */
  orderId: z.number().int().nullable(),
  /** 1 seller side (货源), 2 buyer side (求购): the negotiator's page (confirm or edit). */
  model: z.number().int(),
  canConfirm: z.boolean(),
  canEdit: z.boolean(),
  canReject: z.boolean(),
  canCancel: z.boolean(),
});
export type PreOrderDetail = z.infer<typeof preOrderDetail>;
export const preOrderDetailReply = envelope(preOrderDetail);
export const preOrderDetailQuery = z.object({ id: idField() });

import { CONDITIONS, PriceUnit } from '@mts/shared/constants';
import { preOrderCreateBody, preOrderFromCartBody, preOrderQuoteBody, type DeliveryTerms, type GoodsDetail, type PreOrderCreateInput, type PreOrderFromCartBody, type PreOrderQuoteInput } from '@mts/shared/schemas';
import { startQuantity } from './stepper';

/**
 * The buy-now (立即购买 → POST /preOrder/create) and quote (我要报价 → POST /preOrder/quote) form model of both apps,
 * and the cart checkout's optional fields (POST /preOrder/fromCart): values, defaults, request bodies and the shared
 * schemas' messages by field.
 */
export type BuyMode = 'buy' | 'quote';

export type BuyFormValues = {
  quantity: number;
  /** The quote's unit price as typed, in yuan/dollars with up to 2 decimals. */
  price: string;
  priceUnit: number;
  dateCode: string;
  condition: string | undefined;
  /** And the shared delivery terms: deliveryDate yyyy-MM-dd or '' while unset. */
} & DeliveryTerms;

export type BuyField = keyof BuyFormValues;
export type BuyFieldErrors = Partial<Record<BuyField, string>>;

type Contact = { nick_name?: string; mobile?: string } | null | undefined;

/** Quantity bounds: buy now MOQ … available; a quote 1 … the quantity wanted. */
export function quantityBounds(goods: Pick<GoodsDetail, 'moq' | 'quantity'>, mode: BuyMode) {
  return mode === 'buy' ? { min: Math.max(1, goods.moq), max: goods.quantity } : { min: 1, max: goods.quantity };
}

const centsToText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Defaults: the MOQ (or the asked quantity within bounds), the goods' delivery place and tax, the user's name and mobile. */
export function defaultBuyForm(goods: GoodsDetail, mode: BuyMode, user: Contact, askedQuantity?: number): BuyFormValues {
  const { min, max } = quantityBounds(goods, mode);
  const start = mode === 'buy' ? startQuantity(goods.moq, goods.quantity) : Math.max(1, goods.quantity);
  const asked = askedQuantity && askedQuantity >= min && askedQuantity <= max ? askedQuantity : undefined;
  return {
    quantity: asked ?? start,
    price: mode === 'quote' ? centsToText(goods.priceMin) : '',
    priceUnit: goods.priceUnit === PriceUnit.Dollar ? PriceUnit.Dollar : PriceUnit.Yuan,
    dateCode: goods.dateCode,
    condition: (CONDITIONS as readonly string[]).includes(goods.condition) ? goods.condition : undefined,
    deliveryPlace: goods.deliveryPlace,
    deliveryDate: '',
    taxIncluded: goods.taxIncluded,
    contactName: user?.nick_name ?? '',
    contactMobile: user?.mobile ?? '',
    remark: '',
  };
}

/** 13.2 → 1320; text that is not a price with at most 2 decimals → NaN (the schema reports it). */
export function priceToCents(text: string): number {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
}

const delivery = (v: BuyFormValues) => ({
  deliveryPlace: v.deliveryPlace.trim(),
  deliveryDate: v.deliveryDate,
  taxIncluded: v.taxIncluded,
  contactName: v.contactName.trim(),
  contactMobile: v.contactMobile.trim(),
  remark: v.remark.trim(),
});

export const toCreateBody = (goodsId: number, v: BuyFormValues): PreOrderCreateInput => ({ goodsId, quantity: v.quantity, ...delivery(v) });

export const toQuoteBody = (goodsId: number, v: BuyFormValues): PreOrderQuoteInput => ({
  goodsId,
  quantity: v.quantity,
  price: priceToCents(v.price),
  priceUnit: v.priceUnit as PreOrderQuoteInput['priceUnit'],
  dateCode: v.dateCode.trim(),
  condition: v.condition as PreOrderQuoteInput['condition'],
  ...delivery(v),
});

type Issue = { path: PropertyKey[]; message: string };
function byField(issues: readonly Issue[]): BuyFieldErrors {
  const errors: BuyFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as BuyField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The shared schema's verdict, one Chinese message per field ({} when the body may go). */
export function buyFieldErrors(mode: BuyMode, goodsId: number, v: BuyFormValues): BuyFieldErrors {
  const result = mode === 'quote' ? preOrderQuoteBody.safeParse(toQuoteBody(goodsId, v)) : preOrderCreateBody.safeParse(toCreateBody(goodsId, v));
  return result.success ? {} : byField(result.error.issues);
}

/** The cart checkout's fields: all optional (the server fills the goods' place and tax, the user's name and mobile). */
export type CheckoutValues = Pick<BuyFormValues, 'deliveryPlace' | 'deliveryDate' | 'contactName' | 'contactMobile' | 'remark'> & {
  /** undefined until the buyer sets it: each goods keeps its own 含税 / 不含税. */
  taxIncluded: boolean | undefined;
};

export const emptyCheckout = (user: Contact): CheckoutValues => ({
  deliveryPlace: '',
  deliveryDate: '',
  taxIncluded: undefined,
  contactName: user?.nick_name ?? '',
  contactMobile: user?.mobile ?? '',
  remark: '',
});

/** POST /preOrder/fromCart: empty fields are left out (the server's defaults apply). */
export function toFromCartBody(cartIds: number[], v: CheckoutValues): PreOrderFromCartBody {
  const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return {
    cartIds,
    deliveryPlace: text(v.deliveryPlace),
    deliveryDate: text(v.deliveryDate),
    taxIncluded: v.taxIncluded,
    contactName: text(v.contactName),
    contactMobile: text(v.contactMobile),
    remark: text(v.remark),
  };
}

export function checkoutFieldErrors(cartIds: number[], v: CheckoutValues): BuyFieldErrors {
  const result = preOrderFromCartBody.safeParse(toFromCartBody(cartIds, v));
  return result.success ? {} : byField(result.error.issues);
}

/** Today in China (yyyy-MM-dd): the earliest delivery date the server accepts. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

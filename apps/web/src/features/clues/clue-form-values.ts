import { GoodsType, PriceUnit, PublishLimits, type StockType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { clueForm, clueFormObject, type ClueFormField, type ClueFormInput, type ClueRecord } from '@mts/shared/schemas';

/**
 * What the publish form holds. Field names are the schema's, so an issue's path is the form field:
 * only the shapes differ — categoryId is the cascader path, priceMin is yuan/dollars with 2 decimals (the body carries cents).
 */
export type ClueFormValues = {
  type: number;
  categoryId: number[];
  brand: string;
  goodsModel: string;
  goodsName: string;
  quantity: number | null;
  moq: number | null;
  priceUnit: number;
  priceMin: number | null;
  taxIncluded: boolean;
  dateCode: string;
  condition: string | undefined;
  package: string;
  deliveryPlace: string;
  stockType: StockType;
  leadTime: string;
  contactName: string;
  contactMobile: string;
  images: string[];
  remark: string;
};

export const emptyClueForm = (contact: { name?: string; mobile?: string } = {}): ClueFormValues => ({
  type: GoodsType.Supply,
  categoryId: [],
  brand: '',
  goodsModel: '',
  goodsName: '',
  quantity: null,
  moq: null,
  priceUnit: PriceUnit.Yuan,
  priceMin: null,
  taxIncluded: true,
  dateCode: '',
  condition: undefined,
  package: '',
  deliveryPlace: '',
  stockType: '现货',
  leadTime: '',
  contactName: contact.name ?? '',
  contactMobile: contact.mobile ?? '',
  images: [],
  remark: '',
});

/** 13.2 → 1320: money typed with 2 decimals becomes integer cents. */
export const toCents = (amount: number) => Math.round(amount * 100);

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The request body of POST /clue/publish and PUT /clue/{id} from the form's values. */
export function toClueBody(v: Partial<ClueFormValues>): ClueFormInput {
  const price = num(v.priceMin);
  const isDemand = v.type === GoodsType.Demand;
  const body = {
    type: v.type,
    categoryId: v.categoryId?.length ? v.categoryId[v.categoryId.length - 1] : undefined,
    brand: v.brand ?? '',
    goodsModel: v.goodsModel ?? '',
    goodsName: v.goodsName ?? '',
    quantity: num(v.quantity),
    moq: num(v.moq),
    priceUnit: v.priceUnit,
    // a demand without a target price is 面议 (null); a supply without one is reported by the schema
    priceMin: price === undefined ? (isDemand ? null : undefined) : toCents(price),
    taxIncluded: isDemand ? false : Boolean(v.taxIncluded),
    dateCode: v.dateCode ?? '',
    condition: v.condition,
    package: v.package ?? '',
    deliveryPlace: v.deliveryPlace ?? '',
    stockType: v.stockType,
    leadTime: v.stockType === '期货' ? (v.leadTime ?? '') : '',
    contactName: v.contactName ?? '',
    contactMobile: v.contactMobile ?? '',
    images: v.images ?? [],
    remark: v.remark ?? '',
  };
  return body as ClueFormInput;
}

/** Form values of an existing lead (editing), given the category path of its categoryId. */
export function fromClueRecord(r: ClueRecord, categoryPath: number[]): ClueFormValues {
  return {
    type: r.type,
    categoryId: categoryPath,
    brand: r.brandName,
    goodsModel: r.goodsModel,
    goodsName: r.goodsName,
    quantity: r.quantity,
    moq: r.moq,
    priceUnit: r.priceUnit,
    priceMin: r.priceMin === null ? null : r.priceMin / 100,
    taxIncluded: r.taxIncluded,
    dateCode: r.dateCode,
    condition: r.condition,
    package: r.package,
    deliveryPlace: r.deliveryPlace,
    stockType: r.stockType,
    leadTime: r.leadTime,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    images: r.images,
    remark: r.remark,
  };
}

export type FieldErrors = Partial<Record<ClueFormField, string>>;

/**
 * Stand-ins for fields that fail on their own, chosen so they never trigger a cross-field rule
 * (a demand needs no price, 现货 needs no lead time, the largest quantity is never below the MOQ).
 */
const NEUTRAL: Record<ClueFormField, unknown> = {
  type: GoodsType.Demand,
  categoryId: 1,
  brand: 'x',
  goodsModel: 'AA',
  goodsName: 'xx',
  quantity: PublishLimits.maxQuantity,
  moq: 1,
  priceUnit: PriceUnit.Yuan,
  priceMin: null,
  taxIncluded: false,
  dateCode: '24+',
  condition: '原装',
  package: '',
  deliveryPlace: 'xx',
  stockType: '现货',
  leadTime: '',
  contactName: 'xx',
  contactMobile: '13800000000',
  images: [],
  remark: '',
};

type Issue = { path: PropertyKey[]; message: string };

const firstByField = (issues: readonly Issue[], into: FieldErrors) => {
  for (const issue of issues) {
    const field = issue.path[0] as ClueFormField | undefined;
    if (field && !into[field]) into[field] = issue.message;
  }
  return into;
};

/**
 * One message per field (the first issue on its path) from the issues of a failed `clueForm` parse of `body`.
 * Zod runs the cross-field rules (MOQ ≤ quantity, a supply's price, a forward's lead time) only once every field
 * passes on its own, so they are also asked of the quote with the failing fields stood in for: 请输入价格 shows
 * on an empty form too. Shared by the desktop and the mobile publish forms.
 */
export function schemaFieldErrors(body: object, issues: readonly Issue[]): FieldErrors {
  const errors = firstByField(issues, {});
  const failing = Object.keys(errors) as ClueFormField[];
  const standIn = { ...body, ...Object.fromEntries(failing.map((f) => [f, NEUTRAL[f]])) };
  const cross = clueForm.safeParse(standIn);
  if (!cross.success) firstByField(cross.error.issues.filter((i) => !failing.includes(i.path[0] as ClueFormField)), errors);
  return errors;
}

/** The shared schema's verdict on the form's values, one message per field (see schemaFieldErrors). */
export function clueFieldErrors(values: Partial<ClueFormValues>): FieldErrors {
  const body = toClueBody(values);
  const result = clueForm.safeParse(body);
  return result.success ? {} : schemaFieldErrors(body, result.error.issues);
}

const FIELD_OF_MESSAGE = new Map<string, ClueFormField>([
  [PublishMsg.categoryNotLeaf, 'categoryId'],
  [PublishMsg.moqAboveQuantity, 'moq'],
  [PublishMsg.priceRequired, 'priceMin'],
  [PublishMsg.leadTimeRequired, 'leadTime'],
  [PublishMsg.goodsModelChars, 'goodsModel'],
  ...(Object.entries(PublishMsg) as [string, string][])
    .filter(([key]) => key in clueFormObject.shape)
    .map(([key, text]) => [text, key as ClueFormField] as [string, ClueFormField]),
]);

const FIELDS = new Set<string>(Object.keys(clueFormObject.shape));

/**
 * The field a server 400 names in `参数 moq 无效：起订量不能大于数量` (or `参数 images.2 无效：…`), with the message
 * after the colon. Null when the message names no form field.
 */
export function namedFieldError(msg: string): { field: ClueFormField; message: string } | null {
  const named = /^参数\s+([A-Za-z]+)(?:\.\d+)?\s*无效[：:]\s*(.*)$/.exec(msg);
  return named && FIELDS.has(named[1]!) ? { field: named[1] as ClueFormField, message: named[2] || msg } : null;
}

/**
 * The field a server 400 names: `参数 moq 无效：起订量不能大于数量` (schema validation) or a bare rule message
 * (起订量不能大于数量, 请选择具体的子分类). Null when the message belongs to no field.
 */
export function serverFieldError(msg: string): { field: ClueFormField; message: string } | null {
  const named = namedFieldError(msg);
  if (named) return named;
  const field = FIELD_OF_MESSAGE.get(msg);
  return field ? { field, message: msg } : null;
}

import { GoodsType, PriceUnit, PublishLimits, type StockType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { clueForm, clueFormObject, type CategoryNode, type ClueForm, type ClueFormField, type ClueFormInput, type ClueRecord } from '@mts/shared/schemas';

/**
 * The clue (lead) form model of both apps: one set of values, one set of defaults, one request body, one
 * schema verdict per field and one reading of a server 400. Field names are the schema's, so an issue's path is
 * the form field: only the shapes differ — categoryId is the category path, priceMin is yuan/dollars with 2
 * decimals (the body carries cents). The desktop form (antd) holds these values as they are; the phone's text
 * inputs hold them as typed (ClueTextValues below) and convert through this model.
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

/**
 * A new quote: 货源, yuan, 现货, and 不含税 — the shared schema's default for taxIncluded (the spec names no default;
 * the server stores false when the field is left out). The contact defaults to the user's name and mobile.
 */
export const emptyClueForm = (defaults: { type?: number; contactName?: string; contactMobile?: string } = {}): ClueFormValues => ({
  type: defaults.type ?? GoodsType.Supply,
  categoryId: [],
  brand: '',
  goodsModel: '',
  goodsName: '',
  quantity: null,
  moq: null,
  priceUnit: PriceUnit.Yuan,
  priceMin: null,
  taxIncluded: false,
  dateCode: '',
  condition: undefined,
  package: '',
  deliveryPlace: '',
  stockType: '现货',
  leadTime: '',
  contactName: defaults.contactName ?? '',
  contactMobile: defaults.contactMobile ?? '',
  images: [],
  remark: '',
});

/** 13.2 → 1320: money typed with 2 decimals becomes integer cents. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** A number as the schema should judge it: empty is missing (undefined); NaN (bad text on the phone) stays to be reported. */
const num = (v: number | null | undefined) => (typeof v === 'number' ? v : undefined);

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
    // one more than allowed still goes, so the schema reports the limit
    images: (v.images ?? []).slice(0, PublishLimits.maxImages + 1),
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
 * The field a server 400 names in `参数 moq 无效：起订量不能大于数量` (or `参数 images.2 无效：…`, or nested in a
 * body that carries the form, `参数 form.moq 无效：…` from /follow/publishGoods), with the message after the colon.
 * Null when the message names no form field.
 */
export function namedFieldError(msg: string): { field: ClueFormField; message: string } | null {
  const named = /^参数\s+(?:form\.)?([A-Za-z]+)(?:\.\d+)?\s*无效[：:]\s*(.*)$/.exec(msg);
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

/* ---------- The phone's text inputs ---------- */

/**
 * The same values as the phone's inputs hold them while typing: numbers and money as text (so '1.234' can be
 * reported rather than rounded), the category as its leaf id, pictures with their thumbnails.
 */
export type ClueTextValues = Omit<ClueFormValues, 'categoryId' | 'quantity' | 'moq' | 'priceMin' | 'condition' | 'images'> & {
  categoryId: number | null;
  quantity: string;
  moq: string;
  /** Yuan or dollars with up to 2 decimals; empty for 求购 means 面议. */
  price: string;
  condition: string;
  images: { url: string; thumbnailUrl?: string }[];
};

const amountText = (v: number | null) => (v === null ? '' : Number.isInteger(v) ? String(v) : v.toFixed(2));

/** Model values as the phone's inputs show them. */
export function toTextValues(v: ClueFormValues): ClueTextValues {
  const { categoryId, quantity, moq, priceMin, condition, images, ...same } = v;
  return {
    ...same,
    categoryId: categoryId.length ? categoryId[categoryId.length - 1]! : null,
    quantity: quantity === null ? '' : String(quantity),
    moq: moq === null ? '' : String(moq),
    price: amountText(priceMin),
    condition: condition ?? '',
    images: images.map((url) => ({ url })),
  };
}

/** '13.2' → 13.2; '' → null; anything else (3 decimals, letters) → NaN so the schema reports it. */
const textToAmount = (text: string) => {
  const t = text.trim();
  if (!t) return null;
  return /^\d{1,9}(?:\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
};

/** '10000' → 10000; '' → null (required); a non-integer → NaN. */
const textToInt = (text: string) => {
  const t = text.trim();
  if (!t) return null;
  return /^\d{1,12}$/.test(t) ? Number(t) : Number.NaN;
};

/** '13.2' → 1320 cents; '' → null; anything else → NaN. */
export function textToCents(text: string): number | null {
  const amount = textToAmount(text);
  return amount === null ? null : toCents(amount);
}

/** The phone's text back into model values. */
export function fromTextValues(v: ClueTextValues): ClueFormValues {
  const { categoryId, quantity, moq, price, condition, images, ...same } = v;
  return {
    ...same,
    categoryId: categoryId === null ? [] : [categoryId],
    quantity: textToInt(quantity),
    moq: textToInt(moq),
    priceMin: textToAmount(price),
    condition: condition || undefined,
    images: images.map((i) => i.url),
  };
}

function findNode(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The phone's check before sending: the schema's verdict per field, and a category that still has children
 * (the picker lets the user stop at any level). The body once everything passes.
 */
export function validateText(v: ClueTextValues, tree?: readonly CategoryNode[]): { body?: ClueForm; errors: FieldErrors } {
  const input = toClueBody(fromTextValues(v));
  const parsed = clueForm.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : schemaFieldErrors(input, parsed.error.issues);
  if (!errors.categoryId && v.categoryId && tree) {
    const node = findNode(tree, v.categoryId);
    if (node && node.children.length > 0) errors.categoryId = PublishMsg.categoryNotLeaf;
  }
  return Object.keys(errors).length === 0 && parsed.success ? { body: parsed.data, errors } : { errors };
}

/* ---------- A prefill from the AI assistant ---------- */

/** The query parameter that carries a prefill: `/source/publish?draft=<json of ClueFormInput fields>`. */
export const DRAFT_PARAM = 'draft';

/**
 * The form values a prefill (`?draft=`, the assistant's demand draft) brings: each field of the JSON is checked on
 * its own against the shared schema and kept only when it passes (an unknown field or a bad value is dropped, the
 * user fills it in); priceMin arrives in cents and becomes yuan; categoryId is the leaf id (`categoryPath` turns it
 * into the form's path). Null when there is no prefill or it is not a JSON object. The form is never submitted for
 * the user: they check, complete and send it themselves.
 */
export function fromDraft(raw: string | null): { values: Partial<Omit<ClueFormValues, 'categoryId'>>; categoryId?: number } | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const values: Record<string, unknown> = {};
  let categoryId: number | undefined;
  for (const [field, value] of Object.entries(json as Record<string, unknown>)) {
    if (!FIELDS.has(field) || value === undefined) continue;
    const parsed = clueFormObject.shape[field as ClueFormField].safeParse(value);
    if (!parsed.success || parsed.data === undefined) continue;
    if (field === 'categoryId') categoryId = parsed.data as number;
    else if (field === 'priceMin') values.priceMin = parsed.data === null ? null : (parsed.data as number) / 100;
    else values[field] = parsed.data;
  }
  return { values: values as Partial<Omit<ClueFormValues, 'categoryId'>>, categoryId };
}

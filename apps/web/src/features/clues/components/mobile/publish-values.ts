import { GoodsType, PublishLimits, type StockType } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { clueForm, type CategoryNode, type ClueForm, type ClueFormField, type ClueFormInput, type ClueRecord } from '@mts/shared/schemas';
import { namedFieldError, schemaFieldErrors, toCents, type FieldErrors } from '../../clue-form-values';

export type { FieldErrors };

/** What the publish form holds while typing: numbers stay text until submit, money in yuan/dollars. */
export type PublishValues = {
  type: 1 | 2;
  categoryId: number | null;
  brand: string;
  goodsModel: string;
  goodsName: string;
  quantity: string;
  moq: string;
  priceUnit: 0 | 10;
  /** Yuan or dollars with up to 2 decimals; empty for 求购 means 面议. */
  price: string;
  taxIncluded: boolean;
  dateCode: string;
  condition: string;
  package: string;
  deliveryPlace: string;
  stockType: StockType;
  leadTime: string;
  contactName: string;
  contactMobile: string;
  images: { url: string; thumbnailUrl?: string }[];
  remark: string;
};

export function emptyValues(defaults: { type?: 1 | 2; contactName?: string; contactMobile?: string } = {}): PublishValues {
  return {
    type: defaults.type ?? GoodsType.Supply,
    categoryId: null,
    brand: '',
    goodsModel: '',
    goodsName: '',
    quantity: '',
    moq: '',
    priceUnit: 0,
    price: '',
    taxIncluded: false,
    dateCode: '',
    condition: '',
    package: '',
    deliveryPlace: '',
    stockType: '现货',
    leadTime: '',
    contactName: defaults.contactName ?? '',
    contactMobile: defaults.contactMobile ?? '',
    images: [],
    remark: '',
  };
}

/** A lead's record back into the form (editing). */
export function valuesFromRecord(r: ClueRecord): PublishValues {
  return {
    type: r.type === GoodsType.Demand ? GoodsType.Demand : GoodsType.Supply,
    categoryId: r.categoryId,
    brand: r.brandName,
    goodsModel: r.goodsModel,
    goodsName: r.goodsName,
    quantity: String(r.quantity),
    moq: String(r.moq),
    priceUnit: r.priceUnit === 10 ? 10 : 0,
    price: r.priceMin === null ? '' : centsToText(r.priceMin),
    taxIncluded: r.taxIncluded,
    dateCode: r.dateCode,
    condition: r.condition,
    package: r.package,
    deliveryPlace: r.deliveryPlace,
    stockType: r.stockType,
    leadTime: r.leadTime,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    images: r.images.map((url) => ({ url })),
    remark: r.remark,
  };
}

const centsToText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** '13.2' → 1320 cents; '' → null; anything else (3 decimals, letters) → NaN so the schema reports it. */
export function textToCents(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return /^\d{1,9}(?:\.\d{1,2})?$/.test(t) ? toCents(Number(t)) : Number.NaN;
}

/** '10000' → 10000; '' → undefined (required); a non-integer → NaN. */
function textToInt(text: string): number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  return /^\d{1,12}$/.test(t) ? Number(t) : Number.NaN;
}

/** The body the API takes (money in cents). */
export function toBody(v: PublishValues): ClueFormInput {
  const supply = v.type === GoodsType.Supply;
  return {
    type: v.type,
    categoryId: v.categoryId ?? (undefined as unknown as number),
    brand: v.brand,
    goodsModel: v.goodsModel,
    goodsName: v.goodsName,
    quantity: textToInt(v.quantity) as number,
    moq: textToInt(v.moq) as number,
    priceUnit: v.priceUnit,
    priceMin: textToCents(v.price),
    taxIncluded: supply ? v.taxIncluded : false,
    dateCode: v.dateCode,
    condition: v.condition as ClueForm['condition'],
    package: v.package,
    deliveryPlace: v.deliveryPlace,
    stockType: v.stockType,
    leadTime: v.stockType === '期货' ? v.leadTime : '',
    contactName: v.contactName,
    contactMobile: v.contactMobile,
    images: v.images.map((i) => i.url).slice(0, PublishLimits.maxImages + 1),
    remark: v.remark,
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

/** Checks the form with the shared clueForm schema; the first message of each field, keyed by field. */
export function validate(v: PublishValues, tree?: readonly CategoryNode[]): { body?: ClueForm; errors: FieldErrors } {
  const input = toBody(v);
  const parsed = clueForm.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : schemaFieldErrors(input, parsed.error.issues);
  if (!errors.categoryId && v.categoryId && tree) {
    const node = findNode(tree, v.categoryId);
    if (node && node.children.length > 0) errors.categoryId = PublishMsg.categoryNotLeaf;
  }
  return Object.keys(errors).length === 0 && parsed.success ? { body: parsed.data, errors } : { errors };
}

/** Messages the server sends without naming the field (service rules), mapped back to their field. */
const MESSAGE_FIELD: Partial<Record<string, ClueFormField>> = {
  [PublishMsg.categoryNotLeaf]: 'categoryId',
  [PublishMsg.moqAboveQuantity]: 'moq',
  [PublishMsg.priceRequired]: 'priceMin',
  [PublishMsg.leadTimeRequired]: 'leadTime',
};

/**
 * A server 400 reply as a field error: `参数 goodsModel 无效：请输入型号…` (or `参数 images.2 …`) names the
 * field; a known rule message maps to its field. Anything else is left to the toast.
 */
export function serverFieldError(msg: string): { field: ClueFormField; message: string } | null {
  const named = namedFieldError(msg);
  if (named) return named;
  const field = MESSAGE_FIELD[msg];
  return field ? { field, message: msg } : null;
}

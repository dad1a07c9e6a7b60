import { CONDITIONS, PriceUnit } from '@mts/shared/constants';
import { formatDate } from '@mts/shared/format';
import { DATE_CODE_RE, rfqQuoteBody, type RfqQuote, type RfqQuoteBody, type RfqRow } from '@mts/shared/schemas';
import { centsFromText, intFromText, textFromCents } from '@/lib/money-input';
import { firstPerField } from '@/lib/schema-errors';

/** What the quote form's inputs hold: money and quantity as typed, the rest as sent. */
export type QuoteValues = {
  price: string;
  priceUnit: 0 | 10;
  quantity: string;
  dateCode: string;
  condition: (typeof CONDITIONS)[number];
  deliveryDate: string;
  taxIncluded: boolean;
  remark: string;
};
export type QuoteField = keyof QuoteValues;

export const QUOTE_CONDITIONS = CONDITIONS;
const unitOf = (unit: number): 0 | 10 => (unit === PriceUnit.Dollar ? PriceUnit.Dollar : PriceUnit.Yuan);
const DAY = 86_400_000;

/**
 * The form as it starts: his quote when he has one (修改报价), else the RFQ's terms (the quantity wanted, the
 * currency of the target price, the date code wanted when it is one, 原装, delivery in a week).
 */
export function quoteValuesOf(rfq: RfqRow, mine: RfqQuote | null | undefined, now = Date.now()): QuoteValues {
  if (mine)
    return {
      price: textFromCents(mine.price),
      priceUnit: unitOf(mine.priceUnit),
      quantity: String(mine.quantity),
      dateCode: mine.dateCode,
      condition: (CONDITIONS as readonly string[]).includes(mine.condition) ? (mine.condition as QuoteValues['condition']) : '原装',
      deliveryDate: mine.deliveryDate,
      taxIncluded: mine.taxIncluded,
      remark: mine.remark,
    };
  return {
    price: '',
    priceUnit: unitOf(rfq.targetUnit),
    quantity: String(rfq.quantity),
    dateCode: DATE_CODE_RE.test(rfq.dateCode) ? rfq.dateCode : '',
    condition: '原装',
    deliveryDate: formatDate(new Date(now + 7 * DAY), 'yyyy-MM-dd'),
    taxIncluded: false,
    remark: '',
  };
}

/** POST /rfq/quote's body checked by the shared schema: `{ body }` or `{ errors }` per field. */
export function quoteBodyOf(rfqId: number, values: QuoteValues): { body: RfqQuoteBody } | { errors: Partial<Record<QuoteField, string>> } {
  const raw = {
    rfqId,
    price: centsFromText(values.price),
    priceUnit: values.priceUnit,
    quantity: intFromText(values.quantity),
    dateCode: values.dateCode.trim(),
    condition: values.condition,
    deliveryDate: values.deliveryDate,
    taxIncluded: values.taxIncluded,
    remark: values.remark.trim(),
  };
  const parsed = rfqQuoteBody.safeParse(raw);
  if (parsed.success) return { body: parsed.data };
  return { errors: firstPerField<QuoteField>(parsed.error.issues) };
}

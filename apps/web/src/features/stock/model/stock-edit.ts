import { PriceUnit } from '@mts/shared/constants';
import { StockMsg } from '@mts/shared/messages';
import { stockEditBody, type StockEditBody, type StockGoodsRow } from '@mts/shared/schemas';
import { centsFromText, intFromText, textFromCents } from '@/lib/money-input';
import { schemaError } from '@/lib/schema-errors';

/** What the edit inputs hold: the price as typed (yuan or dollars; empty = 面议), its unit, the quantity as typed. */
export type StockEditValues = { price: string; priceUnit: 0 | 10; quantity: string };

/** The currencies a price can be in. */
export const PRICE_UNITS: readonly { value: 0 | 10; symbol: string; label: string }[] = [
  { value: PriceUnit.Yuan, symbol: '¥', label: '人民币' },
  { value: PriceUnit.Dollar, symbol: '$', label: '美元' },
];

/** The inputs as they start for a line. */
export const editValuesOf = (row: Pick<StockGoodsRow, 'priceMin' | 'priceUnit' | 'quantity'>): StockEditValues => ({
  price: textFromCents(row.priceMin),
  priceUnit: row.priceUnit === PriceUnit.Dollar ? PriceUnit.Dollar : PriceUnit.Yuan,
  quantity: String(row.quantity),
});

/**
 * POST /stock/edit's body for what changed (the price with its unit, the quantity), checked by the shared schema:
 * `{ body }`, or `{ error }` with the schema's message (or 请修改单价或数量 when nothing changed).
 */
export function editBodyOf(row: Pick<StockGoodsRow, 'id' | 'priceMin' | 'priceUnit' | 'quantity'>, values: StockEditValues): { body: StockEditBody } | { error: string } {
  const body: StockEditBody = { id: row.id };
  const priceText = values.price.trim();
  const priceMin = priceText === '' ? null : centsFromText(priceText);
  if (priceMin !== row.priceMin || (priceMin !== null && values.priceUnit !== row.priceUnit)) {
    body.priceMin = priceMin;
    body.priceUnit = values.priceUnit;
  }
  const quantity = intFromText(values.quantity);
  if (quantity !== row.quantity) body.quantity = quantity;
  if (Object.keys(body).length === 1) return { error: StockMsg.editNothing };
  const error = schemaError(stockEditBody, body);
  return error ? { error } : { body };
}

import { PriceUnit } from '@mts/shared/constants';
import { StockMsg } from '@mts/shared/messages';
import type { StockLine } from '@mts/shared/schemas';
import { STOCK_FIELDS, type StockField, type StockMapping } from '@mts/shared/stock';
import { cellText, cleanText, isBlank } from './cells.ts';
import { normalizeHeader } from './header.ts';
import { refuse, RowRefusal } from './refusal.ts';
import type { BrandMatcher, CellValue, SheetRow, StockRowResult } from './types.ts';
import { conditionIn, parseCondition } from './values/condition.ts';
import { parseCount } from './values/count.ts';
import { parseDateCode } from './values/date-code.ts';
import { parsePartNumber } from './values/part-number.ts';
import { normalizePlace, placeIn } from './values/place.ts';
import { parseCurrency, parsePrice } from './values/price.ts';

/** What every line of one sheet is read with. */
export interface LineContext {
  mapping: StockMapping;
  brands: BrandMatcher;
  /** The currency the price column's header names (`Price(USD)`): used when neither the cell nor a 币种 column says. */
  headerUnit: number | null;
  /** The 型号 column's header, normalised: a row repeating it is a header repeated mid-sheet, skipped. */
  modelHeader: string;
}

/** A stock list's default condition: a broker's list is of original parts unless it says otherwise. */
const DEFAULT_CONDITION = '原装';
const MAX = { brand: 32, package: 32, deliveryPlace: 32, remark: 500 };
const TOTALS = /^(?:合计|总计|小计|共计|总数|total|grandtotal|sum)(?:$|[:：(])/i;

const bounded = (text: string, max: number) => (text.length > max ? refuse(StockMsg.rowTooLong) : text);

/** A totals row at the foot of the list (合计 / 总计 / Total in some cell, no part number): skipped, not refused. */
function isTotals(cells: CellValue[], model: CellValue): boolean {
  return (isBlank(model) || TOTALS.test(cellText(model).replace(/\s+/g, ''))) && cells.some((c) => TOTALS.test(cellText(c).replace(/\s+/g, '')));
}

function toLine(row: number, cell: (f: StockField) => CellValue, ctx: LineContext): StockLine {
  const goodsModel = parsePartNumber(cell('goodsModel'));
  // An empty quantity is refused rather than read as 0: 0 takes a line off the shelf, and a blank cell in a broker's
  // list means "ask me", which is no stock to list.
  const quantity = parseCount(cell('quantity'), StockMsg.rowQuantity, StockMsg.rowQuantityRange) ?? refuse(StockMsg.rowQuantity);
  // MOQ: empty or 0 (no minimum) is 1.
  const moq = parseCount(cell('moq'), StockMsg.rowMoq, StockMsg.rowMoq) || 1;
  const price = parsePrice(cell('price'));
  const columnUnit = parseCurrency(cell('currency'));
  if (price.unit !== null && columnUnit !== null && price.unit !== columnUnit) refuse(StockMsg.rowCurrency);
  const dateCode = parseDateCode(cell('dateCode'));
  const remark = bounded(cleanText(cellText(cell('remark'))), MAX.remark);
  const condition = parseCondition(cell('condition')) || conditionIn(remark) || DEFAULT_CONDITION;
  const brandText = bounded(cleanText(cellText(cell('brand'))), MAX.brand);
  const brand = brandText ? ctx.brands(brandText) : null;
  const pkg = bounded(cleanText(cellText(cell('package'))), MAX.package);
  const placeText = cleanText(cellText(cell('deliveryPlace')));
  // Left '' when nothing names it: the import applies the trader's default place.
  const deliveryPlace = bounded((placeText && normalizePlace(placeText)) || placeIn(remark) || '', MAX.deliveryPlace);
  if (quantity > 0 && moq > quantity) refuse(StockMsg.rowMoqAboveQuantity);
  return {
    row,
    goodsModel,
    brandId: brand?.id ?? null,
    brandName: brand?.name ?? brandText,
    quantity,
    dateCode,
    priceMin: price.cents,
    priceUnit: price.unit ?? columnUnit ?? ctx.headerUnit ?? PriceUnit.Yuan,
    package: pkg,
    moq,
    condition,
    deliveryPlace,
    remark,
  };
}

/**
 * One data row → a listed line or a refused one (the first reason found), or null for a row that is no line at all:
 * blank in every mapped column (a 序号 alone), a totals row, the header repeated.
 */
export function checkLine(r: SheetRow, ctx: LineContext): StockRowResult | null {
  const cell = (f: StockField): CellValue => {
    const i = ctx.mapping[f];
    return i === undefined ? null : (r.cells[i] ?? null);
  };
  if (STOCK_FIELDS.every((f) => isBlank(cell(f)))) return null;
  if (isTotals(r.cells, cell('goodsModel'))) return null;
  const written = cleanText(cellText(cell('goodsModel'))).slice(0, 64);
  if (ctx.modelHeader && normalizeHeader(written) === ctx.modelHeader) return null;
  try {
    const line = toLine(r.row, cell, ctx);
    return { row: r.row, goodsModel: line.goodsModel, line };
  } catch (err) {
    if (err instanceof RowRefusal) return { row: r.row, goodsModel: written, reason: err.reason };
    throw err;
  }
}

import { BOM_FIELDS, BOM_FIELD_SYNONYMS, BomLimits, type BomField } from '@mts/shared/bom';
import { PriceUnit } from '@mts/shared/constants';
import { BomMsg } from '@mts/shared/messages';
import type { BomRowError } from '@mts/shared/schemas';
import { normalizePartNumber } from '@mts/shared/validate';
import { cellText, cleanText } from '../stock/reader/cells.ts';
import { normalizeHeader } from '../stock/reader/header.ts';
import { RowRefusal } from '../stock/reader/refusal.ts';
import type { BrandMatcher, CellValue } from '../stock/reader/types.ts';
import { parseCount } from '../stock/reader/values/count.ts';
import { parsePartNumber } from '../stock/reader/values/part-number.ts';
import { parsePrice } from '../stock/reader/values/price.ts';

/**
 * BOM lines as given (issue 24): a pasted text or the rows of a sheet, each read with the stock reader's value
 * parsers (part number, count, price) and kept, or refused with its row and a Chinese reason.
 */

/** A line ready to be saved. */
export interface BomLineInput {
  row: number;
  goodsModel: string;
  modelNorm: string;
  brandId: number | null;
  brandText: string;
  quantity: number;
  targetPrice: number | null;
  targetUnit: number;
  dateCode: string;
  remark: string;
}

export interface ReadResult {
  lines: BomLineInput[];
  errors: BomRowError[];
}

export type BomMapping = Partial<Record<BomField, number>>;

const FIELD_BY_NAME = new Map<string, BomField>();
for (const f of BOM_FIELDS) for (const name of BOM_FIELD_SYNONYMS[f]) if (!FIELD_BY_NAME.has(normalizeHeader(name))) FIELD_BY_NAME.set(normalizeHeader(name), f);

/** The BOM field a header cell names (BOM synonyms: 目标价 and 单价 are the target price), or null. */
export function bomFieldOf(header: string): BomField | null {
  const whole = FIELD_BY_NAME.get(normalizeHeader(header));
  if (whole) return whole;
  for (const part of header.split(/[/\n|｜]/)) {
    const f = part.trim() ? FIELD_BY_NAME.get(normalizeHeader(part)) : undefined;
    if (f) return f;
  }
  return null;
}

/** A header row's mapping (each field to its first column); null unless it names the part number. */
export function bomHeaderMapping(cells: readonly CellValue[]): BomMapping | null {
  const mapping: BomMapping = {};
  cells.forEach((c, i) => {
    const f = bomFieldOf(cellText(c ?? null));
    if (f && mapping[f] === undefined) mapping[f] = i;
  });
  return mapping.goodsModel === undefined ? null : mapping;
}

const TEXT_MAX = 200;
const errorText = (s: string) => cleanText(s).slice(0, TEXT_MAX);

/** Quantity: 2000, 2,000, 2k, 1W, 1万; `两千` and other words are refused; 0 wants nothing. */
function quantityOf(v: CellValue): number | null {
  const n = parseCount(v, BomMsg.rowQuantity, BomMsg.rowQuantityRange);
  if (n === 0) throw new RowRefusal(BomMsg.rowQuantityRange);
  return n;
}

/** A target price with its currency (¥ unless written otherwise). */
function targetOf(v: CellValue): { cents: number | null; unit: number } {
  try {
    const p = parsePrice(v);
    return { cents: p.cents, unit: p.unit ?? PriceUnit.Yuan };
  } catch (err) {
    if (err instanceof RowRefusal) throw new RowRefusal(BomMsg.rowPrice);
    throw err;
  }
}

function lineOf(
  row: number,
  model: CellValue,
  rest: { brand?: string; quantity: CellValue; target?: CellValue; dateCode?: string; remark?: string },
  brands: BrandMatcher,
): BomLineInput {
  const goodsModel = parsePartNumber(model);
  const quantity = quantityOf(rest.quantity);
  if (quantity === null) throw new RowRefusal(BomMsg.rowNoQuantity);
  const brandText = cleanText(rest.brand ?? '').slice(0, 32);
  const brand = brandText ? brands(brandText) : null;
  const target = rest.target === undefined || rest.target === null ? { cents: null, unit: PriceUnit.Yuan } : targetOf(rest.target);
  return {
    row,
    goodsModel,
    modelNorm: normalizePartNumber(goodsModel).slice(0, 64),
    brandId: brand?.id ?? null,
    brandText: brand ? brand.name : brandText,
    quantity,
    targetPrice: target.cents,
    targetUnit: target.unit,
    dateCode: cleanText(rest.dateCode ?? '').slice(0, 16),
    remark: cleanText(rest.remark ?? '').slice(0, TEXT_MAX),
  };
}

/** Runs `read` for one row: its line, or its refusal with the row's text. */
function attempt(row: number, text: string, read: () => BomLineInput, out: ReadResult): void {
  try {
    out.lines.push(read());
  } catch (err) {
    if (!(err instanceof RowRefusal)) throw err;
    out.errors.push({ row, text: errorText(text), reason: err.reason });
  }
}

/** A row of cells under a mapping (a sheet, or tab-separated lines with a header). */
export function readMappedRow(row: number, cells: readonly CellValue[], m: BomMapping, brands: BrandMatcher, out: ReadResult): void {
  const at = (f: BomField): CellValue => (m[f] === undefined ? null : (cells[m[f]] ?? null));
  const text = cells.map((c) => cellText(c ?? null)).join(' ');
  attempt(
    row,
    text,
    () =>
      lineOf(
        row,
        at('goodsModel'),
        { brand: cellText(at('brand')), quantity: at('quantity'), target: at('targetPrice'), dateCode: cellText(at('dateCode')), remark: cellText(at('remark')) },
        brands,
      ),
    out,
  );
}

const TARGET_WORD = /^(?:目标价|目标单价|目标|target(?:price)?)[:：=]?/i;
const CURRENCY_SIGN = /^(?:[¥￥$]|us\$|rmb|usd)|(?:元|美元|usd|rmb)$/i;
const DATE_CODE = /^(?:dc[:：]?)?(?:\d{2}\+|\d{4}\+?)$/i;

/**
 * One free-form line: `型号 数量 [品牌] [目标价…] [批次]` split at spaces (a comma right after a token is a
 * separator, `10,000` is a number), or cells split at tabs (the part number is the first cell). The quantity is the
 * first token after the part number that reads as a count; the tokens before it belong to the part number
 * (`W25Q128JVSIQ TR 10,000`, `H5AN8G6NDJR XNC 500`).
 */
export function readFreeLine(row: number, raw: string, brands: BrandMatcher, out: ReadResult): void {
  attempt(
    row,
    raw,
    () => {
      const tabbed = raw.includes('\t');
      const tokens = (tabbed ? raw.split('\t') : raw.trim().split(/\s+/)).map((t) => t.trim().replace(/[,，;；]+$/, '')).filter((t) => t !== '');
      if (tokens.length === 0) throw new RowRefusal(BomMsg.rowNoModel);
      if (raw.length > 1000) throw new RowRefusal(BomMsg.rowTooLong);
      let q = -1;
      let firstBad: RowRefusal | null = null;
      for (let i = 1; i < tokens.length; i++) {
        try {
          if (quantityOf(tokens[i]!) !== null) {
            q = i;
            break;
          }
        } catch (err) {
          if (!(err instanceof RowRefusal)) throw err;
          firstBad ??= err;
          // Tab-separated: the second cell is where the quantity is.
          if (tabbed) break;
        }
      }
      // The part number is checked first: a 300-character part number is refused as such, not for its quantity.
      const modelText = tabbed || q < 0 ? tokens[0]! : tokens.slice(0, q).join(' ');
      parsePartNumber(modelText);
      if (q < 0) throw firstBad && tokens.length > 1 ? new RowRefusal(BomMsg.rowQuantity) : new RowRefusal(BomMsg.rowNoQuantity);
      if (tabbed && q !== 1) throw new RowRefusal(BomMsg.rowQuantity);
      let brand = '';
      let target: string | undefined;
      let dateCode = '';
      const remark: string[] = [];
      for (const t of tokens.slice(q + 1)) {
        if (TARGET_WORD.test(t)) target = t.replace(TARGET_WORD, '') || undefined;
        else if (target === undefined && CURRENCY_SIGN.test(t)) target = t;
        else if (!dateCode && DATE_CODE.test(t)) dateCode = t.replace(/^dc[:：]?/i, '');
        else if (!brand && brands(t)) brand = t;
        else if (!brand && tabbed) brand = t;
        else remark.push(t);
      }
      if (!brand && !tabbed && remark.length && /^[A-Za-z\u4e00-\u9fa5]/.test(remark[0]!)) brand = remark.shift()!;
      return lineOf(row, modelText, { quantity: tokens[q]!, brand, target, dateCode, remark: remark.join(' ') }, brands);
    },
    out,
  );
}

/**
 * A pasted list: blank lines skipped; a first line naming 型号 (and more) is a header and maps the tab- or
 * space-separated columns; otherwise each line is read free-form. At most BomLimits.maxLines lines (the schema
 * refuses more before this runs).
 */
export function readPaste(text: string, brands: BrandMatcher): ReadResult {
  const out: ReadResult = { lines: [], errors: [] };
  const rows = text.split(/\r\n|\n|\r/);
  let mapping: BomMapping | null = null;
  let tabbedHeader = false;
  let seen = 0;
  rows.forEach((raw, i) => {
    if (raw.trim() === '') return;
    seen += 1;
    if (seen > BomLimits.maxLines) return;
    const row = i + 1;
    if (seen === 1) {
      tabbedHeader = raw.includes('\t');
      const cells = tabbedHeader ? raw.split('\t') : raw.trim().split(/\s+/);
      const m = bomHeaderMapping(cells);
      if (m && m.quantity !== undefined && cells.filter((c) => bomFieldOf(c) !== null).length === cells.filter((c) => c.trim() !== '').length) {
        mapping = m;
        return;
      }
    }
    if (mapping && tabbedHeader) readMappedRow(row, raw.split('\t'), mapping, brands, out);
    else readFreeLine(row, raw, brands, out);
  });
  return out;
}

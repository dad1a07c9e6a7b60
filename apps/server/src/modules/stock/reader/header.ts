import { createHash } from 'node:crypto';
import type { StockColumn } from '@mts/shared/schemas';
import { STOCK_FIELDS, STOCK_FIELD_SYNONYMS, StockLimits, type StockField, type StockMapping } from '@mts/shared/stock';
import { cellText } from './cells.ts';
import type { CellValue, SheetRow } from './types.ts';

/**
 * A header cell as compared with STOCK_FIELD_SYNONYMS: NFKC, lower case, units in brackets dropped (`Price(USD)`,
 * `单价（元）`, `数量[pcs]`), then spaces and . / \ _ - : * # removed (`Part No.`, `P/N`, `*型号`).
 */
export const normalizeHeader = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]|【[^】]*】/g, '')
    .replace(/[\s./\\_\-:*#()【】]/g, '');

const FIELD_BY_NAME = new Map<string, StockField>();
for (const f of STOCK_FIELDS) for (const name of STOCK_FIELD_SYNONYMS[f]) if (!FIELD_BY_NAME.has(name)) FIELD_BY_NAME.set(name, f);

/** The field a header cell names, if any; a bilingual header (`型号/Part No.`, `数量\nQty`) is tried part by part. */
export function fieldOf(header: string): StockField | null {
  const whole = FIELD_BY_NAME.get(normalizeHeader(header));
  if (whole) return whole;
  for (const part of header.split(/[/\n|｜]/)) {
    const f = FIELD_BY_NAME.get(normalizeHeader(part));
    if (f && part.trim()) return f;
  }
  return null;
}

/** The columns of a header row, each field given to its first column only (a second 单价 column is not read). */
export function headerColumns(cells: CellValue[]): { columns: StockColumn[]; mapping: StockMapping } {
  let last = cells.length - 1;
  while (last >= 0 && cellText(cells[last] ?? null) === '') last--;
  const mapping: StockMapping = {};
  const columns: StockColumn[] = [];
  for (let index = 0; index <= last; index++) {
    const header = cellText(cells[index] ?? null);
    let field = header ? fieldOf(header) : null;
    if (field && mapping[field] !== undefined) field = null;
    if (field) mapping[field] = index;
    columns.push({ index, header, field });
  }
  return { columns, mapping };
}

export interface HeaderFound {
  headerRow: number;
  columns: StockColumn[];
  mapping: StockMapping;
  headerKey: string;
}

/** A stable key of the header (its normalised cells in order), to find the mapping a trader confirmed for it. */
export const headerKey = (columns: StockColumn[]): string =>
  createHash('sha256')
    .update(JSON.stringify(columns.map((c) => normalizeHeader(c.header))))
    .digest('hex');

export interface SheetScan {
  header: HeaderFound | null;
  /** Some cell of the sheet holds something. */
  hasContent: boolean;
  /** A non-blank row follows the header. */
  hasData: boolean;
}

const nonBlank = (r: SheetRow) => r.cells.some((c) => cellText(c) !== '');

/**
 * The header among the first StockLimits.headerScanRows rows: the row naming the most fields, 型号 among them
 * (the first such row on a tie). A title block, blank rows and merged title cells above it are passed over.
 * Reads on past the scan only to the first non-blank row under the header.
 */
export async function scanSheet(rows: AsyncIterable<SheetRow>): Promise<SheetScan> {
  let header: HeaderFound | null = null;
  let bestCount = 0;
  let hasContent = false;
  let hasData = false;
  for await (const r of rows) {
    const filled = nonBlank(r);
    hasContent ||= filled;
    if (r.row <= StockLimits.headerScanRows) {
      const { columns, mapping } = headerColumns(r.cells);
      const count = Object.keys(mapping).length;
      if (mapping.goodsModel !== undefined && count > bestCount) {
        header = { headerRow: r.row, columns, mapping, headerKey: headerKey(columns) };
        bestCount = count;
        hasData = false;
      } else if (header && filled) hasData = true;
      continue;
    }
    if (!header || hasData) break;
    if (filled) {
      hasData = true;
      break;
    }
  }
  return { header, hasContent, hasData };
}

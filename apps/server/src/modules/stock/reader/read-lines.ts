import { StockLimits, type StockMapping } from '@mts/shared/stock';
import { StockMsg } from '@mts/shared/messages';
import { AppError } from '../../../lib/errors.ts';
import { cellText } from './cells.ts';
import { normalizeHeader } from './header.ts';
import { checkLine, type LineContext } from './line.ts';
import { openBook } from './open-book.ts';
import type { BrandMatcher, StockFile, StockRowResult } from './types.ts';
import { headerCurrency } from './values/price.ts';

export interface ReadOptions {
  sheet: string;
  /** 1-based, as inspectStockFile found it. */
  headerRow: number;
  mapping: StockMapping;
  brands: BrandMatcher;
}

/**
 * The data lines under the header, each checked (listed or refused with its reason), streamed row by row: the
 * sheet is never held as objects. Blank rows, totals and a repeated header are skipped. The file is checked again
 * as inspectStockFile checks it (the caller may hand over any bytes); more than StockLimits.maxRows lines throw
 * AppError(400, tooManyRows) when the line past the limit is reached.
 */
export async function* readStockLines(file: StockFile, opts: ReadOptions): AsyncGenerator<StockRowResult> {
  const book = await openBook(file);
  const sheet = book.encoding === null ? opts.sheet : book.sheets[0]!;
  const ctx: LineContext = { mapping: opts.mapping, brands: opts.brands, headerUnit: null, modelHeader: '' };
  for await (const r of book.rows(sheet)) {
    if (r.row < opts.headerRow) continue;
    if (r.row === opts.headerRow) {
      const at = (i: number | undefined) => (i === undefined ? '' : cellText(r.cells[i] ?? null));
      ctx.headerUnit = headerCurrency(at(opts.mapping.price));
      ctx.modelHeader = normalizeHeader(at(opts.mapping.goodsModel));
      continue;
    }
    const result = checkLine(r, ctx);
    if (!result) continue;
    if (r.row - opts.headerRow > StockLimits.maxRows) throw new AppError(400, StockMsg.tooManyRows);
    yield result;
  }
}

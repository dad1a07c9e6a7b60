import { and, eq, isNull, sql } from 'drizzle-orm';
import { stockImportLines } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';

/** The import is no longer running (cancelled): stop, write nothing. */
export class ImportStopped extends Error {
  constructor() {
    super('stock import no longer running');
  }
}

/** Drops the valid lines read for an import (the refused ones stay for its report). */
export async function dropValidLines(ctx: ServiceContext, importId: number): Promise<void> {
  await ctx.db.delete(stockImportLines).where(and(eq(stockImportLines.importId, importId), isNull(stockImportLines.reason)));
}

/** A line as staged: every column of stock_import_lines but the import's id. */
export interface StagedLine {
  row: number;
  goodsModel: string;
  modelNorm: string;
  brandId: number | null;
  brandText: string;
  goodsName: string;
  categoryId: number | null;
  quantity: number;
  priceUnit: number;
  priceMin: number | null;
  dateCode: string;
  condition: string;
  package: string;
  moq: number;
  deliveryPlace: string;
  remark: string;
  /** tsvector text (modules/search). */
  searchText: string | null;
  /** Why it was refused; null for a valid line. */
  reason: string | null;
}

const COLUMNS: [keyof StagedLine, string, string][] = [
  ['row', 'row', 'int'],
  ['goodsModel', 'goods_model', 'text'],
  ['modelNorm', 'model_norm', 'text'],
  ['brandId', 'brand_id', 'int'],
  ['brandText', 'brand_text', 'text'],
  ['goodsName', 'goods_name', 'text'],
  ['categoryId', 'category_id', 'int'],
  ['quantity', 'quantity', 'int'],
  ['priceUnit', 'price_unit', 'smallint'],
  ['priceMin', 'price_min', 'int'],
  ['dateCode', 'date_code', 'text'],
  ['condition', 'condition', 'text'],
  ['package', 'package', 'text'],
  ['moq', 'moq', 'int'],
  ['deliveryPlace', 'delivery_place', 'text'],
  ['remark', 'remark', 'text'],
  ['searchText', 'search_text', 'tsvector'],
  ['reason', 'reason', 'text'],
];
const names = sql.raw(COLUMNS.map(([, c]) => c).join(', '));
const recordType = sql.raw(COLUMNS.map(([, c, t]) => `${c} ${t === 'tsvector' ? 'text' : t}`).join(', '));
const selected = sql.raw(COLUMNS.map(([, c, t]) => (t === 'tsvector' ? `r.${c}::tsvector` : `r.${c}`)).join(', '));

/**
 * Writes a batch of lines in one statement with one parameter (a JSON array read by json_to_recordset): 2000 lines
 * as 36,000 bound parameters cost more to send and parse than the rows themselves.
 */
export async function insertLines(ctx: ServiceContext, importId: number, lines: StagedLine[]): Promise<void> {
  if (!lines.length) return;
  const json = JSON.stringify(lines.map((l) => Object.fromEntries(COLUMNS.map(([k, c]) => [c, l[k]]))));
  await ctx.db.execute(
    sql`insert into ${stockImportLines} (import_id, ${names}) select ${importId}::int, ${selected} from json_to_recordset(${json}::json) as r(${recordType})`,
  );
}

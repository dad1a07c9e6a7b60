import type { MultipartFile } from '@fastify/multipart';
import { BomLimits } from '@mts/shared/bom';
import { BomMsg, StockMsg } from '@mts/shared/messages';
import { AppError, badRequest } from '../../lib/errors.ts';
import { cellText, cleanText } from '../stock/reader/cells.ts';
import { inspectStockFile } from '../stock/reader/index.ts';
import { openBook } from '../stock/reader/open-book.ts';
import type { BrandMatcher } from '../stock/reader/types.ts';
import { bomHeaderMapping, readMappedRow, type ReadResult } from './lines.ts';

/** The `name` form field sent before the file (the BOM's name), trimmed to BomLimits.nameMax. */
function nameField(part: MultipartFile): string | undefined {
  const field = part.fields.name;
  const value = field && !Array.isArray(field) && field.type === 'field' ? cleanText(String(field.value)) : '';
  return value ? value.slice(0, BomLimits.nameMax) : undefined;
}

/** The file's name without its extension: the BOM's name when no `name` field came. */
const baseName = (fileName: string | undefined) => cleanText((fileName ?? '').split(/[\\/]/).pop() ?? '').replace(/\.[a-z0-9]+$/i, '').slice(0, BomLimits.nameMax);

async function readPart(file: () => Promise<MultipartFile | undefined>) {
  try {
    const part = await file();
    if (!part) throw badRequest(BomMsg.fileMissing);
    const bytes = await part.toBuffer();
    if (!bytes.length) throw badRequest(StockMsg.fileEmpty);
    return { fileName: part.filename || 'bom.xlsx', bytes, name: nameField(part) ?? (baseName(part.filename) || undefined) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(StockMsg.fileTooLarge);
    if (code?.startsWith('FST_')) throw badRequest(BomMsg.fileMissing);
    throw err;
  }
}

/**
 * A BOM file (.xlsx/.xls/.csv, GBK included) through the stock reader: inspectStockFile finds the sheet and the
 * header row (型号 required; refusals in its Chinese), the header is mapped with the BOM's names (目标价, 需求数量 …)
 * and every row under it read as a BOM line; blank rows skipped; more than BomLimits.maxLines lines → 400.
 */
export async function readBomFile(file: () => Promise<MultipartFile | undefined>, brands: BrandMatcher): Promise<{ name: string | undefined; read: ReadResult }> {
  const { fileName, bytes, name } = await readPart(file);
  const f = { fileName, bytes };
  const info = await inspectStockFile(f);
  const mapping = bomHeaderMapping(info.columns.map((c) => c.header));
  if (!mapping) throw badRequest(BomMsg.noHeader);
  if (mapping.quantity === undefined) throw badRequest(BomMsg.noQuantityColumn);
  const book = await openBook(f);
  const out: ReadResult = { lines: [], errors: [] };
  let seen = 0;
  for await (const r of book.rows(info.sheet)) {
    if (r.row <= info.headerRow) continue;
    if (!r.cells.some((c) => cellText(c ?? null) !== '')) continue;
    seen += 1;
    if (seen > BomLimits.maxLines) throw new AppError(400, BomMsg.tooManyLines);
    readMappedRow(r.row, r.cells, mapping, brands, out);
  }
  return { name, read: out };
}

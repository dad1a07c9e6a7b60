import { createHash, randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { StockImport, StockImportBody, StockPreviewBody, StockPreviewResult, StockRowError, StockUploadResult } from '@mts/shared/schemas';
import { stockMapping } from '@mts/shared/schemas';
import { StockMsg } from '@mts/shared/messages';
import { StockImportStatus, stockImportMachine } from '@mts/shared/status';
import { StockLimits, type StockMapping } from '@mts/shared/stock';
import { stockImportLines, stockImports, stockMappings, stockUploads } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../lib/errors.ts';
import { transition } from '../../lib/transition.ts';
import { listBrands } from '../content/service.ts';
import { failImport, lineKeys, STOCK_IMPORT_QUEUE } from './import.ts';
import { dropValidLines } from './staging.ts';
import { ownImport, ownUpload, requireRealName, toStockImport, type UploadRow } from './queries.ts';
import { brandMatcher, inspectStockFile, readStockLines, writeImportReport } from './reader/index.ts';

/** Uploads a trader keeps (the newest); older ones not used by an import in progress are dropped on upload. */
const KEEP_UPLOADS = 3;

/** A file name as shown back and in the report: no folders, no control characters, at most 255 characters. */
const cleanName = (name: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  ((name ?? '').split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'stock.xlsx';

/** The sheet asked for by a `sheet` form field sent before the file (the page's sheet select); undefined: the first with a header. */
function sheetField(part: MultipartFile): string | undefined {
  const field = part.fields.sheet;
  const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 64 || /[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** The uploaded part: 400 when missing or over 20 MB. */
async function readPart(file: () => Promise<MultipartFile | undefined>): Promise<{ fileName: string; bytes: Buffer; sheet: string | undefined }> {
  try {
    const part = await file();
    if (!part) throw badRequest(StockMsg.fileMissing);
    const bytes = await part.toBuffer();
    if (!bytes.length) throw badRequest(StockMsg.fileEmpty);
    return { fileName: cleanName(part.filename), bytes, sheet: sheetField(part) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(StockMsg.fileTooLarge);
    if (code?.startsWith('FST_')) throw badRequest(StockMsg.fileMissing);
    throw err;
  }
}

/** The header's key as stored (64 hex characters, whatever the reader's key looks like). */
const keyOf = (headerKey: string) => createHash('sha256').update(headerKey).digest('hex');

/** The mapping he confirmed last time for this header, when it still fits the sheet's columns. */
async function rememberedMapping(ctx: ServiceContext, userId: number, headerKey: string, columns: number): Promise<StockMapping | null> {
  const [row] = await ctx.db
    .select({ mapping: stockMappings.mapping })
    .from(stockMappings)
    .where(and(eq(stockMappings.userId, userId), eq(stockMappings.headerKey, keyOf(headerKey))));
  const parsed = row ? stockMapping.safeParse(row.mapping) : null;
  if (!parsed?.success || Object.values(parsed.data).some((i) => i !== undefined && i >= columns)) return null;
  return parsed.data;
}

async function rememberMapping(ctx: ServiceContext, userId: number, headerKey: string, mapping: StockMapping): Promise<void> {
  const now = new Date(ctx.clock.now());
  await ctx.db
    .insert(stockMappings)
    .values({ userId, headerKey: keyOf(headerKey), mapping, updatedAt: now })
    .onConflictDoUpdate({ target: [stockMappings.userId, stockMappings.headerKey], set: { mapping, updatedAt: now } });
}

/** POST /stock/upload: a real-name trader's file, stored; its sheets, header, columns and the proposed mapping. */
export async function uploadStock(ctx: ServiceContext, file: () => Promise<MultipartFile | undefined>): Promise<StockUploadResult> {
  const userId = userOf(ctx).id;
  await requireRealName(ctx, userId);
  const { fileName, bytes, sheet } = await readPart(file);
  const info = await inspectStockFile({ fileName, bytes }, sheet ? { sheet } : {});
  const remembered = await rememberedMapping(ctx, userId, info.headerKey, info.columns.length);
  const id = randomBytes(16).toString('hex');
  await inTx(ctx, async (tx) => {
    await tx.db
      .insert(stockUploads)
      .values({ id, userId, fileName, bytes, sheet: info.sheet, headerRow: info.headerRow, headerKey: keyOf(info.headerKey), createdAt: new Date(ctx.clock.now()) });
    await tx.db.execute(sql`delete from ${stockUploads} where ${stockUploads.userId} = ${userId}
      and ${stockUploads.id} not in (select ${stockUploads.id} from ${stockUploads} where ${stockUploads.userId} = ${userId} order by ${stockUploads.createdAt} desc limit ${KEEP_UPLOADS})
      and ${stockUploads.id} not in (select ${stockImports.uploadId} from ${stockImports} where ${stockImports.userId} = ${userId} and ${stockImports.status} in (0, 10) and ${stockImports.uploadId} is not null)`);
  });
  return {
    uploadId: id,
    fileName,
    sheets: info.sheets,
    sheet: info.sheet,
    headerRow: info.headerRow,
    columns: info.columns,
    mapping: remembered ?? info.mapping,
    remembered: remembered !== null,
    encoding: info.encoding,
  };
}

/** The upload's sheet (the one asked for, else the one found at upload) with its header; 400 when the mapping names a column it lacks. */
async function openSheet(upload: UploadRow, body: { sheet?: string; mapping: StockMapping }) {
  const file = { fileName: upload.fileName, bytes: upload.bytes };
  const info = await inspectStockFile(file, { sheet: body.sheet ?? upload.sheet });
  if (Object.values(body.mapping).some((i) => i !== undefined && i >= info.columns.length)) throw badRequest(StockMsg.mappingColumn);
  return { file, info };
}

/**
 * POST /stock/preview: every line read under the mapping; nothing is written to the shelf. The mapping is remembered
 * for the next file with this header, and the count of lines for the import's progress. Counts valid, refused and
 * duplicate lines; the first lines as listed and the first refusals.
 */
export async function previewStock(ctx: ServiceContext, body: StockPreviewBody): Promise<StockPreviewResult> {
  const userId = userOf(ctx).id;
  await requireRealName(ctx, userId);
  const upload = await ownUpload(ctx, userId, body.uploadId);
  const { file, info } = await openSheet(upload, body);
  const out: StockPreviewResult = { total: 0, valid: 0, invalid: 0, duplicates: 0, sample: [], errors: [] };
  const seen = lineKeys();
  for await (const r of readStockLines(file, { sheet: info.sheet, headerRow: info.headerRow, mapping: body.mapping, brands: brandMatcher(await listBrands(ctx)) })) {
    out.total++;
    const reason = r.line ? seen.refusal(r.line) : r.reason;
    if (r.line && reason === null) {
      out.valid++;
      if (out.sample.length < StockLimits.previewRows) out.sample.push(r.line);
      continue;
    }
    if (reason === StockMsg.rowDuplicate) out.duplicates++;
    else out.invalid++;
    if (out.errors.length < StockLimits.previewErrors) out.errors.push({ row: r.row, goodsModel: r.goodsModel, reason: reason! });
  }
  await rememberMapping(ctx, userId, info.headerKey, body.mapping);
  // The import of this sheet then knows its total from the start (the progress bar's end).
  await ctx.db.update(stockUploads).set({ previewSheet: info.sheet, previewLines: out.total }).where(eq(stockUploads.id, upload.id));
  return out;
}

/**
 * POST /stock/import: queues the import of an upload under the mapping confirmed, in 合并 or 全量同步 mode. One at a
 * time per trader: the unique index on his queued or running import refuses a second one, even two at once (409).
 */
export async function startImport(ctx: ServiceContext, body: StockImportBody): Promise<StockImport> {
  const userId = userOf(ctx).id;
  await requireRealName(ctx, userId);
  const upload = await ownUpload(ctx, userId, body.uploadId);
  const { info } = await openSheet(upload, body);
  const now = new Date(ctx.clock.now());
  let row: typeof stockImports.$inferSelect;
  try {
    [row] = (await ctx.db
      .insert(stockImports)
      .values({
        userId,
        uploadId: upload.id,
        fileName: upload.fileName,
        sheet: info.sheet,
        headerRow: info.headerRow,
        mapping: body.mapping,
        mode: body.mode,
        status: StockImportStatus.Queued,
        total: upload.previewSheet === info.sheet ? (upload.previewLines ?? 0) : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [typeof stockImports.$inferSelect];
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, StockMsg.importBusy);
    throw err;
  }
  await rememberMapping(ctx, userId, info.headerKey, body.mapping);
  ctx.events.publish({ type: 'stockImport.queue', id: row.id, userId, status: row.status, row });
  try {
    await ctx.jobs.send(STOCK_IMPORT_QUEUE, { importId: row.id });
  } catch (err) {
    ctx.log.error({ err, importId: row.id }, 'stock import not queued');
    await failImport(ctx, row.id);
    throw new AppError(503, StockMsg.importFailed);
  }
  return toStockImport(row);
}

/** GET /stock/import/detail?id: the caller's import (404 for anyone else's). */
export async function importDetail(ctx: ServiceContext, id: number): Promise<StockImport> {
  return toStockImport(await ownImport(ctx, userOf(ctx).id, id));
}

/** GET /stock/import/current: the caller's latest import, so a reloaded page finds its job; null before the first. */
export async function currentImport(ctx: ServiceContext): Promise<StockImport | null> {
  const [row] = await ctx.db
    .select()
    .from(stockImports)
    .where(eq(stockImports.userId, userOf(ctx).id))
    .orderBy(desc(stockImports.id))
    .limit(1);
  return row ? toStockImport(row) : null;
}

/**
 * POST /stock/import/cancel {id}: the owner cancels while it is queued or running (409 once it ended, or once the
 * apply holds it: the apply locks the import, so a cancel racing it either lands first and the apply sees it, or
 * finds it done). The lines read so far are dropped; the shelf was never touched.
 */
export async function cancelImport(ctx: ServiceContext, id: number): Promise<StockImport> {
  const userId = userOf(ctx).id;
  await ownImport(ctx, userId, id);
  return inTx(ctx, async (tx) => {
    const now = new Date(ctx.clock.now());
    const row = await transition(tx, {
      machine: stockImportMachine,
      table: stockImports,
      id,
      move: 'cancel',
      actor: 'owner',
      owner: stockImports.userId,
      set: { finishedAt: now, updatedAt: now },
      refusals: { notFound: StockMsg.importNotFound, notOwner: StockMsg.importNotFound, wrongStatus: StockMsg.importNotRunning },
    });
    await dropValidLines(tx, id);
    return toStockImport(row);
  });
}

/** A file to download: its name and how to write it. */
export interface Download {
  fileName: string;
  write(out: Writable): Promise<void>;
}

/** An import's refused lines by row, read a page at a time. */
async function* refusedLines(ctx: ServiceContext, importId: number): AsyncGenerator<StockRowError> {
  for (let after = 0; ; ) {
    const rows = await ctx.db
      .select({ row: stockImportLines.row, goodsModel: stockImportLines.goodsModel, reason: sql<string>`${stockImportLines.reason}` })
      .from(stockImportLines)
      .where(and(eq(stockImportLines.importId, importId), isNotNull(stockImportLines.reason), gt(stockImportLines.row, after)))
      .orderBy(asc(stockImportLines.row))
      .limit(2000);
    yield* rows;
    if (rows.length < 2000) return;
    after = rows[rows.length - 1]!.row;
  }
}

/**
 * GET /stock/import/report?id: the caller's finished (or failed) import as .xlsx: the counts and every refused line
 * with its reason. Kept StockLimits.reportTtlDays after the import ended.
 */
export async function importReport(ctx: ServiceContext, id: number): Promise<Download> {
  const imp = await ownImport(ctx, userOf(ctx).id, id);
  if (imp.status !== StockImportStatus.Done && imp.status !== StockImportStatus.Failed) throw new AppError(409, StockMsg.reportNotReady);
  if (imp.finishedAt && imp.finishedAt.getTime() < ctx.clock.now() - StockLimits.reportTtlDays * 86_400_000) throw new AppError(404, StockMsg.reportExpired);
  const summary = { fileName: imp.fileName, total: imp.total, added: imp.added, updated: imp.updated, offShelf: imp.offShelf, refused: imp.refused };
  return { fileName: `导入报告-${imp.id}.xlsx`, write: (out) => writeImportReport(summary, refusedLines(ctx, id), out) };
}

import { setImmediate } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StockLine } from '@mts/shared/schemas';
import { StockMsg } from '@mts/shared/messages';
import { StockImportStatus, stockImportMachine } from '@mts/shared/status';
import { type StockMapping, StockLimits } from '@mts/shared/stock';
import { normalizePartNumber } from '@mts/shared/validate';
import { fileBytes, stockImports, stockUploads } from '../../db/schema/index.ts';
import { appContext, inTx, type ServiceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { transition } from '../../lib/transition.ts';
import { listBrands } from '../content/service.ts';
import { type Catalog, listingVector, loadCatalog } from '../search/indexer.ts';
import { applyImport } from './apply.ts';
import { dropValidLines, ImportStopped, insertLines, type StagedLine } from './staging.ts';
import { categoryInferrer } from './category.ts';
import type { ImportRow } from './queries.ts';
import { brandMatcher, readStockLines, stockKey } from './reader/index.ts';

export const STOCK_IMPORT_QUEUE = 'stock-import';

/** Lines read between two turns of the event loop. */
const YIELD_EVERY = 200;

/** Where a line without a 交货地 is delivered. */
const DEFAULT_PLACE = '深圳';

/** The merge key of a line as the goods table has it: its normalised part number, date code and condition. */
export const mergeKey = (modelNorm: string, line: Pick<StockLine, 'dateCode' | 'condition'>) => `${modelNorm}\u0000${line.dateCode}\u0000${line.condition}`;

/**
 * The lines of a file seen so far: a line whose key (the reader's stockKey, or the goods table's merge key) was seen
 * is a duplicate; a part number that normalises to nothing cannot be listed.
 */
export function lineKeys() {
  const seen = new Set<string>();
  return {
    refusal(line: StockLine): string | null {
      const norm = normalizePartNumber(line.goodsModel).slice(0, 64);
      if (!norm) return StockMsg.rowModelChars;
      const keys = [`r${stockKey(line)}`, `m${mergeKey(norm, line)}`];
      if (keys.some((k) => seen.has(k))) return StockMsg.rowDuplicate;
      for (const k of keys) seen.add(k);
      return null;
    },
  };
}

/** A valid line with every goods column ready: name, normalised part number, category, search text. */
function stagedLine(row: number, line: StockLine, catalog: Catalog, categoryOf: (model: string) => number | null): StagedLine {
  const cols = {
    goodsModel: line.goodsModel,
    goodsName: `${line.brandName} ${line.goodsModel}`.trim().slice(0, 128),
    brandId: line.brandId,
    brandText: line.brandId === null ? line.brandName.slice(0, 32) : '',
    categoryId: categoryOf(line.goodsModel),
    condition: line.condition,
    dateCode: line.dateCode,
    package: line.package,
    deliveryPlace: line.deliveryPlace || DEFAULT_PLACE,
  };
  return {
    ...cols,
    row,
    modelNorm: normalizePartNumber(line.goodsModel).slice(0, 64),
    quantity: line.quantity,
    priceUnit: line.priceUnit,
    priceMin: line.priceMin,
    moq: line.moq,
    remark: line.remark,
    searchText: listingVector(catalog, cols),
    reason: null,
  };
}

/** A refused line: its row, part number as written and reason (the report's columns). */
const refusedLine = (row: number, goodsModel: string, reason: string): StagedLine => ({
  row,
  goodsModel: goodsModel.slice(0, 64),
  modelNorm: '',
  brandId: null,
  brandText: '',
  goodsName: '',
  categoryId: null,
  quantity: 0,
  priceUnit: 0,
  priceMin: null,
  dateCode: '',
  condition: '',
  package: '',
  moq: 1,
  deliveryPlace: '',
  remark: '',
  searchText: null,
  reason,
});

/**
 * Fails an import still queued or running (importFailed; the lines read dropped, the shelf untouched). `where`: an
 * extra condition (the sweep's "no heartbeat since"). False when it had already ended.
 */
export async function failImport(ctx: ServiceContext, id: number, where?: ReturnType<typeof sql>): Promise<boolean> {
  try {
    await inTx(ctx, async (tx) => {
      const now = new Date(ctx.clock.now());
      await transition(tx, {
        machine: stockImportMachine,
        table: stockImports,
        id,
        move: 'fail',
        actor: 'system',
        set: { error: StockMsg.importFailed, finishedAt: now, updatedAt: now },
        ...(where ? { where } : {}),
        refusals: { notFound: StockMsg.importNotFound, wrongStatus: StockMsg.importNotRunning },
      });
      await dropValidLines(tx, id);
    });
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/**
 * Reads the file into staging, StockLimits.batchRows lines per short transaction: the progress moves (and is pushed
 * to the trader) with each batch, and a batch finding the import no longer running (cancelled) writes nothing and
 * stops the read. Duplicates inside the file are refused here.
 */
async function stage(ctx: ServiceContext, imp: ImportRow, signal: AbortSignal): Promise<{ total: number; refused: number }> {
  const [upload] = await ctx.db.select({ fileName: stockUploads.fileName, bytes: fileBytes() }).from(stockUploads).where(eq(stockUploads.id, imp.uploadId ?? ''));
  if (!upload) throw new Error(`stock import ${imp.id}: its upload is gone`);
  const [brands, catalog] = await Promise.all([listBrands(ctx), loadCatalog(ctx)]);
  const categoryOf = categoryInferrer([...catalog.categories.values()]);
  const seen = lineKeys();
  let batch: StagedLine[] = [];
  let total = 0;
  let refused = 0;
  const flush = async () => {
    if (signal.aborted) throw new Error('the app is closing');
    const lines = batch;
    batch = [];
    const bad = lines.filter((l) => l.reason).length;
    await inTx(ctx, async (tx) => {
      const [row] = await tx.db
        .update(stockImports)
        .set({
          done: sql`${stockImports.done} + ${lines.length}`,
          // The total counted by the preview (0: unknown until the end), never below what was read.
          total: sql`case when ${stockImports.total} = 0 then 0 else greatest(${stockImports.total}, ${stockImports.done} + ${lines.length}) end`,
          refused: sql`${stockImports.refused} + ${bad}`,
          updatedAt: new Date(ctx.clock.now()),
        })
        .where(and(eq(stockImports.id, imp.id), eq(stockImports.status, StockImportStatus.Running)))
        .returning();
      if (!row) throw new ImportStopped();
      await insertLines(tx, imp.id, lines);
      tx.events.publish({ type: 'stockImport.progress', id: imp.id, userId: null, status: row.status, row });
    });
  };
  const file = { fileName: upload.fileName, bytes: upload.bytes };
  const mapping = imp.mapping as StockMapping;
  for await (const r of readStockLines(file, { sheet: imp.sheet, headerRow: imp.headerRow, mapping, brands: brandMatcher(brands) })) {
    total++;
    const reason = r.line ? seen.refusal(r.line) : r.reason;
    if (r.line && reason === null) batch.push(stagedLine(r.row, r.line, catalog, categoryOf));
    else {
      refused++;
      batch.push(refusedLine(r.row, r.goodsModel, reason!));
    }
    if (batch.length >= StockLimits.batchRows) await flush();
    // The reader resolves in microtasks: let the requests of other users in now and then (the API keeps answering).
    if (total % YIELD_EVERY === 0) await setImmediate();
  }
  await flush();
  return { total, refused };
}

/**
 * The import job: 排队中 → 导入中, the file staged batch by batch, then applied to the shelf in one transaction
 * (apply.ts) → 已完成. Cancelled meanwhile: it stops and leaves the shelf as it was. Any failure (the app closing
 * included) → 导入失败 with importFailed, the shelf untouched. Never retried blindly.
 */
export async function runImport(ctx: ServiceContext, id: number, signal: AbortSignal): Promise<void> {
  let imp: ImportRow;
  try {
    imp = await transition(ctx, {
      machine: stockImportMachine,
      table: stockImports,
      id,
      move: 'start',
      actor: 'system',
      set: { updatedAt: new Date(ctx.clock.now()) },
      refusals: { notFound: StockMsg.importNotFound, wrongStatus: StockMsg.importNotRunning },
    });
  } catch (err) {
    // Cancelled (or failed by the sweep) before it started: nothing to do.
    if (err instanceof AppError) return;
    throw err;
  }
  try {
    const counts = await stage(ctx, imp, signal);
    if (signal.aborted) throw new Error('the app is closing');
    await applyImport(ctx, imp, counts);
  } catch (err) {
    if (err instanceof ImportStopped) {
      await dropValidLines(ctx, id);
      return;
    }
    ctx.log.error({ err, importId: id }, 'stock import failed');
    await failImport(ctx, id);
  }
}

/** The worker of the stock-import queue. */
export const stockImportWorker =
  (app: FastifyInstance): JobHandler =>
  (data, signal) =>
    runImport(appContext(app), Number(data.importId), signal);

import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { StockImportStatus } from '@mts/shared/status';
import { StockLimits } from '@mts/shared/stock';
import { stockImportLines, stockImports, stockUploads } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { failImport } from './import.ts';

/** An import queued or running without a heartbeat (a batch, or its start) this long is failed: its process died. */
export const STALL_MS = 15 * 60_000;
/** How often each instance sweeps. */
export const STOCK_SWEEP_MS = 5 * 60_000;

const inProgress = [StockImportStatus.Queued, StockImportStatus.Running];

/**
 * The stock sweep (each instance; every statement conditional, so two sweeps never do a thing twice): imports whose
 * job died → 导入失败 (the shelf untouched); uploads past StockLimits.uploadTtlHours not used by an import in
 * progress → deleted; refused lines of imports ended StockLimits.reportTtlDays ago → deleted.
 */
export async function stockSweep(ctx: ServiceContext): Promise<{ failed: number; uploads: number; reports: number }> {
  const now = ctx.clock.now();
  const stalledBefore = new Date(now - STALL_MS);
  const stalled = await ctx.db
    .select({ id: stockImports.id })
    .from(stockImports)
    .where(and(inArray(stockImports.status, inProgress), lt(stockImports.updatedAt, stalledBefore)));
  let failed = 0;
  for (const { id } of stalled) if (await failImport(ctx, id, lt(stockImports.updatedAt, stalledBefore))) failed++;

  const uploads = await ctx.db
    .delete(stockUploads)
    .where(
      and(
        lt(stockUploads.createdAt, new Date(now - StockLimits.uploadTtlHours * 3600_000)),
        sql`${stockUploads.id} not in (select ${stockImports.uploadId} from ${stockImports} where ${inArray(stockImports.status, inProgress)} and ${isNotNull(stockImports.uploadId)})`,
      ),
    )
    .returning({ id: stockUploads.id });
  const ended = new Date(now - StockLimits.reportTtlDays * 86_400_000);
  const reports = await ctx.db
    .delete(stockImportLines)
    .where(sql`${stockImportLines.importId} in (select ${stockImports.id} from ${stockImports} where ${lt(stockImports.finishedAt, ended)})`)
    .returning({ row: stockImportLines.row });
  return { failed, uploads: uploads.length, reports: reports.length };
}

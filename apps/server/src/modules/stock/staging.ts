import { and, eq, isNull } from 'drizzle-orm';
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

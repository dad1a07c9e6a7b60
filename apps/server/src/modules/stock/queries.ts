import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { StockGoodsRow, StockImport } from '@mts/shared/schemas';
import { GoodsSource, STOCK_IMPORT_MODES, type StockImportMode, StockLimits } from '@mts/shared/stock';
import { StockMsg } from '@mts/shared/messages';
import { GoodsStatus, isVerified } from '@mts/shared/status';
import { brands, fileBytes, goods, stockImports, stockUploads, users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';

/** 403 unless the caller is real-name verified: uploading stock is publishing (《网络安全法》). */
export async function requireRealName(ctx: ServiceContext, userId: number): Promise<void> {
  const [u] = await ctx.db.select({ authnStatus: users.authnStatus }).from(users).where(eq(users.id, userId));
  if (!isVerified(u)) throw new AppError(403, StockMsg.needRealName);
}

export type UploadRow = typeof stockUploads.$inferSelect;

/** The caller's upload, still within StockLimits.uploadTtlHours: 404 uploadExpired otherwise (someone else's too). */
export async function ownUpload(ctx: ServiceContext, userId: number, id: string): Promise<UploadRow> {
  const { bytes: _bytes, ...columns } = getTableColumns(stockUploads);
  const [row] = await ctx.db
    .select({ ...columns, bytes: fileBytes() })
    .from(stockUploads)
    .where(and(eq(stockUploads.id, id), eq(stockUploads.userId, userId), sql`${stockUploads.createdAt} > ${new Date(ctx.clock.now() - StockLimits.uploadTtlHours * 3600_000)}`));
  if (!row) throw new AppError(404, StockMsg.uploadExpired);
  return row;
}

export type ImportRow = typeof stockImports.$inferSelect;

/** The import as the API shows it. */
export function toStockImport(r: ImportRow): StockImport {
  return {
    id: r.id,
    fileName: r.fileName,
    mode: (STOCK_IMPORT_MODES as readonly string[]).includes(r.mode) ? (r.mode as StockImportMode) : 'merge',
    status: r.status,
    total: r.total,
    done: r.done,
    added: r.added,
    updated: r.updated,
    offShelf: r.offShelf,
    refused: r.refused,
    error: r.error,
    createTime: formatChinaTime(r.createdAt),
    finishTime: r.finishedAt ? formatChinaTime(r.finishedAt) : null,
  };
}

/** The caller's import by id: 404 importNotFound when missing or someone else's (an import is private). */
export async function ownImport(ctx: ServiceContext, userId: number, id: number): Promise<ImportRow> {
  const [row] = await ctx.db
    .select()
    .from(stockImports)
    .where(and(eq(stockImports.id, id), eq(stockImports.userId, userId)));
  if (!row) throw new AppError(404, StockMsg.importNotFound);
  return row;
}

/** The columns of a 我的库存 row (a stock-list goods with its brand's name). */
export const stockGoodsColumns = {
  id: goods.id,
  goodsModel: goods.goodsModel,
  brandName: sql<string>`coalesce(${brands.name}, ${goods.brandText})`,
  quantity: goods.quantity,
  dateCode: goods.dateCode,
  priceMin: goods.priceMin,
  priceUnit: goods.priceUnit,
  package: goods.package,
  moq: goods.moq,
  condition: goods.condition,
  deliveryPlace: goods.deliveryPlace,
  remark: goods.remark,
  status: goods.status,
  updatedAt: goods.updatedAt,
};

interface StockGoodsSelect extends Omit<StockGoodsRow, 'brandName' | 'updateTime'> {
  brandName: string | null;
  updatedAt: Date;
}

export function toStockGoodsRow({ updatedAt, brandName, ...r }: StockGoodsSelect): StockGoodsRow {
  return { ...r, brandName: brandName ?? '', updateTime: formatChinaTime(updatedAt) };
}

/** The caller's stock-list goods (source 1), deleted ones excluded. */
export const ownStock = (userId: number) => and(eq(goods.ownerId, userId), eq(goods.source, GoodsSource.StockList), ne(goods.status, GoodsStatus.Deleted));

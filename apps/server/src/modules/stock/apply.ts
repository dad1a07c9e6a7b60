import { eq, sql } from 'drizzle-orm';
import { GoodsType } from '@mts/shared/constants';
import { StockMsg } from '@mts/shared/messages';
import { GoodsStatus, StockImportStatus, stockImportMachine } from '@mts/shared/status';
import { GoodsSource } from '@mts/shared/stock';
import { stockImports, stockUploads, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext } from '../../lib/context.ts';
import { personName } from '../../lib/names.ts';
import { transition } from '../../lib/transition.ts';
import { dropValidLines, ImportStopped } from './staging.ts';
import type { ImportRow } from './queries.ts';

/** Rows written by one import past which the goods table's statistics are refreshed. */
const ANALYZE_AFTER = 5000;

/** A constant of the code (a status, a type) written into the statement. */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The goods columns a staged line sets on an update; a line whose values are all the same as listed is left alone. */
const UPDATED = ['category_id', 'brand_id', 'brand_text', 'goods_model', 'goods_name', 'quantity', 'price_unit', 'price_min', 'delivery_place', 'remark', 'package', 'moq', 'status'];

/**
 * 合并: the staged lines into goods, one INSERT … SELECT … ON CONFLICT on the merge key (owner, part number, date code,
 * condition; live stock lines only). New lines are added; listed ones updated only where a value differs (so
 * re-importing an exported file changes exactly the edited lines); quantity 0 goes off the shelf, any other on it.
 * Counted from the RETURNING rows: xmax = 0 for an insert; moved off the shelf = now 1 and on the shelf before
 * (the `was` CTE reads the table as it was when the statement started).
 */
async function mergeLines(ctx: ServiceContext, imp: ImportRow, contact: { name: string; mobile: string }, now: Date) {
  const set = sql.raw([...UPDATED, 'search_text', 'contact_name', 'contact_mobile', 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', '));
  const differs = sql.raw(`(${UPDATED.map((c) => `goods.${c}`).join(', ')}) is distinct from (${UPDATED.map((c) => `excluded.${c}`).join(', ')})`);
  const result = await ctx.db.execute(sql`
    with was as (select id from goods where owner_id = ${imp.userId} and source = ${GoodsSource.StockList} and status = ${GoodsStatus.OnShelf}),
    up as (
      insert into goods (type, category_id, brand_id, brand_text, goods_model, model_norm, goods_name, quantity, price_unit, price_min,
        date_code, condition, package, moq, delivery_place, remark, search_text, contact_name, contact_mobile, status, owner_id, source, created_at, updated_at)
      select ${n(GoodsType.Supply)}, l.category_id, l.brand_id, l.brand_text, l.goods_model, l.model_norm, l.goods_name, l.quantity, l.price_unit, l.price_min,
        l.date_code, l.condition, l.package, l.moq, l.delivery_place, l.remark, l.search_text, ${contact.name}::varchar, ${contact.mobile}::varchar,
        case when l.quantity = 0 then ${n(GoodsStatus.OffShelf)} else ${n(GoodsStatus.OnShelf)} end, ${imp.userId}::int, ${n(GoodsSource.StockList)}, ${now}::timestamptz, ${now}::timestamptz
      from stock_import_lines l where l.import_id = ${imp.id} and l.reason is null
      on conflict (owner_id, model_norm, date_code, condition) where source = 1 and status <> 90
      do update set ${set} where ${differs}
      returning goods.id, (goods.xmax = 0) as inserted, goods.status
    )
    select count(*) filter (where inserted)::int as added,
      count(*) filter (where not inserted)::int as updated,
      count(*) filter (where not inserted and status = ${GoodsStatus.OffShelf} and id in (select id from was))::int as off_shelf
    from up`);
  const [counts] = rowsOf<{ added: number; updated: number; off_shelf: number }>(result);
  return { added: Number(counts?.added ?? 0), updated: Number(counts?.updated ?? 0), offShelf: Number(counts?.off_shelf ?? 0) };
}

/** 全量同步: his other stock lines on the shelf, missing from the file, go off it. */
async function syncMissing(ctx: ServiceContext, imp: ImportRow, now: Date): Promise<number> {
  const result = await ctx.db.execute(sql`
    with off as (
      update goods g set status = ${n(GoodsStatus.OffShelf)}, updated_at = ${now}::timestamptz
      where g.owner_id = ${imp.userId} and g.source = ${GoodsSource.StockList} and g.status = ${GoodsStatus.OnShelf}
        and not exists (select 1 from stock_import_lines l where l.import_id = ${imp.id} and l.reason is null
          and l.model_norm = g.model_norm and l.date_code = g.date_code and l.condition = g.condition)
      returning 1
    )
    select count(*)::int as n from off`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * The apply: in ONE transaction, so the shelf changes entirely or not at all. It first locks the import and checks
 * it is still running (a cancel that landed first wins; one arriving now waits for this commit and finds it done),
 * then merges, syncs, drops the staged lines and the file, and moves the import to 已完成 with its counts. The goods
 * event drops the cached goods lists; search finds the lines at once (their search text was staged with them).
 */
export async function applyImport(ctx: ServiceContext, imp: ImportRow, read: { total: number; refused: number }): Promise<void> {
  const written = await inTx(ctx, async (tx) => {
    const [locked] = await tx.db.select({ status: stockImports.status }).from(stockImports).where(eq(stockImports.id, imp.id)).for('update');
    if (locked?.status !== StockImportStatus.Running) throw new ImportStopped();
    const [owner] = await tx.db.select({ realName: users.realName, nickName: users.nickName, mobile: users.mobile }).from(users).where(eq(users.id, imp.userId));
    const contact = { name: personName(owner).slice(0, 32), mobile: owner?.mobile ?? '' };
    const now = new Date(ctx.clock.now());
    const merged = await mergeLines(tx, imp, contact, now);
    const synced = imp.mode === 'sync' ? await syncMissing(tx, imp, now) : 0;
    await dropValidLines(tx, imp.id);
    if (imp.uploadId) await tx.db.delete(stockUploads).where(eq(stockUploads.id, imp.uploadId));
    tx.events.publish({ type: 'goods.stockImport', id: imp.id, userId: imp.userId });
    await transition(tx, {
      machine: stockImportMachine,
      table: stockImports,
      id: imp.id,
      move: 'finish',
      actor: 'system',
      set: { ...merged, offShelf: merged.offShelf + synced, total: read.total, done: read.total, refused: read.refused, uploadId: null, finishedAt: new Date(ctx.clock.now()), updatedAt: now },
      refusals: { notFound: StockMsg.importNotFound, wrongStatus: StockMsg.importNotRunning },
    });
    return merged.added + merged.updated + synced;
  });
  // Many rows written at once: fresh planner statistics now, so searches keep their plans (PGlite has no autovacuum).
  if (written >= ANALYZE_AFTER) await ctx.db.execute(sql`analyze goods`).catch((err: unknown) => ctx.log.warn({ err }, 'analyze goods failed'));
}

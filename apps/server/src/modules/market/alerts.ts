import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MarketLimits, type MarketAlertKind } from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import type { MarketAlert, MarketAlertCreateBody } from '@mts/shared/schemas';
import { marketAlerts } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { inTx, userOf, type ServiceContext } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { chinaDay } from './figures.ts';
import { baseOf } from './service.ts';

/**
 * Price alerts (提醒我, issue 25). An alert compares today's figure of its part number (askBelow: the day's ask low;
 * dealAbove: the day's deal VWAP) with its threshold after every recompute of the part. Armed, the condition true →
 * it fires once: the domain event market.alertFired (pushed as realtime market.alert to its owner; the inbox maps
 * it later) and it disarms. Disarmed, the figure back across (condition false) → it re-arms. No figure today →
 * nothing changes.
 */

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;

const holds = (kind: string, value: number, threshold: number) => (kind === 'askBelow' ? value < threshold : value > threshold);

/** Today's compared figure per (model, currency, kind). */
async function todayFigures(db: Db, pairs: readonly { model: string; currency: number }[], day: string) {
  if (!pairs.length) return new Map<string, { askLow: number | null; dealVwap: number | null }>();
  const res = await db.execute(sql`
    select model, currency, ask_low, deal_vwap from market_daily
      where day = ${day}::date and (model, currency) in (${sql.join(
        pairs.map((p) => sql`(${p.model}, ${p.currency}::smallint)`),
        sql`, `,
      )})`);
  const m = new Map<string, { askLow: number | null; dealVwap: number | null }>();
  for (const r of rowsOf(res)) m.set(`${r.model}|${r.currency}`, { askLow: (r.ask_low as number | null) ?? null, dealVwap: (r.deal_vwap as number | null) ?? null });
  return m;
}

const valueFor = (kind: string, f: { askLow: number | null; dealVwap: number | null } | undefined): number | null =>
  (kind === 'askBelow' ? f?.askLow : f?.dealVwap) ?? null;

/** Evaluates the alerts on these part numbers against today's figures; fires and re-arms (conditional updates). */
export async function evaluateAlerts(
  ctx: { db: Db; events: EventBus; clock: { now(): number } },
  pairs: readonly { model: string; currency: number }[],
): Promise<number> {
  if (!pairs.length) return 0;
  const day = chinaDay(ctx.clock.now());
  const figures = await todayFigures(ctx.db, pairs, day);
  const res = await ctx.db.execute(sql`
    select id, user_id, model, display, currency, kind, threshold, armed from market_alerts
      where (model, currency) in (${sql.join(
        pairs.map((p) => sql`(${p.model}, ${p.currency}::smallint)`),
        sql`, `,
      )})`);
  let fired = 0;
  for (const a of rowsOf(res)) {
    const kind = String(a.kind);
    const value = valueFor(kind, figures.get(`${a.model}|${a.currency}`));
    if (value === null) continue;
    const threshold = Number(a.threshold);
    const id = Number(a.id);
    if (holds(kind, value, threshold)) {
      if (!a.armed) continue;
      // Conditional: two recomputes at once fire it once.
      const won = rowsOf(
        await ctx.db.execute(sql`
          update market_alerts set armed = false, fired_count = fired_count + 1, last_fired_at = ${new Date(ctx.clock.now()).toISOString()}::timestamptz, last_value = ${value}
            where id = ${id} and armed returning id`),
      );
      if (!won.length) continue;
      fired++;
      ctx.events.publish({
        type: 'market.alertFired',
        id,
        userId: null,
        targetUserId: Number(a.user_id),
        model: String(a.display),
        base: String(a.model),
        currency: Number(a.currency),
        kind: kind as MarketAlertKind,
        threshold,
        value,
        day,
      });
    } else if (!a.armed) {
      await ctx.db.execute(sql`update market_alerts set armed = true, last_value = ${value} where id = ${id} and not armed`);
    }
  }
  return fired;
}

const toAlert = (r: typeof marketAlerts.$inferSelect, current: number | null): MarketAlert => ({
  id: r.id,
  model: r.model,
  display: r.display,
  currency: r.currency,
  kind: r.kind as MarketAlertKind,
  threshold: r.threshold,
  triggered: !r.armed,
  current,
  lastFiredAt: r.lastFiredAt ? r.lastFiredAt.toISOString() : null,
  firedCount: r.firedCount,
  createTime: r.createdAt.toISOString(),
});

/** POST /market/alert/create: a known part number (figures in some currency, or listed), at most 50 per user. */
export async function createAlert(ctx: ServiceContext, body: MarketAlertCreateBody): Promise<MarketAlert> {
  const me = userOf(ctx);
  const model = await baseOf(ctx.db, body.model);
  if (!model) throw badRequest(MarketMsg.unknownPart);
  const [part] = rowsOf(await ctx.db.execute(sql`select display from market_parts where model = ${model} order by (currency = ${body.currency}) desc limit 1`));
  let display = part ? String(part.display) : null;
  if (!display) {
    const [g] = rowsOf(await ctx.db.execute(sql`select goods_model from goods where mts_model_base(goods_model) = ${model} limit 1`));
    if (!g) throw badRequest(MarketMsg.unknownPart);
    display = String(g.goods_model);
  }
  const row = await inTx(ctx, async (tx) => {
    // One user's creates in a row: the count and the insert under his row lock.
    await tx.db.execute(sql`select id from users where id = ${me.id} for update`);
    const [{ n }] = (await tx.db.select({ n: count() }).from(marketAlerts).where(eq(marketAlerts.userId, me.id))) as [{ n: number }];
    if (Number(n) >= MarketLimits.maxAlerts) throw badRequest(MarketMsg.tooManyAlerts);
    const [dup] = await tx.db
      .select({ id: marketAlerts.id })
      .from(marketAlerts)
      .where(
        and(
          eq(marketAlerts.userId, me.id),
          eq(marketAlerts.model, model),
          eq(marketAlerts.currency, body.currency),
          eq(marketAlerts.kind, body.kind),
          eq(marketAlerts.threshold, body.threshold),
        ),
      )
      .limit(1);
    if (dup) throw badRequest(MarketMsg.alertDuplicate);
    const [created] = await tx.db
      .insert(marketAlerts)
      .values({ userId: me.id, model, display: display!, currency: body.currency, kind: body.kind, threshold: body.threshold, createdAt: new Date(ctx.clock.now()) })
      .returning();
    return created!;
  });
  // The condition may hold already: it fires now (once), like any crossing.
  await evaluateAlerts(ctx, [{ model, currency: body.currency }]);
  const [fresh] = await ctx.db.select().from(marketAlerts).where(eq(marketAlerts.id, row.id));
  const f = await todayFigures(ctx.db, [{ model, currency: body.currency }], chinaDay(ctx.clock.now()));
  return toAlert(fresh!, valueFor(body.kind, f.get(`${model}|${body.currency}`)));
}

/** GET /market/alert/list: mine, oldest first, with today's compared figure. */
export async function listAlerts(ctx: ServiceContext): Promise<MarketAlert[]> {
  const me = userOf(ctx);
  const rows = await ctx.db.select().from(marketAlerts).where(eq(marketAlerts.userId, me.id)).orderBy(asc(marketAlerts.id));
  const pairs = [...new Map(rows.map((r) => [`${r.model}|${r.currency}`, { model: r.model, currency: r.currency }])).values()];
  const f = await todayFigures(ctx.db, pairs, chinaDay(ctx.clock.now()));
  return rows.map((r) => toAlert(r, valueFor(r.kind, f.get(`${r.model}|${r.currency}`))));
}

/** POST /market/alert/delete {id}: mine only (others: 404). */
export async function deleteAlert(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  const me = userOf(ctx);
  const gone = await ctx.db
    .delete(marketAlerts)
    .where(and(eq(marketAlerts.id, id), eq(marketAlerts.userId, me.id)))
    .returning({ id: marketAlerts.id });
  if (!gone.length) throw notFound(MarketMsg.alertNotFound);
  return { id };
}

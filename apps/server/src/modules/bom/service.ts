import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import { BomLimits, MatchClass, type BomCoverage } from '@mts/shared/bom';
import { BomMsg } from '@mts/shared/messages';
import type { BomChooseBody, BomCreateBody, BomDetail, BomLineChanges, BomLineMatch, BomLinesBody, BomListQuery, BomOffer, BomRefusal, BomRow, BomSummary, PreOrderRow } from '@mts/shared/schemas';
import { bomLines, boms, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Page } from '../../lib/paged.ts';
import { listBrands } from '../content/service.ts';
import { brandMatcher } from '../stock/reader/index.ts';
import { addToCart, createPreOrder } from '../trade/service.ts';
import { readBomFile } from './file.ts';
import { type BomLineInput, readPaste, type ReadResult } from './lines.ts';
import { byLine, matchOffers, type MatchOffer, publicOffer } from './match.ts';

type LineRow = typeof bomLines.$inferSelect;
type BomRowDb = typeof boms.$inferSelect;

const iso = (d: Date) => d.toISOString();
const now = (ctx: ServiceContext) => new Date(ctx.clock.now());

/** The caller's BOM, else 404 (another trader's BOM does not exist for him). */
async function ownBom(ctx: ServiceContext, id: number): Promise<BomRowDb> {
  const [b] = await ctx.db.select().from(boms).where(and(eq(boms.id, id), eq(boms.userId, userOf(ctx).id)));
  if (!b) throw new AppError(404, BomMsg.bomNotFound);
  return b;
}

/** A line of the caller's BOMs, with its BOM, else 404. */
async function ownLine(ctx: ServiceContext, lineId: number): Promise<{ line: LineRow; bom: BomRowDb }> {
  const [r] = await ctx.db
    .select({ line: bomLines, bom: boms })
    .from(bomLines)
    .innerJoin(boms, eq(boms.id, bomLines.bomId))
    .where(and(eq(bomLines.id, lineId), eq(boms.userId, userOf(ctx).id)));
  if (!r) throw new AppError(404, BomMsg.lineNotFound);
  return r;
}

const linesOf = (ctx: ServiceContext, bomId: number) => ctx.db.select().from(bomLines).where(eq(bomLines.bomId, bomId)).orderBy(asc(bomLines.row), asc(bomLines.id));

/** A line with its offers: best, chosen (his pick while it is offered, else the best), class and confidence. */
function lineMatch(l: LineRow, offers: MatchOffer[]): BomLineMatch {
  const best = offers[0] ?? null;
  const chosen = (l.chosenGoodsId !== null ? offers.find((o) => o.goodsId === l.chosenGoodsId) : undefined) ?? best;
  return {
    id: l.id,
    row: l.row,
    goodsModel: l.goodsModel,
    brandName: l.brandText,
    quantity: l.quantity,
    targetPrice: l.targetPrice,
    targetUnit: l.targetUnit,
    dateCode: l.dateCode,
    remark: l.remark,
    matchClass: best?.matchClass ?? MatchClass.None,
    confidence: best?.confidence ?? 0,
    offerCount: best?.offerCount ?? 0,
    best: best ? publicOffer(best) : null,
    chosen: chosen ? publicOffer(chosen) : null,
    rfqId: l.rfqId,
  };
}

/** Coverage by lines and quantity, and the totals per currency (¥ and $ never summed together). */
export function summarize(lines: BomLineMatch[]): BomSummary {
  let linesCovered = 0;
  let linesPartial = 0;
  let qtyWanted = 0;
  let qtyCovered = 0;
  const totals = new Map<number, number>();
  for (const l of lines) {
    qtyWanted += l.quantity;
    const o = l.chosen;
    if (!o || o.quantity <= 0) continue;
    const got = Math.min(l.quantity, o.quantity);
    qtyCovered += got;
    if (o.quantity >= l.quantity) linesCovered += 1;
    else linesPartial += 1;
    if (o.priceMin !== null) totals.set(o.priceUnit, (totals.get(o.priceUnit) ?? 0) + o.priceMin * got);
  }
  const linesNone = lines.length - linesCovered - linesPartial;
  const coverage: BomCoverage = lines.length > 0 && linesCovered === lines.length ? 'full' : linesCovered + linesPartial === 0 ? 'none' : 'partial';
  return {
    lines: lines.length,
    linesCovered,
    linesPartial,
    linesNone,
    qtyWanted,
    qtyCovered,
    coverage,
    totals: [...totals].sort((a, b) => a[0] - b[0]).map(([priceUnit, amount]) => ({ priceUnit, amount })),
  };
}

/** The BOM matched now against the shelf: its lines, each with best and chosen offers, and the summary. */
async function matchBom(ctx: ServiceContext, bom: BomRowDb): Promise<{ rows: LineRow[]; lines: BomLineMatch[]; summary: BomSummary }> {
  const [rows, offers] = await Promise.all([linesOf(ctx, bom.id), matchOffers(ctx, { bomId: bom.id, userId: bom.userId, limit: 1 })]);
  const grouped = byLine(offers);
  const lines = rows.map((l) => lineMatch(l, grouped.get(l.id) ?? []));
  return { rows, lines, summary: summarize(lines) };
}

/** Remembers what this match showed on each line (for the next rematch's changes) and the BOM's coverage. */
async function saveSnapshot(ctx: ServiceContext, bomId: number, lines: BomLineMatch[], summary: BomSummary): Promise<Date> {
  const at = now(ctx);
  const values = lines.map((l) => ({ id: l.id, g: l.chosen?.goodsId ?? null, p: l.chosen?.priceMin ?? null, a: l.chosen?.quantity ?? null, c: l.matchClass, f: l.confidence }));
  await inTx(ctx, async (tx) => {
    if (values.length)
      await tx.db.execute(sql`update bom_lines set last_goods_id = v.g, last_price = v.p, last_available = v.a, match_class = v.c, confidence = v.f
        from json_to_recordset(${JSON.stringify(values)}::json) as v(id int, g int, p int, a int, c text, f int)
        where bom_lines.id = v.id and bom_lines.bom_id = ${bomId}`);
    await tx.db.update(boms).set({ coverage: summary.coverage, matchedAt: at, updatedAt: at }).where(eq(boms.id, bomId));
  });
  return at;
}

const detailOf = (bom: BomRowDb, matchedAt: Date, lines: BomLineMatch[], summary: BomSummary): BomDetail => ({
  id: bom.id,
  name: bom.name,
  createTime: iso(bom.createdAt),
  matchedAt: iso(matchedAt),
  lines,
  summary,
});

/** Saves the lines read as a new BOM of the caller, matches it and returns it with the refused lines. */
async function saveBom(ctx: ServiceContext, name: string | undefined, read: ReadResult): Promise<BomDetail> {
  const me = userOf(ctx);
  if (read.lines.length === 0) throw new AppError(400, BomMsg.noLines);
  if (read.lines.length > BomLimits.maxLines) throw new AppError(400, BomMsg.tooManyLines);
  const at = now(ctx);
  const bom = await inTx(ctx, async (tx) => {
    // The per-user cap, counted under a lock on the user's row so two creates at once cannot pass it together.
    await tx.db.execute(sql`select 1 from ${users} where ${users.id} = ${me.id} for update`);
    const [{ n }] = (await tx.db.select({ n: count() }).from(boms).where(eq(boms.userId, me.id))) as [{ n: number }];
    if (Number(n) >= BomLimits.maxBoms) throw new AppError(409, BomMsg.tooManyBoms);
    const [b] = await tx.db
      .insert(boms)
      .values({ userId: me.id, name: name || `${BomMsg.unnamed} ${at.toISOString().slice(0, 10)}`, lineCount: read.lines.length, createdAt: at, updatedAt: at, matchedAt: at })
      .returning();
    const chunk = 500;
    for (let i = 0; i < read.lines.length; i += chunk)
      await tx.db.insert(bomLines).values(read.lines.slice(i, i + chunk).map((l: BomLineInput) => ({ ...l, bomId: b!.id })));
    return b!;
  });
  const { lines, summary } = await matchBom(ctx, bom);
  const matchedAt = await saveSnapshot(ctx, bom.id, lines, summary);
  return { ...detailOf(bom, matchedAt, lines, summary), errors: read.errors };
}

const brandsOf = async (ctx: ServiceContext) => brandMatcher(await listBrands(ctx));

/** POST /bom/create: a pasted list. */
export async function createBom(ctx: ServiceContext, input: BomCreateBody): Promise<BomDetail> {
  userOf(ctx);
  return saveBom(ctx, input.name, readPaste(input.text, await brandsOf(ctx)));
}

/** POST /bom/upload: an .xlsx/.xls/.csv through the stock reader (header found and mapped, no mapping step). */
export async function uploadBom(ctx: ServiceContext, file: () => Promise<MultipartFile | undefined>): Promise<BomDetail> {
  userOf(ctx);
  const { name, read } = await readBomFile(file, await brandsOf(ctx));
  return saveBom(ctx, name, read);
}

/** GET /bom/list: the caller's BOMs, last changed first. */
export async function listBoms(ctx: ServiceContext, q: BomListQuery): Promise<Page<BomRow>> {
  const me = userOf(ctx);
  const where = eq(boms.userId, me.id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(boms)
      .where(where)
      .orderBy(desc(boms.updatedAt), desc(boms.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(boms).where(where),
  ]);
  return {
    rows: rows.map((b) => ({ id: b.id, name: b.name, lineCount: b.lineCount, coverage: b.coverage as BomCoverage, createTime: iso(b.createdAt), updateTime: iso(b.updatedAt) })),
    total: Number(total!.n),
  };
}

/** GET /bom/detail: the BOM matched against the shelf as it is now. */
export async function bomDetail(ctx: ServiceContext, id: number): Promise<BomDetail> {
  const bom = await ownBom(ctx, id);
  const { lines, summary } = await matchBom(ctx, bom);
  return detailOf(bom, bom.matchedAt, lines, summary);
}

/** GET /bom/offers: every offer of a line (up to 10 × offersPerLine), best first. */
export async function lineOffers(ctx: ServiceContext, lineId: number): Promise<BomOffer[]> {
  const { line, bom } = await ownLine(ctx, lineId);
  const offers = await matchOffers(ctx, { bomId: bom.id, userId: bom.userId, lineId: line.id, limit: BomLimits.offersPerLine * 10 });
  return offers.filter((o) => o.rank <= BomLimits.offersPerLine * 10).map(publicOffer);
}

/** POST /bom/choose: the offer he picks for a line (one of its offers). */
export async function chooseOffer(ctx: ServiceContext, input: BomChooseBody): Promise<BomLineMatch> {
  const { line, bom } = await ownLine(ctx, input.lineId);
  const [offer] = await matchOffers(ctx, { bomId: bom.id, userId: bom.userId, lineId: line.id, limit: 1, goodsId: input.goodsId });
  if (!offer) throw new AppError(400, BomMsg.offerNotFound);
  const [updated] = await ctx.db.update(bomLines).set({ chosenGoodsId: offer.goodsId }).where(eq(bomLines.id, line.id)).returning();
  await ctx.db.update(boms).set({ updatedAt: now(ctx) }).where(eq(boms.id, bom.id));
  const offers = await matchOffers(ctx, { bomId: bom.id, userId: bom.userId, lineId: line.id, limit: 1 });
  return lineMatch(updated!, offers);
}

/** What changed on a line since the last match: the shown offer's price and stock, or its going. */
function changesOf(l: LineRow, m: BomLineMatch): BomLineChanges | undefined {
  if (l.lastGoodsId === null) return undefined;
  const c: BomLineChanges = {};
  const o = m.chosen;
  if (!o || o.goodsId !== l.lastGoodsId) c.gone = true;
  if ((o?.priceMin ?? null) !== l.lastPrice && o) c.price = [l.lastPrice, o.priceMin];
  if (o && o.quantity !== l.lastAvailable) c.available = [l.lastAvailable ?? 0, o.quantity];
  return Object.keys(c).length ? c : undefined;
}

/** POST /bom/rematch: matched again; each line says what changed since the previous match. */
export async function rematchBom(ctx: ServiceContext, id: number): Promise<BomDetail> {
  const bom = await ownBom(ctx, id);
  const { rows, lines, summary } = await matchBom(ctx, bom);
  const before = new Map(rows.map((r) => [r.id, r]));
  const withChanges = lines.map((m) => {
    const changes = changesOf(before.get(m.id)!, m);
    return changes ? { ...m, changes } : m;
  });
  const matchedAt = await saveSnapshot(ctx, bom.id, lines, summary);
  return detailOf(bom, matchedAt, withChanges, summary);
}

/** The chosen offers of the BOM's selected lines (404 for a line not of this BOM). */
async function selectedLines(ctx: ServiceContext, input: BomLinesBody): Promise<{ line: BomLineMatch }[]> {
  const bom = await ownBom(ctx, input.id);
  const ids = [...new Set(input.lineIds)];
  const { lines } = await matchBom(ctx, bom);
  const byId = new Map(lines.map((l) => [l.id, l]));
  if (ids.some((i) => !byId.has(i))) throw new AppError(404, BomMsg.lineNotFound);
  return ids.map((i) => ({ line: byId.get(i)! }));
}

/** POST /bom/toCart: each selected line's chosen offer into the cart with the wanted quantity (the cart's rules). */
export async function bomToCart(ctx: ServiceContext, input: BomLinesBody): Promise<{ added: number; refused: BomRefusal[] }> {
  const selected = await selectedLines(ctx, input);
  const refused: BomRefusal[] = [];
  let added = 0;
  for (const { line } of selected) {
    if (!line.chosen) {
      refused.push({ lineId: line.id, reason: BomMsg.noOffer });
      continue;
    }
    try {
      // Each line is its own cart change (addToCart's transaction): one refused line leaves the others added.
      await addToCart(ctx, { goodsId: line.chosen.goodsId, goodsNum: line.quantity });
      added += 1;
    } catch (err) {
      if (!(err instanceof AppError) || err.code >= 500) throw err;
      refused.push({ lineId: line.id, reason: err.message });
    }
  }
  return { added, refused };
}

/**
 * POST /bom/toPreOrders: one intention order per goods (lines choosing the same goods add up) under the buy-now
 * rules (createPreOrder: MOQ, available quantity, 面议, own goods), every accepted line in ONE transaction; a refused
 * line is reported with its reason and writes nothing (the rules are checked before the order is written).
 */
export async function bomToPreOrders(ctx: ServiceContext, input: BomLinesBody): Promise<{ list: PreOrderRow[]; refused: BomRefusal[] }> {
  const me = userOf(ctx);
  const selected = await selectedLines(ctx, input);
  const refused: BomRefusal[] = [];
  const perGoods = new Map<number, { quantity: number; lineIds: number[]; place: string }>();
  for (const { line } of selected) {
    if (!line.chosen) {
      refused.push({ lineId: line.id, reason: BomMsg.noOffer });
      continue;
    }
    const g = perGoods.get(line.chosen.goodsId) ?? { quantity: 0, lineIds: [], place: line.chosen.deliveryPlace };
    g.quantity += line.quantity;
    g.lineIds.push(line.id);
    perGoods.set(line.chosen.goodsId, g);
  }
  const [profile] = await ctx.db.select({ mobile: users.mobile, realName: users.realName, nickName: users.nickName }).from(users).where(eq(users.id, me.id));
  const list = await inTx(ctx, async (tx) => {
    const out: PreOrderRow[] = [];
    for (const [goodsId, g] of perGoods) {
      try {
        out.push(
          await createPreOrder(tx, {
            goodsId,
            quantity: g.quantity,
            deliveryPlace: g.place,
            deliveryDate: '',
            taxIncluded: false,
            contactName: profile?.realName || profile?.nickName || '',
            contactMobile: profile?.mobile ?? '',
            remark: '',
          }),
        );
      } catch (err) {
        if (!(err instanceof AppError) || err.code >= 500) throw err;
        for (const lineId of g.lineIds) refused.push({ lineId, reason: err.message });
      }
    }
    return out;
  });
  return { list, refused };
}

/** POST /bom/delete */
export async function deleteBom(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  const bom = await ownBom(ctx, id);
  await ctx.db.delete(boms).where(eq(boms.id, bom.id));
  return { id };
}

/** The rows of GET /bom/export: the BOM's lines with their chosen offers, matched now. */
export async function exportRows(ctx: ServiceContext, id: number): Promise<{ name: string; lines: BomLineMatch[] }> {
  const bom = await ownBom(ctx, id);
  const { lines } = await matchBom(ctx, bom);
  return { name: bom.name, lines };
}


import { and, count, desc, eq, exists, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { GoodsType } from '@mts/shared/constants';
import { RfqMsg, TradeMsg } from '@mts/shared/messages';
import { type RfqCreateBody, type RfqDetail, RfqLimits, type RfqQuote, type RfqQuoteBody, type RfqRow, type PreOrderRow } from '@mts/shared/schemas';
import { GoodsStatus, isVerified, RfqQuoteStatus, rfqQuoteMachine, RfqStatus, rfqMachine, statusLabel } from '@mts/shared/status';
import { GoodsSource } from '@mts/shared/stock';
import { normalizePartNumber } from '@mts/shared/validate';
import { bomLines, boms, brands, goods, rfqQuotes, rfqRecipients, rfqs, users } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Page } from '../../lib/paged.ts';
import { personName } from '../../lib/names.ts';
import { formatChinaTime } from '../../lib/time.ts';
import { type Refusals, transition } from '../../lib/transition.ts';
import { listingVector, loadCatalog } from '../search/indexer.ts';
import { chinaDate, preOrderRows } from '../trade/queries.ts';
import { quoteOnDemand } from '../trade/service.ts';
import { bestFirst, quoteRows, readRfq, type RfqRecord, toRfqRow } from './queries.ts';

/** How often each instance sweeps RFQs past their deadline. */
export const RFQ_SWEEP_MS = 60_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The intention order needs a delivery place; an RFQ names none: the negotiator settles it with both sides. */
const DELIVERY_TBD = '待定';

const nowDate = (ctx: ServiceContext) => new Date(ctx.clock.now());
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const notOpen = (s: number) => (s === RfqStatus.Accepted ? RfqMsg.alreadyAccepted : s === RfqStatus.Expired ? RfqMsg.closed : RfqMsg.notOpen(statusLabel(rfqMachine, s)));
const rfqRefusals: Refusals = { notFound: RfqMsg.notFound, notOwner: RfqMsg.notBuyer, wrongStatus: notOpen };
const quoteRefusals: Refusals = { notFound: RfqMsg.quoteNotFound, wrongStatus: RfqMsg.alreadyAccepted };

/** 报价中 and before its deadline; else the 409 of the state it is in. */
function checkOpen(ctx: ServiceContext, r: RfqRecord): void {
  if (r.status === RfqStatus.Open && r.deadline.getTime() <= ctx.clock.now()) throw new AppError(409, RfqMsg.closed);
  if (r.status !== RfqStatus.Open) throw new AppError(409, notOpen(r.status));
}

// ---------------------------------------------------------------------------------------------- create

interface AskLine {
  goodsModel: string;
  modelNorm: string;
  brandId: number | null;
  brandName: string;
  quantity: number;
  targetPrice: number | null;
  targetUnit: number;
  dateCode: string;
  bomId: number | null;
  bomLineId: number | null;
}

/** The caller's BOM lines named by id (404 when the BOM or a line is not his). */
async function bomAskLines(ctx: ServiceContext, me: number, bomId: number, lineIds: number[]): Promise<AskLine[]> {
  const [bom] = await ctx.db.select({ id: boms.id }).from(boms).where(and(eq(boms.id, bomId), eq(boms.userId, me))).limit(1);
  if (!bom) throw new AppError(404, RfqMsg.bomNotFound);
  const ids = [...new Set(lineIds)];
  const rows = await ctx.db
    .select({ line: bomLines, brandName: brands.name })
    .from(bomLines)
    .leftJoin(brands, eq(brands.id, bomLines.brandId))
    .where(and(eq(bomLines.bomId, bomId), inArray(bomLines.id, ids)))
    .orderBy(bomLines.row, bomLines.id);
  if (rows.length !== ids.length) throw new AppError(404, RfqMsg.bomLineNotFound);
  return rows.map(({ line, brandName }) => ({
    goodsModel: line.goodsModel,
    modelNorm: line.modelNorm,
    brandId: line.brandId,
    brandName: (brandName ?? line.brandText).slice(0, 40),
    quantity: line.quantity,
    targetPrice: line.targetPrice,
    targetUnit: line.targetUnit,
    dateCode: line.dateCode,
    bomId,
    bomLineId: line.id,
  }));
}

/**
 * The recipients of an RFQ for `model`: every trader who listed that normalised part number (or the same base part
 * number, mts_model_base of the BOM migration) as 货源, on or off the shelf, updated within rfqSellerWindowDays; never
 * the buyer. One statement over goods_model_norm_idx and the base expression index.
 */
async function recipientsOf(ctx: ServiceContext, buyerId: number, goodsModel: string, modelNorm: string, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - RfqLimits.sellerWindowDays * DAY);
  const result = await ctx.db.execute(sql`
    select distinct owner_id as id from goods
    where (model_norm = ${modelNorm} or mts_model_base(goods_model) = mts_model_base(${goodsModel}::varchar))
      and type = ${GoodsType.Supply} and status in (${GoodsStatus.OnShelf}, ${GoodsStatus.OffShelf})
      and updated_at >= ${since.toISOString()}::timestamptz and owner_id is not null and owner_id <> ${buyerId}
    order by owner_id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** 报价截止 as the demand pool shows it (China time, to the minute). */
const deadlineText = (d: Date) => formatChinaTime(d).slice(0, 16);

/**
 * POST /rfq/create: one RFQ per line (a BOM's lines, his own, or explicit lines), in ONE transaction. Each RFQ is
 * published as a 求购 goods (type 2, source 2, owned by the buyer, 报价截止 in its title and remark) and sent to its
 * recipients (rfq_recipients + realtime `rfq.new` after commit). A BOM line remembers its RFQ (bom_lines.rfq_id).
 */
export async function createRfqs(ctx: ServiceContext, input: RfqCreateBody): Promise<{ list: RfqRow[] }> {
  const me = userOf(ctx);
  const now = nowDate(ctx);
  const deadline = new Date(input.deadline);
  // A minute of slack below the minimum: a form that proposed exactly 2 hours is not refused for the seconds it took.
  if (deadline.getTime() < now.getTime() + RfqLimits.minHours * HOUR - 60_000 || deadline.getTime() > now.getTime() + RfqLimits.maxDays * DAY) {
    throw new AppError(400, RfqMsg.deadlineRange);
  }
  const remark = input.remark ?? '';
  return inTx(ctx, async (tx) => {
    const [owner] = await tx.db.select().from(users).where(eq(users.id, me.id)).limit(1);
    if (!isVerified(owner)) throw new AppError(403, RfqMsg.needRealName);
    let lines: AskLine[];
    if ('bomId' in input) lines = await bomAskLines(tx, me.id, input.bomId, input.lineIds);
    else {
      const catalog = await loadCatalog(tx);
      const byName = new Map<string, number>();
      for (const b of catalog.brands.values()) for (const n of [b.name, b.nameEn, ...(b.aliases ?? [])]) if (n) byName.set(n.toLowerCase(), b.id);
      lines = input.lines.map((l) => {
        const modelNorm = normalizePartNumber(l.goodsModel);
        if (!modelNorm) throw new AppError(400, RfqMsg.goodsModel);
        const brandId = l.brand ? (byName.get(l.brand.toLowerCase()) ?? null) : null;
        return {
          goodsModel: l.goodsModel,
          modelNorm,
          brandId,
          brandName: brandId === null ? (l.brand ?? '') : catalog.brands.get(brandId)!.name,
          quantity: l.quantity,
          targetPrice: l.targetPrice ?? null,
          targetUnit: l.targetUnit ?? 0,
          dateCode: l.dateCode ?? '',
          bomId: null,
          bomLineId: null,
        };
      });
    }
    const catalog = await loadCatalog(tx);
    const contact = { name: personName(owner).slice(0, 32), mobile: owner?.mobile ?? '' };
    const ids: number[] = [];
    for (const l of lines) {
      const next = rowsOf<{ id: number }>(await tx.db.execute(sql`select nextval(pg_get_serial_sequence('rfqs', 'id'))::int as id`));
      const id = Number(next[0]!.id);
      const rfqNo = `XJ${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
      const until = deadlineText(deadline);
      const cols = {
        goodsModel: l.goodsModel,
        goodsName: `${l.brandName} ${l.goodsModel}`.trim().slice(0, 128),
        brandId: l.brandId,
        brandText: l.brandId === null ? l.brandName.slice(0, 32) : '',
        categoryId: null,
        condition: '',
        dateCode: l.dateCode.slice(0, 16),
        package: '',
        deliveryPlace: '',
        deputyTitle: `询价 ${l.goodsModel} 报价截止 ${until}`,
      };
      const [g] = await tx.db
        .insert(goods)
        .values({
          ...cols,
          type: GoodsType.Demand,
          modelNorm: l.modelNorm,
          quantity: l.quantity,
          priceMin: l.targetPrice,
          priceUnit: l.targetUnit,
          remark: [RfqMsg.deadlineRemark(until), remark].filter(Boolean).join('；'),
          contactName: contact.name,
          contactMobile: contact.mobile,
          specs: [{ label: '品牌', value: l.brandName }, ...(l.dateCode ? [{ label: '批次要求', value: l.dateCode }] : [])],
          searchText: listingVector(catalog, cols),
          status: GoodsStatus.OnShelf,
          ownerId: me.id,
          source: GoodsSource.Rfq,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: goods.id });
      await tx.db.insert(rfqs).values({
        id,
        rfqNo,
        buyerId: me.id,
        bomId: l.bomId,
        bomLineId: l.bomLineId,
        goodsModel: l.goodsModel,
        modelNorm: l.modelNorm,
        brandName: l.brandName,
        quantity: l.quantity,
        targetPrice: l.targetPrice,
        targetUnit: l.targetUnit,
        dateCode: l.dateCode,
        remark,
        deadline,
        status: RfqStatus.Open,
        goodsId: g!.id,
        createdAt: now,
        updatedAt: now,
      });
      const recipients = await recipientsOf(tx, me.id, l.goodsModel, l.modelNorm, now);
      if (recipients.length) await tx.db.insert(rfqRecipients).values(recipients.map((userId) => ({ rfqId: id, userId, createdAt: now })));
      if (l.bomLineId !== null) await tx.db.update(bomLines).set({ rfqId: id }).where(eq(bomLines.id, l.bomLineId));
      tx.events.publish({ type: 'rfq.create', id, userId: me.id, recipientIds: recipients });
      tx.events.publish({ type: 'goods.rfqPublish', id: g!.id, userId: me.id });
      ids.push(id);
    }
    const rows = await tx.db.select().from(rfqs).where(inArray(rfqs.id, ids)).orderBy(rfqs.id);
    return { list: rows.map((r) => toRfqRow(r, 0)) };
  });
}

// ---------------------------------------------------------------------------------------------- read

/** The caller may see the RFQ: its buyer, or a recipient (sent to him, or he quoted). Anyone else: 404. */
async function visibleRfq(ctx: ServiceContext, id: number): Promise<{ r: RfqRecord; buyer: boolean }> {
  const me = userOf(ctx).id;
  const r = await readRfq(ctx, id);
  if (!r) throw new AppError(404, RfqMsg.notFound);
  if (r.buyerId === me) return { r, buyer: true };
  const [rec] = await ctx.db
    .select({ id: rfqRecipients.rfqId })
    .from(rfqRecipients)
    .where(and(eq(rfqRecipients.rfqId, id), eq(rfqRecipients.userId, me)))
    .limit(1);
  if (!rec) throw new AppError(404, RfqMsg.notFound);
  return { r, buyer: false };
}

/** GET /rfq/list: buyer = the RFQs he sent; seller = those sent to him (or he quoted), with his quote. Newest first. */
export async function listRfqs(ctx: ServiceContext, q: { role: 'buyer' | 'seller'; status?: number; pageNum: number; pageSize: number }): Promise<Page<RfqRow>> {
  const me = userOf(ctx).id;
  const mine: SQL =
    q.role === 'buyer'
      ? eq(rfqs.buyerId, me)
      : exists(ctx.db.select({ x: sql`1` }).from(rfqRecipients).where(and(eq(rfqRecipients.rfqId, rfqs.id), eq(rfqRecipients.userId, me))));
  const where = and(mine, q.status === undefined ? undefined : eq(rfqs.status, q.status));
  const limit = q.pageSize;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(rfqs)
      .where(where)
      .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
      .limit(limit)
      .offset((q.pageNum - 1) * limit),
    ctx.db.select({ n: count() }).from(rfqs).where(where),
  ]);
  if (!rows.length) return { rows: [], total: Number(total?.n ?? 0) };
  const ids = rows.map((r) => r.id);
  if (q.role === 'buyer') {
    const counts = await ctx.db
      .select({ id: rfqQuotes.rfqId, n: count() })
      .from(rfqQuotes)
      .where(inArray(rfqQuotes.rfqId, ids))
      .groupBy(rfqQuotes.rfqId);
    const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
    return { rows: rows.map((r) => toRfqRow(r, n.get(r.id) ?? 0)), total: Number(total?.n ?? 0) };
  }
  const own = await quoteRows(ctx, await ctx.db.select().from(rfqQuotes).where(and(inArray(rfqQuotes.rfqId, ids), eq(rfqQuotes.sellerId, me))));
  const byRfq = new Map(own.map((x) => [x.rfqId, x]));
  return { rows: rows.map((r) => toRfqRow(r, byRfq.has(r.id) ? 1 : 0, byRfq.get(r.id) ?? null)), total: Number(total?.n ?? 0) };
}

/** GET /rfq/detail: the buyer sees every quote (best first, best price and fastest delivery marked); a seller his own. */
export async function rfqDetail(ctx: ServiceContext, id: number): Promise<RfqDetail> {
  const me = userOf(ctx).id;
  const { r, buyer } = await visibleRfq(ctx, id);
  const records = await ctx.db
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.rfqId, id), buyer ? undefined : eq(rfqQuotes.sellerId, me)));
  const quotes = bestFirst(await quoteRows(ctx, records), r.targetUnit);
  const open = r.status === RfqStatus.Open && r.deadline.getTime() > ctx.clock.now();
  const live = quotes.filter((q) => q.status !== RfqQuoteStatus.NotChosen);
  const fastest = [...live].sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id)[0];
  return {
    rfq: toRfqRow(r, quotes.length, buyer ? undefined : (quotes[0] ?? null)),
    quotes,
    bestPriceId: live[0]?.id ?? null,
    fastestId: fastest?.id ?? null,
    canQuote: !buyer && open,
    canAccept: buyer && open && quotes.some((q) => q.status === RfqQuoteStatus.Quoting),
    canClose: buyer && r.status === RfqStatus.Open,
  };
}

// ---------------------------------------------------------------------------------------------- quote

/**
 * POST /rfq/quote: a seller's quote, one per RFQ (a second call updates it while the RFQ is open). Any trader but
 * the buyer may quote (the 求购 is public in the demand pool); quoting makes him a recipient. The RFQ row is locked
 * for the check, so a quote never lands on an RFQ an accept or the sweep has just ended.
 */
export async function quoteRfq(ctx: ServiceContext, input: RfqQuoteBody): Promise<RfqQuote> {
  const me = userOf(ctx).id;
  const now = nowDate(ctx);
  return inTx(ctx, async (tx) => {
    const r = await readRfq(tx, input.rfqId, true);
    if (!r) throw new AppError(404, RfqMsg.notFound);
    if (r.buyerId === me) throw new AppError(403, RfqMsg.ownRfq);
    checkOpen(tx, r);
    if (input.quantity > r.quantity) throw new AppError(400, TradeMsg.overDemand(r.quantity));
    if (input.deliveryDate < chinaDate(now)) throw new AppError(400, TradeMsg.deliveryDatePast);
    const values = {
      price: input.price,
      priceUnit: input.priceUnit,
      quantity: input.quantity,
      dateCode: input.dateCode,
      condition: input.condition,
      deliveryDate: input.deliveryDate,
      taxIncluded: input.taxIncluded,
      remark: input.remark,
      updatedAt: now,
    };
    const [existing] = await tx.db
      .select({ id: rfqQuotes.id })
      .from(rfqQuotes)
      .where(and(eq(rfqQuotes.rfqId, r.id), eq(rfqQuotes.sellerId, me)))
      .limit(1);
    let row;
    if (existing) {
      row = await transition(tx, {
        machine: rfqQuoteMachine,
        table: rfqQuotes,
        id: existing.id,
        move: 'edit',
        actor: 'owner',
        owner: rfqQuotes.sellerId,
        set: values,
        refusals: quoteRefusals,
      });
    } else {
      [row] = await tx.db
        .insert(rfqQuotes)
        .values({ ...values, rfqId: r.id, sellerId: me, status: RfqQuoteStatus.Quoting, createdAt: now })
        .returning();
      await tx.db.insert(rfqRecipients).values({ rfqId: r.id, userId: me, createdAt: now }).onConflictDoNothing();
    }
    tx.events.publish({ type: 'rfqQuote.submit', id: row!.id, userId: me, rfqId: r.id, buyerId: r.buyerId, status: row!.status });
    const [out] = await quoteRows(tx, [row!]);
    return out!;
  });
}

// ---------------------------------------------------------------------------------------------- accept, close, sweep

/** The RFQ ended (accepted, closed, expired): its quotes still 报价中 → 未采纳 (each seller told), its 求购 off the shelf. */
async function endRfq(ctx: ServiceContext, r: RfqRecord, now: Date): Promise<void> {
  const declined = await ctx.db
    .update(rfqQuotes)
    .set({ status: rfqQuoteMachine.moves.decline.to, updatedAt: now })
    .where(and(eq(rfqQuotes.rfqId, r.id), inArray(rfqQuotes.status, [...rfqQuoteMachine.moves.decline.from])))
    .returning();
  for (const q of declined) ctx.events.publish({ type: 'rfqQuote.decline', id: q.id, userId: null, status: q.status, row: q });
  if (r.goodsId !== null) {
    const off = await ctx.db
      .update(goods)
      .set({ status: GoodsStatus.OffShelf, updatedAt: now })
      .where(and(eq(goods.id, r.goodsId), eq(goods.status, GoodsStatus.OnShelf)))
      .returning({ id: goods.id });
    if (off.length) ctx.events.publish({ type: 'goods.rfqEnd', id: r.goodsId, userId: null });
  }
}

/**
 * POST /rfq/accept: the buyer accepts one quote, in ONE transaction: the RFQ 报价中 → 已采纳 by a conditional UPDATE
 * (of two accepts at once one matches the row, the other gets 409), the quote → 已采纳, the others → 未采纳, and an
 * intention order through the 报价 path (quoteOnDemand: seller = the quoter, buyer = the RFQ's owner, goods = its
 * 求购; no negotiator → the negotiators' pool), then the 求购 leaves the shelf.
 */
export async function acceptQuote(ctx: ServiceContext, quoteId: number): Promise<{ preOrder: PreOrderRow }> {
  const me = userOf(ctx).id;
  const now = nowDate(ctx);
  return inTx(ctx, async (tx) => {
    const [found] = await tx.db.select({ q: rfqQuotes, r: rfqs }).from(rfqQuotes).innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId)).where(eq(rfqQuotes.id, quoteId)).limit(1);
    if (!found || (found.r.buyerId !== me && found.q.sellerId !== me)) throw new AppError(404, RfqMsg.quoteNotFound);
    if (found.r.buyerId !== me) throw new AppError(403, RfqMsg.notBuyer);
    const { q } = found;
    if (found.r.status === RfqStatus.Open && found.r.deadline.getTime() <= now.getTime()) throw new AppError(409, RfqMsg.closed);
    const r = await transition(tx, {
      machine: rfqMachine,
      table: rfqs,
      id: q.rfqId,
      move: 'accept',
      actor: 'owner',
      owner: rfqs.buyerId,
      where: sql`${rfqs.deadline} > ${now.toISOString()}::timestamptz`,
      set: { acceptedQuoteId: q.id, updatedAt: now },
      refusals: rfqRefusals,
    });
    await transition(tx, { machine: rfqQuoteMachine, table: rfqQuotes, id: q.id, move: 'accept', actor: 'system', set: { updatedAt: now }, refusals: quoteRefusals });
    const [seller] = await tx.db.select().from(users).where(eq(users.id, q.sellerId)).limit(1);
    const preOrderId = await quoteOnDemand(tx, q.sellerId, {
      goodsId: r.goodsId!,
      price: q.price,
      priceUnit: q.priceUnit as 0 | 10,
      quantity: q.quantity,
      dateCode: q.dateCode,
      condition: q.condition as RfqQuoteBody['condition'],
      deliveryPlace: DELIVERY_TBD,
      deliveryDate: q.deliveryDate,
      taxIncluded: q.taxIncluded,
      contactName: personName(seller).slice(0, 20) || DELIVERY_TBD,
      contactMobile: seller?.mobile ?? '',
      remark: [`询价单 ${r.rfqNo}`, q.remark].filter(Boolean).join('；').slice(0, 500),
    });
    await tx.db.update(rfqQuotes).set({ preOrderId }).where(eq(rfqQuotes.id, q.id));
    await endRfq(tx, r, now);
    const [row] = await preOrderRows(tx, me, [preOrderId]);
    return { preOrder: row! };
  });
}

/** POST /rfq/close: the buyer ends his RFQ (报价中 → 已关闭); the quotes → 未采纳, the 求购 off the shelf. */
export async function closeRfq(ctx: ServiceContext, id: number): Promise<RfqRow> {
  const me = userOf(ctx).id;
  const now = nowDate(ctx);
  return inTx(ctx, async (tx) => {
    // Someone else's RFQ does not exist for him (privacy: 404, not 403).
    const found = await readRfq(tx, id);
    if (!found || found.buyerId !== me) throw new AppError(404, RfqMsg.notFound);
    const r = await transition(tx, { machine: rfqMachine, table: rfqs, id, move: 'close', actor: 'owner', owner: rfqs.buyerId, set: { updatedAt: now }, refusals: rfqRefusals });
    await endRfq(tx, r, now);
    const [n] = await tx.db.select({ n: count() }).from(rfqQuotes).where(eq(rfqQuotes.rfqId, id));
    return toRfqRow(r, Number(n?.n ?? 0));
  });
}

/**
 * The deadline sweep (app.schedule every RFQ_SWEEP_MS on each instance; the job runner has no cron on PGlite): each
 * open RFQ past its deadline → 已截止 in its own transaction, by the conditional UPDATE of transition() (status 0 and
 * deadline passed): an accept or a close that lands first wins, a second sweep finds nothing. Returns how many it closed.
 */
export async function rfqSweep(ctx: ServiceContext): Promise<number> {
  const now = nowDate(ctx);
  const due = await ctx.db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(and(eq(rfqs.status, RfqStatus.Open), lte(rfqs.deadline, now)))
    .orderBy(rfqs.deadline)
    .limit(500);
  let closed = 0;
  for (const { id } of due) {
    const done = await inTx(ctx, async (tx) => {
      // Conditional (status 报价中, deadline passed): an accept, a close or another sweep that landed first → no row, a 409 caught here.
      const r = await transition(tx, {
        machine: rfqMachine,
        table: rfqs,
        id,
        move: 'expire',
        actor: 'system',
        where: lte(rfqs.deadline, now),
        set: { updatedAt: now },
        refusals: rfqRefusals,
      }).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
      if (!r) return false;
      await endRfq(tx, r, now);
      return true;
    });
    if (done) closed++;
  }
  return closed;
}


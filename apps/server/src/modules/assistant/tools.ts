import { z } from 'zod';
import { CONDITIONS } from '@mts/shared/constants';
import type { AiIntent } from '@mts/shared/schemas';
import { normalizePartNumber } from '@mts/shared/validate';
import type { ServiceContext } from '../../lib/context.ts';
import { decodePartNumber } from './decode.ts';
import { marketFacts } from '../market/assistant.ts';
import { describePart } from './engine.ts';
import type { Entities } from './entities.ts';
import { type Citation, compare, type DemandDraft, draftDemand, findGoods, myOrders, type PriceStats, priceStats, priceText, understand } from './service.ts';

/**
 * The answer functions of service.ts as a model's tools (issue 13, the model path). Each tool has a zod schema for
 * its arguments (also its JSON schema for the model), runs with the caller's context only (`ctx.user`: no tool takes
 * a user id, so a prompt cannot aim one at someone else), and returns compact JSON for the model (prices already
 * written as ¥/$ text, no contact details anywhere) plus the listings it used as citations.
 */

const partNumber = z.string().trim().min(3).max(60).describe('型号（料号），如 K4A8G165WC-BCTD');
const currency = z.enum(['CNY', 'USD']).describe('报价币种：CNY 人民币，USD 美元');
const quantity = z.number().int().positive().max(1_000_000_000).describe('数量（片）');
const dateCode = z.string().trim().min(2).max(10).describe('批号，如 24+（2024 年及以后）或 2336（2023 年第 36 周）');
const condition = z.enum(CONDITIONS).describe('成色');
const brand = z.string().trim().min(1).max(30).describe('品牌，如 三星、海力士、美光、Samsung');
const category = z.string().trim().min(1).max(30).describe('类别，如 DDR4、DDR5、eMMC、内存');

const schemas = {
  search_goods: z.object({
    keyword: z.string().trim().min(1).max(60).optional().describe('型号、型号前缀或其他关键词'),
    brand: brand.optional(),
    category: category.optional(),
    quantity: quantity.optional(),
    dateCode: dateCode.optional(),
    condition: condition.optional(),
    currency: currency.optional(),
  }),
  price_stats: z.object({ partNumber }),
  decode_part_number: z.object({ partNumber }),
  compare_parts: z.object({ a: partNumber, b: partNumber }),
  // No parameters: always the caller's orders. Anything sent (a userId …) is dropped by the schema.
  my_orders: z.object({}),
  draft_demand: z.object({
    partNumber,
    quantity: quantity.optional(),
    brand: brand.optional(),
    category: category.optional(),
    targetPrice: z.number().positive().max(1_000_000).optional().describe('目标单价（元或美元，按 currency）'),
    currency: currency.optional(),
    dateCode: dateCode.optional(),
    condition: condition.optional(),
  }),
};

export type ToolName = keyof typeof schemas;

/** What one tool call produced: the JSON the model reads, and the answer's data. */
export interface ToolOutcome {
  /** JSON text for the `role: 'tool'` message. */
  content: string;
  ok: boolean;
  intent?: AiIntent;
  citations: Citation[];
  draft?: DemandDraft;
}

type Result = { result: unknown; citations?: Citation[]; draft?: DemandDraft };

const DESCRIPTIONS: Record<ToolName, { intent: AiIntent; description: string }> = {
  search_goods: { intent: 'find_goods', description: '按关键词、品牌、类别、批号、成色、币种在平台现货货源中找货（与平台货源搜索相同），返回总数和前 8 条货源。' },
  price_stats: { intent: 'price_stock', description: '某个型号在平台的现货货源统计：条数、总数量、各币种最低/最高价、最新批号，以及最便宜的 8 条货源；以及该型号的行情（每日成交均价、卖价、求购价、7 日和 30 日涨跌，按币种）。' },
  decode_part_number: { intent: 'decode', description: '按厂商编码规则解析型号：品牌、类型、容量、位宽、速率；并给出平台上该型号的货源条数。' },
  compare_parts: { intent: 'compare', description: '比较两个型号在平台的现货价格（按相同币种的最低价）。' },
  my_orders: { intent: 'my_orders', description: '当前登录用户本人的订单：各状态数量和最近 5 个订单的进度与下一步。没有参数，只能查本人。' },
  draft_demand: { intent: 'draft_demand', description: '为用户生成一条求购草稿（只生成草稿，不发布），返回表单预填内容和还需填写的字段。' },
};

const cite = (c: Citation) => ({
  id: c.id,
  partNumber: c.partNumber,
  brand: c.brand,
  price: c.priceText,
  quantity: c.quantity,
  ...(c.dateCode ? { dateCode: c.dateCode } : {}),
  ...(c.condition ? { condition: c.condition } : {}),
  ...(c.deliveryPlace ? { deliveryPlace: c.deliveryPlace } : {}),
});

const stats = (s: PriceStats, listingsShown = 8) => ({
  partNumber: s.partNumber,
  match: s.match,
  listings: s.listings,
  totalQuantity: s.totalQuantity,
  prices: s.currencies.map((c) => ({ currency: c.currency, min: priceText(c.min, c.priceUnit), max: priceText(c.max, c.priceUnit), listings: c.listings, quantity: c.quantity })),
  newestDateCodes: s.newestDateCodes,
  spec: s.decoded ? describePart(s.decoded) : null,
  listingsShown: s.citations.slice(0, listingsShown).map(cite),
});

/** A brand or category word as the catalogue spells it (Samsung → 三星, ddr4 → DDR4), else as given. */
async function catalogue(ctx: ServiceContext, word: string | undefined, kind: 'brands' | 'categories'): Promise<string[]> {
  if (!word) return [];
  return [(await understand(ctx, word))[kind][0] ?? word];
}

const part = (text: string) => ({ text: text.toUpperCase(), norm: normalizePartNumber(text) });

type FilterArgs = Pick<z.infer<(typeof schemas)['search_goods']>, 'brand' | 'category' | 'quantity' | 'dateCode' | 'condition' | 'currency'>;
/** The goods filter a tool's arguments give (search_goods, draft_demand): catalogue words as the catalogue spells them. */
const filterOf = async (ctx: ServiceContext, a: FilterArgs) => ({
  brands: await catalogue(ctx, a.brand, 'brands'),
  categories: await catalogue(ctx, a.category, 'categories'),
  quantity: a.quantity ?? null,
  dateCode: a.dateCode ?? null,
  condition: a.condition ?? null,
  currency: a.currency ?? null,
});

const run: { [K in ToolName]: (ctx: ServiceContext, args: z.infer<(typeof schemas)[K]>) => Promise<Result> } = {
  async search_goods(ctx, a) {
    const f = await findGoods(ctx, {
      partNumbers: a.keyword ? [part(a.keyword)] : [],
      ...(await filterOf(ctx, a)),
    });
    const result = {
      filter: { keyword: f.filter.keyword, condition: f.filter.condition, dateCode: f.filter.dateCode, currency: a.currency },
      total: f.totalCapped ? '1000+' : f.total,
      ...(f.quantityWanted ? { quantityWanted: f.quantityWanted, listingsWithEnough: f.enough } : {}),
      listingsShown: f.citations.map(cite),
    };
    return { result, citations: f.citations };
  },
  async price_stats(ctx, a) {
    const s = await priceStats(ctx, a.partNumber);
    // 行情 (issue 25): the daily figures (cents → text), per currency.
    const market = (await marketFacts(ctx, a.partNumber)).map((f) => ({
      currency: f.currency === 10 ? 'USD' : 'CNY',
      asOf: f.asOf,
      lastDeal: f.lastDeal && { price: priceText(f.lastDeal.price, f.currency), day: f.lastDeal.day, deals: f.lastDeal.count, pcs: f.lastDeal.qty },
      ask: f.ask && { low: priceText(f.ask.low, f.currency), median: priceText(f.ask.median, f.currency), quotes: f.ask.count, day: f.ask.day },
      bid: f.bid && { high: priceText(f.bid.high, f.currency), median: priceText(f.bid.median, f.currency), count: f.bid.count, day: f.bid.day },
      change7d: f.change7d,
      change30d: f.change30d,
    }));
    return { result: { ...(stats(s) as object), market }, citations: s.citations };
  },
  async decode_part_number(ctx, a) {
    const d = decodePartNumber(a.partNumber);
    const s = await priceStats(ctx, a.partNumber);
    const decoded = d ? { brand: d.brand, brandEn: d.brandEn, type: d.type, density: d.density, organisation: d.organisation, speedMTs: d.speed, speedCode: d.speedCode } : null;
    return {
      result: { partNumber: a.partNumber, decoded, ...(d ? {} : { note: '不是已收录品牌的常见前缀，无法按编码规则解析' }), platform: { listings: s.listings, totalQuantity: s.totalQuantity } },
      citations: s.citations,
    };
  },
  async compare_parts(ctx, a) {
    const r = await compare(ctx, a);
    const unitOf = (c: 'CNY' | 'USD') => r.a.currencies.find((x) => x.currency === c)?.priceUnit ?? 0;
    const cheaper = r.cheaper.map((c) => ({ currency: c.currency, cheaper: c.partNumber ?? '相同', difference: priceText(c.difference, unitOf(c.currency)) }));
    return { result: { a: stats(r.a, 4), b: stats(r.b, 4), cheaper }, citations: [...r.a.citations.slice(0, 4), ...r.b.citations.slice(0, 4)] };
  },
  async my_orders(ctx) {
    const o = await myOrders(ctx);
    const result = {
      total: o.total,
      byStatus: o.byStatus.map((s) => ({ status: s.label, count: s.count })),
      latest: o.latest.map((x) => ({
        orderNo: x.orderNo,
        side: x.side,
        partNumber: x.partNumber,
        amount: priceText(x.amount, x.priceUnit),
        status: x.statusText,
        ...(x.nextStep.text ? { nextStep: x.nextStep.text } : {}),
        createTime: x.createTime,
      })),
    };
    return { result };
  },
  async draft_demand(ctx, a) {
    const e: Entities = {
      intent: 'draft_demand',
      partNumbers: [part(a.partNumber)],
      ...(await filterOf(ctx, a)),
      priceCents: a.targetPrice ? Math.round(a.targetPrice * 100) : null,
      place: null,
      asksPrice: false,
    };
    const d = await draftDemand(ctx, e);
    return { result: { form: d.form, missing: d.missing, note: '只是草稿：用户点击「去发布」打开发布页，核对补全后自己提交' }, draft: d };
  },
};

/** The tools as the chat-completions API takes them (`tools`). */
export const TOOL_DEFINITIONS = (Object.keys(schemas) as ToolName[]).map((name) => {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(schemas[name], { io: 'input' }) as Record<string, unknown>;
  return { type: 'function' as const, function: { name, description: DESCRIPTIONS[name].description, parameters } };
});

const failed = (error: string): ToolOutcome => ({ content: JSON.stringify({ error }), ok: false, citations: [] });

/** Runs one tool call of the model: bad JSON, unknown tools and invalid arguments become an error result the model reads, never a throw. */
export async function runTool(ctx: ServiceContext, name: string, rawArgs: string): Promise<ToolOutcome> {
  if (!Object.hasOwn(schemas, name)) return failed(`没有这个工具：${name.slice(0, 40)}`);
  const tool = name as ToolName;
  let json: unknown;
  try {
    json = rawArgs.trim() ? JSON.parse(rawArgs) : {};
  } catch {
    return failed('参数不是有效的 JSON');
  }
  const parsed = schemas[tool].safeParse(json);
  if (!parsed.success) return failed(`参数无效：${parsed.error.issues.map((i) => `${i.path.join('.') || '参数'} ${i.message}`).join('；')}`);
  try {
    const r = await (run[tool] as (ctx: ServiceContext, a: unknown) => Promise<Result>)(ctx, parsed.data);
    return { content: JSON.stringify(r.result), ok: true, intent: DESCRIPTIONS[tool].intent, citations: r.citations ?? [], draft: r.draft };
  } catch (err) {
    ctx.log.error({ err, tool }, 'ai model tool failed');
    return failed('查询失败，请稍后重试');
  }
}

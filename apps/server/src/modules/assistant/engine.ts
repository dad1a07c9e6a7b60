import { AssistantMsg, ASSISTANT_SUGGESTIONS } from '@mts/shared/messages';
import type { ServiceContext } from '../../lib/context.ts';
import type { Entities, Intent } from './entities.ts';
import { type DecodedPart, decodePartNumber } from './decode.ts';
import { type Citation, compare, type CurrencyStats, type DemandDraft, draftDemand, findGoods, myOrders, type PriceStats, priceStats, priceText, understand } from './service.ts';

/**
 * The default engine (issue 13): no model, no network. The question's intent and entities pick one answer
 * function; the Chinese answer is composed from its figures, line by line (the lines are what the chat endpoint
 * streams), with the listings used as citations.
 */
export interface Answer {
  intent: Intent;
  entities: Entities;
  /** The answer, one line per element (plain text). */
  lines: string[];
  citations: Citation[];
  /** draft_demand only: the publish form's prefill. */
  draft?: DemandDraft;
  /** unknown only: questions to offer. */
  suggestions?: string[];
}

const n = (v: number) => v.toLocaleString('en-US');
const money = (c: CurrencyStats) => `${c.currency === 'USD' ? '美元' : '人民币'}报价 ${priceText(c.min, c.priceUnit)}${c.max !== c.min ? ` – ${priceText(c.max, c.priceUnit)}` : ''}（${c.listings} 条）`;

/** 三星 DDR4 8Gb x16 2666 MT/s */
export function describePart(d: DecodedPart): string {
  return [d.brand, d.type, d.density, d.organisation, d.speed ? `${d.speed} MT/s` : null].filter(Boolean).join(' ');
}

function stockLines(s: PriceStats): string[] {
  const name = s.decoded ? `${s.partNumber}（${describePart(s.decoded)}）` : s.partNumber;
  if (s.match === 'none') return [`暂时没有 ${name} 的在售货源。可以发布求购，让卖家来报价。`];
  const out: string[] = [];
  if (s.match === 'prefix') out.push(`没有型号与 ${s.partNumber} 完全一致的货源，以下按以它开头的型号统计。`);
  out.push(`${name}${name.endsWith('）') ? '' : ' '}目前有 ${s.listings} 条现货货源，合计 ${n(s.totalQuantity)} 片。`);
  if (s.currencies.length) out.push(`${s.currencies.map(money).join('，')}。`);
  if (s.newestDateCodes.length) out.push(`最新批号：${s.newestDateCodes.join('、')}。`);
  return out;
}

function decodeLine(pn: string, d: DecodedPart | null): string {
  if (!d) return `暂时无法按编码规则解析 ${pn}（不是已收录品牌的常见前缀）。`;
  const parts = [`品牌 ${d.brand}（${d.brandEn}）`, `类型 ${d.type}`];
  if (d.density) parts.push(`容量 ${d.density}`);
  if (d.organisation) parts.push(`位宽 ${d.organisation}`);
  if (d.speed) parts.push(`速率 ${d.speed} MT/s（速度代码 ${d.speedCode}）`);
  return `${pn}：${parts.join('，')}。`;
}

const citationLine = (c: Citation) => `· ${c.partNumber} ${c.brand} ${c.priceText} ${n(c.quantity)} 片${c.dateCode ? ` ${c.dateCode}` : ''}${c.condition ? ` ${c.condition}` : ''}`;

/** Answers one question from the marketplace's data. `ctx.user` is the caller: my_orders and the draft need a login. */
export async function answer(ctx: ServiceContext, question: string): Promise<Answer> {
  const e = await understand(ctx, question);
  const base = { intent: e.intent, entities: e, citations: [] as Citation[] };
  const pn = e.partNumbers[0]?.text;
  switch (e.intent) {
    case 'price_stock': {
      const s = await priceStats(ctx, pn!);
      return { ...base, lines: [...stockLines(s), ...(s.citations.length ? [AssistantMsg.citationsHint] : [])], citations: s.citations };
    }
    case 'decode': {
      const d = decodePartNumber(pn!);
      const s = await priceStats(ctx, pn!);
      const lines = [decodeLine(pn!, d)];
      if (s.listings) lines.push(`平台现有 ${s.listings} 条货源，合计 ${n(s.totalQuantity)} 片。`, AssistantMsg.citationsHint);
      return { ...base, lines, citations: s.citations };
    }
    case 'compare': {
      const [a, b] = [e.partNumbers[0]!.text, e.partNumbers[1]!.text];
      const r = await compare(ctx, { a, b });
      const lines = [...stockLines(r.a), ...stockLines(r.b)];
      if (!r.cheaper.length) lines.push('两者没有相同币种的在售报价，无法直接比较价格。');
      for (const c of r.cheaper) {
        const unit = c.currency === 'USD' ? 10 : 0;
        lines.push(
          c.partNumber === null
            ? `按${c.currency === 'USD' ? '美元' : '人民币'}最低价，两者相同。`
            : `按${c.currency === 'USD' ? '美元' : '人民币'}最低价，${c.partNumber} 更便宜，低 ${priceText(c.difference, unit)}。`,
        );
      }
      const citations = [...r.a.citations.slice(0, 4), ...r.b.citations.slice(0, 4)];
      if (citations.length) lines.push(AssistantMsg.citationsHint);
      return { ...base, lines, citations };
    }
    case 'find_goods': {
      const f = await findGoods(ctx, e);
      const what = [f.filter.keyword, f.filter.condition, f.filter.dateCode ? `批号 ${f.filter.dateCode}` : '', f.filter.priceUnit === 10 ? '美元报价' : f.filter.priceUnit === 0 ? '人民币报价' : '']
        .filter(Boolean)
        .join('、');
      const lines = [`按「${what || '全部'}」筛选，共找到 ${f.totalCapped ? '1000+' : f.total} 条现货货源。`];
      if (f.quantityWanted && f.citations.length) lines.push(`下面 ${f.citations.length} 条中有 ${f.enough} 条数量不少于 ${n(f.quantityWanted)} 片。`);
      if (f.total) {
        lines.push(...f.citations.slice(0, 5).map(citationLine), AssistantMsg.citationsHint);
        return { ...base, lines, citations: f.citations };
      }
      // Nothing with every filter: the same words without condition, date code and currency.
      const relaxed = f.filter.keyword && (e.condition || e.dateCode || e.currency) ? await findGoods(ctx, { ...e, condition: null, dateCode: null, currency: null }) : null;
      if (!relaxed?.total) {
        lines.push('可以放宽条件再试，或发布求购让卖家来报价。');
        return { ...base, lines };
      }
      lines.push(`不限成色、批号和币种时有 ${relaxed.totalCapped ? '1000+' : relaxed.total} 条：`, ...relaxed.citations.slice(0, 5).map(citationLine), AssistantMsg.citationsHint);
      return { ...base, lines, citations: relaxed.citations };
    }
    case 'my_orders': {
      const o = await myOrders(ctx);
      if (!o.total) return { ...base, lines: ['你还没有订单。'] };
      const lines = [`你共有 ${o.total} 个订单：${o.byStatus.map((s) => `${s.label} ${s.count} 个`).join('，')}。`, '最近的订单：'];
      for (const x of o.latest) lines.push(`· ${x.orderNo}（${x.side}）${x.partNumber} ${x.statusText}${x.nextStep.text ? `，下一步：${x.nextStep.text}` : ''}`);
      return { ...base, lines };
    }
    case 'draft_demand': {
      const d = await draftDemand(ctx, e);
      const f = d.form;
      const got = [
        f.goodsModel ? `型号 ${f.goodsModel}` : '',
        f.brand ? `品牌 ${f.brand}` : '',
        f.quantity ? `数量 ${n(f.quantity)} 片` : '',
        f.priceMin ? `目标价 ${priceText(f.priceMin, f.priceUnit ?? 0)}` : '',
        f.dateCode ? `批号 ${f.dateCode}` : '',
        f.condition ?? '',
      ].filter(Boolean);
      const lines = [`已为你生成求购草稿：${got.join('，') || '（未识别到型号和数量）'}。`];
      if (d.missing.length) lines.push(`还需填写：${d.missing.map((k) => FIELD_LABELS[k] ?? k).join('、')}。`);
      lines.push(AssistantMsg.draftNote);
      return { ...base, lines, draft: d };
    }
    default:
      return { ...base, lines: [AssistantMsg.help, `试试问：${ASSISTANT_SUGGESTIONS[0]}`], suggestions: [...ASSISTANT_SUGGESTIONS] };
  }
}

const FIELD_LABELS: Record<string, string> = {
  categoryId: '分类',
  brand: '品牌',
  goodsModel: '型号',
  goodsName: '品名',
  quantity: '数量',
  dateCode: '批号',
  condition: '成色',
  deliveryPlace: '交货地',
  contactName: '联系人',
  contactMobile: '联系电话',
};

import { AssistantMsg, AssistantMsgEn, ASSISTANT_SUGGESTIONS, CONDITION_EN, DELIVERY_PLACES, placeName } from '@mts/shared/messages';
import type { ServiceContext } from '../../lib/context.ts';
import { type Entities, type Intent, type Lang, questionLang } from './entities.ts';
import { marketFacts, marketLines } from '../market/assistant.ts';
import { type DecodedPart, decodePartNumber } from './decode.ts';
import { type Citation, compare, englishBrandNames, type CurrencyStats, type DemandDraft, draftDemand, findGoods, myOrders, type MyOrders, type PriceStats, priceStats, priceText, understand } from './service.ts';

/**
 * The default engine (issue 13): no model, no network. The question's intent and entities pick one answer
 * function; the answer is composed from its figures in the question's language (PHRASES), line by line (the lines are what the chat endpoint
 * streams), with the listings used as citations.
 */
export interface Answer {
  intent: Intent;
  entities: Entities;
  /** The answer's language: English when the question has no Chinese character (questionLang). */
  lang: Lang;
  /** The answer, one line per element (plain text). */
  lines: string[];
  citations: Citation[];
  /** draft_demand only: the publish form's prefill. */
  draft?: DemandDraft;
  /** unknown only: questions to offer. */
  suggestions?: string[];
}

const n = (v: number) => v.toLocaleString('en-US');
const range = (c: CurrencyStats) => `${priceText(c.min, c.priceUnit)}${c.max !== c.min ? ` – ${priceText(c.max, c.priceUnit)}` : ''}`;
const plural = (k: number | string, word: string) => `${k} ${word}${String(k) === '1' ? '' : 's'}`;

/** 三星 DDR4 8Gb x16 2666 MT/s (English: Samsung DDR4 …). */
export function describePart(d: DecodedPart, lang: Lang = 'zh'): string {
  return [lang === 'en' ? d.brandEn : d.brand, d.type, d.density, d.organisation, d.speed ? `${d.speed} MT/s` : null].filter(Boolean).join(' ');
}

/**
 * The answer's words per language: one composition per answer type (below) takes its phrases from here, so both
 * languages carry the same figures. Listing and catalogue data (brand names, conditions, citations) stay as stored.
 */
const PHRASES = {
  zh: {
    named: (pn: string, d: DecodedPart | null) => (d ? `${pn}（${describePart(d)}）` : pn),
    none: (name: string) => `暂时没有 ${name} 的在售货源。可以发布求购，让卖家来报价。`,
    prefix: (pn: string) => `没有型号与 ${pn} 完全一致的货源，以下按以它开头的型号统计。`,
    stock: (name: string, listings: number, q: number) => `${name}${name.endsWith('）') ? '' : ' '}目前有 ${listings} 条现货货源，合计 ${n(q)} 片。`,
    money: (c: CurrencyStats) => `${c.currency === 'USD' ? '美元' : '人民币'}报价 ${range(c)}（${c.listings} 条）`,
    moneyLine: (parts: string[]) => `${parts.join('，')}。`,
    dateCodes: (dcs: string[]) => `最新批号：${dcs.join('、')}。`,
    undecodable: (pn: string) => `暂时无法按编码规则解析 ${pn}（不是已收录品牌的常见前缀）。`,
    decoded: (pn: string, d: DecodedPart) =>
      `${pn}：${[`品牌 ${d.brand}（${d.brandEn}）`, `类型 ${d.type}`, d.density ? `容量 ${d.density}` : '', d.organisation ? `位宽 ${d.organisation}` : '', d.speed ? `速率 ${d.speed} MT/s（速度代码 ${d.speedCode}）` : ''].filter(Boolean).join('，')}。`,
    onPlatform: (listings: number, q: number) => `平台现有 ${listings} 条货源，合计 ${n(q)} 片。`,
    noCommonCurrency: '两者没有相同币种的在售报价，无法直接比较价格。',
    cheaper: (currency: string, pn: string | null, diff: string) =>
      pn === null ? `按${currency === 'USD' ? '美元' : '人民币'}最低价，两者相同。` : `按${currency === 'USD' ? '美元' : '人民币'}最低价，${pn} 更便宜，低 ${diff}。`,
    filterDateCode: (dc: string) => `批号 ${dc}`,
    filterPlace: (place: string) => `${place}交货`,
    filterUsd: '美元报价',
    filterCny: '人民币报价',
    found: (filters: string[], total: string) => `按「${filters.join('、') || '全部'}」筛选，共找到 ${total} 条现货货源。`,
    enough: (shown: number, enough: number, q: number) => `下面 ${shown} 条中有 ${enough} 条数量不少于 ${n(q)} 片。`,
    nothingFound: '可以放宽条件再试，或发布求购让卖家来报价。',
    relaxed: (total: string) => `不限成色、批号和币种时有 ${total} 条：`,
    negotiable: '这些货源都没有标价，价格面议，可以在详情页联系卖家询价。',
    inPlace: (place: string) => `以下只统计${place}交货的货源。`,
    noneInPlace: (place: string, nearest: string | null, total: string) =>
      nearest ? `${place}交货的暂时没有；最近有货的交货地是${nearest}（${total} 条）：` : `${place}交货的暂时没有；其他交货地共有 ${total} 条：`,
    citation: (c: Citation) =>
      `· ${c.partNumber} ${c.brand} ${c.priceText} ${n(c.quantity)} 片${c.dateCode ? ` ${c.dateCode}` : ''}${c.condition ? ` ${c.condition}` : ''}${c.deliveryPlace ? ` ${c.deliveryPlace}交货` : ''}`,
    pcs: '片',
    noOrders: '你还没有订单。',
    orders: (total: number, by: { status: number; label: string; count: number }[]) => `你共有 ${total} 个订单：${by.map((s) => `${s.label} ${s.count} 个`).join('，')}。`,
    latestOrders: '最近的订单：',
    order: (o: MyOrders['latest'][number]) => `· ${o.orderNo}（${o.side}）${o.partNumber} ${o.statusText}${o.nextStep.text ? `，下一步：${o.nextStep.text}` : ''}`,
    draftFields: { goodsModel: '型号', brand: '品牌', quantity: '数量', priceMin: '目标价', dateCode: '批号' },
    draft: (got: string[]) => `已为你生成求购草稿：${got.join('，') || '（未识别到型号和数量）'}。`,
    missing: (fields: string[]) => `还需填写：${fields.join('、')}。`,
    fieldLabels: {
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
    } as Record<string, string>,
    msg: AssistantMsg,
    tryAsking: `试试问：${ASSISTANT_SUGGESTIONS[0]}`,
  },
  en: {
    named: (pn: string, d: DecodedPart | null) => (d ? `${pn} (${describePart(d, 'en')})` : pn),
    none: (name: string) => `No listing of ${name} is on sale right now. You can post a purchase request and let sellers quote.`,
    prefix: (pn: string) => `No listing matches ${pn} exactly; the figures below count the part numbers starting with it.`,
    stock: (name: string, listings: number, q: number) => `${name} has ${plural(listings, 'listing')} in stock, ${n(q)} pcs in total.`,
    money: (c: CurrencyStats) => `${c.currency} quotes ${range(c)} (${plural(c.listings, 'listing')})`,
    moneyLine: (parts: string[]) => `${parts.join('; ')}.`,
    dateCodes: (dcs: string[]) => `Newest date codes: ${dcs.join(', ')}.`,
    undecodable: (pn: string) => `${pn} cannot be decoded by the naming rules yet (not a common prefix of a known brand).`,
    decoded: (pn: string, d: DecodedPart) =>
      `${pn}: ${[`brand ${d.brandEn}`, `type ${d.type}`, d.density ? `density ${d.density}` : '', d.organisation ? `organisation ${d.organisation}` : '', d.speed ? `speed ${d.speed} MT/s (speed code ${d.speedCode})` : ''].filter(Boolean).join(', ')}.`,
    onPlatform: (listings: number, q: number) => `The marketplace has ${plural(listings, 'listing')} of it, ${n(q)} pcs in total.`,
    noCommonCurrency: 'The two have no quotes in the same currency, so their prices cannot be compared directly.',
    cheaper: (currency: string, pn: string | null, diff: string) =>
      pn === null ? `At the lowest ${currency} price, the two are the same.` : `At the lowest ${currency} price, ${pn} is cheaper by ${diff}.`,
    filterDateCode: (dc: string) => `date code ${dc}`,
    filterPlace: (place: string) => `delivery in ${placeName(place, 'en')}`,
    filterUsd: 'USD quotes',
    filterCny: 'CNY quotes',
    found: (filters: string[], total: string) => `Filtering by "${filters.join(', ') || 'everything'}", found ${plural(total, 'listing')} in stock.`,
    enough: (shown: number, enough: number, q: number) => `${enough} of the ${shown} below have at least ${n(q)} pcs.`,
    nothingFound: 'Try looser filters, or post a purchase request and let sellers quote.',
    relaxed: (total: string) => `Without the condition, date code and currency filters there ${total === '1' ? 'is 1 listing' : `are ${total} listings`}:`,
    negotiable: 'None of them lists a price: the price is on request (ask the seller from the listing).',
    inPlace: (place: string) => `Counting only the listings delivered in ${placeName(place, 'en')}.`,
    noneInPlace: (place: string, nearest: string | null, total: string) =>
      nearest
        ? `None is delivered in ${placeName(place, 'en')} right now; the nearest place with stock is ${placeName(nearest, 'en')} (${plural(total, 'listing')}):`
        : `None is delivered in ${placeName(place, 'en')} right now; other places have ${plural(total, 'listing')}:`,
    citation: (c: Citation) =>
      `· ${c.partNumber} ${c.brandEn} ${c.price === null ? 'price on request' : c.priceText} ${n(c.quantity)} pcs${c.dateCode ? ` DC ${c.dateCode}` : ''}${c.condition ? ` ${CONDITION_EN[c.condition] ?? c.condition}` : ''}${c.deliveryPlace ? ` in ${placeName(c.deliveryPlace, 'en')}` : ''}`,
    pcs: 'pcs',
    noOrders: 'You have no orders yet.',
    orders: (total: number, by: { status: number; label: string; count: number }[]) =>
      `You have ${plural(total, 'order')}: ${by.map((s) => `${s.count} ${AssistantMsgEn.orderStatus[s.status]?.label ?? s.label}`).join(', ')}.`,
    latestOrders: 'Latest orders:',
    order: (o: MyOrders['latest'][number]) => {
      const st = AssistantMsgEn.orderStatus[o.status];
      return `· ${o.orderNo} (${o.side === '买方' ? 'buyer' : 'seller'}) ${o.partNumber} ${st?.label ?? o.statusText}${st?.next ? `, next: ${st.next}` : ''}`;
    },
    draftFields: { goodsModel: 'part number', brand: 'brand', quantity: 'quantity', priceMin: 'target price', dateCode: 'date code' },
    draft: (got: string[]) => `Here is a purchase request draft: ${got.join(', ') || '(no part number or quantity recognised)'}.`,
    missing: (fields: string[]) => `Still to fill in: ${fields.join(', ')}.`,
    fieldLabels: {
      categoryId: 'category',
      brand: 'brand',
      goodsModel: 'part number',
      goodsName: 'product name',
      quantity: 'quantity',
      dateCode: 'date code',
      condition: 'condition',
      deliveryPlace: 'delivery place',
      contactName: 'contact name',
      contactMobile: 'contact phone',
    } as Record<string, string>,
    msg: AssistantMsgEn,
    tryAsking: `Try asking: ${AssistantMsgEn.suggestion}`,
  },
} as const;
type Phrases = (typeof PHRASES)[Lang];

function stockLines(s: PriceStats, p: Phrases): string[] {
  const name = p.named(s.partNumber, s.decoded);
  if (s.match === 'none') return [p.none(name)];
  const out: string[] = [];
  if (s.match === 'prefix') out.push(p.prefix(s.partNumber));
  out.push(p.stock(name, s.listings, s.totalQuantity));
  if (s.currencies.length) out.push(p.moneyLine(s.currencies.map(p.money)));
  else out.push(p.negotiable);
  if (s.newestDateCodes.length) out.push(p.dateCodes(s.newestDateCodes));
  return out;
}

/**
 * A place the question named has nothing: the nearest place (DELIVERY_PLACES' `near` order) where `find` finds
 * something, else anywhere (`null` place). Returns what was found there, and that place.
 */
async function nearestPlace<T>(place: string, find: (place: string | null) => Promise<T>, found: (result: T) => number): Promise<{ at: string | null; result: T } | null> {
  for (const near of DELIVERY_PLACES.find((d) => d.name === place)?.near ?? []) {
    const result = await find(near);
    if (found(result)) return { at: near, result };
  }
  const result = await find(null);
  return found(result) ? { at: null, result } : null;
}

/** Answers one question from the marketplace's data, in the question's language (questionLang). `ctx.user` is the caller: my_orders and the draft need a login. */
export async function answer(ctx: ServiceContext, question: string): Promise<Answer> {
  const e = await understand(ctx, question);
  const lang = questionLang(question);
  const p: Phrases = PHRASES[lang];
  const base = { intent: e.intent, entities: e, lang, citations: [] as Citation[] };
  const pn = e.partNumbers[0]?.text;
  switch (e.intent) {
    case 'price_stock': {
      let s = await priceStats(ctx, pn!, e.place);
      const lines: string[] = [];
      if (e.place && !s.listings) {
        // Nothing delivered where asked: say so, and answer for the nearest place that has it.
        const near = await nearestPlace(e.place, (at) => priceStats(ctx, pn!, at), (r) => r.listings);
        if (near) {
          s = near.result;
          lines.push(p.noneInPlace(e.place, near.at, String(s.listings)));
        }
      } else if (e.place) lines.push(p.inPlace(e.place));
      lines.push(...stockLines(s, p), ...s.citations.slice(0, 3).map(p.citation));
      // 行情 (issue 25): the daily figures of the part number, cited (prices, day, counts, 7/30-day change).
      const market = marketLines(await marketFacts(ctx, pn!), lang);
      return { ...base, lines: [...lines, ...market, ...(s.citations.length ? [p.msg.citationsHint] : [])], citations: s.citations };
    }
    case 'decode': {
      const d = decodePartNumber(pn!);
      const s = await priceStats(ctx, pn!);
      const lines = [d ? p.decoded(pn!, d) : p.undecodable(pn!)];
      if (s.listings) lines.push(p.onPlatform(s.listings, s.totalQuantity), p.msg.citationsHint);
      return { ...base, lines, citations: s.citations };
    }
    case 'compare': {
      const [a, b] = [e.partNumbers[0]!.text, e.partNumbers[1]!.text];
      const r = await compare(ctx, { a, b });
      const lines = [...stockLines(r.a, p), ...stockLines(r.b, p)];
      if (!r.cheaper.length) lines.push(p.noCommonCurrency);
      for (const c of r.cheaper) lines.push(p.cheaper(c.currency, c.partNumber, priceText(c.difference, c.currency === 'USD' ? 10 : 0)));
      const citations = [...r.a.citations.slice(0, 4), ...r.b.citations.slice(0, 4)];
      if (citations.length) lines.push(p.msg.citationsHint);
      return { ...base, lines, citations };
    }
    case 'find_goods': {
      const f = await findGoods(ctx, e);
      // The keyword's catalogue brand names in the answer's language (三星 → Samsung in English).
      const en = lang === 'en' ? await englishBrandNames(ctx) : null;
      const keyword = en ? f.filter.keyword.split(' ').map((w) => en.get(w) || w).join(' ') : f.filter.keyword;
      const what = [
        keyword,
        f.filter.condition,
        f.filter.dateCode ? p.filterDateCode(f.filter.dateCode) : '',
        f.filter.deliveryPlace ? p.filterPlace(f.filter.deliveryPlace) : '',
        f.filter.priceUnit === 10 ? p.filterUsd : f.filter.priceUnit === 0 ? p.filterCny : '',
      ].filter(
        (x): x is string => !!x,
      );
      const lines = [p.found(what, f.totalCapped ? '1000+' : String(f.total))];
      if (f.quantityWanted && f.citations.length) lines.push(p.enough(f.citations.length, f.enough, f.quantityWanted));
      if (f.total) {
        lines.push(...f.citations.slice(0, 5).map(p.citation), p.msg.citationsHint);
        return { ...base, lines, citations: f.citations };
      }
      // Nothing delivered in the place asked: the nearest place that has it, with every other filter kept.
      const near = e.place ? await nearestPlace(e.place, (at) => findGoods(ctx, { ...e, place: at }), (r) => r.total) : null;
      if (near) {
        const g = near.result;
        lines.push(p.noneInPlace(e.place!, near.at, g.totalCapped ? '1000+' : String(g.total)), ...g.citations.slice(0, 5).map(p.citation), p.msg.citationsHint);
        return { ...base, lines, citations: g.citations };
      }
      // Nothing with every filter: the same words without condition, date code and currency.
      const relaxed = f.filter.keyword && (e.condition || e.dateCode || e.currency) ? await findGoods(ctx, { ...e, condition: null, dateCode: null, currency: null, place: null }) : null;
      if (!relaxed?.total) {
        lines.push(p.nothingFound);
        return { ...base, lines };
      }
      lines.push(p.relaxed(relaxed.totalCapped ? '1000+' : String(relaxed.total)), ...relaxed.citations.slice(0, 5).map(p.citation), p.msg.citationsHint);
      return { ...base, lines, citations: relaxed.citations };
    }
    case 'my_orders': {
      const o = await myOrders(ctx);
      if (!o.total) return { ...base, lines: [p.noOrders] };
      return { ...base, lines: [p.orders(o.total, o.byStatus), p.latestOrders, ...o.latest.map(p.order)] };
    }
    case 'draft_demand': {
      const d = await draftDemand(ctx, e);
      const f = d.form;
      const l = p.draftFields;
      const got = [
        f.goodsModel ? `${l.goodsModel} ${f.goodsModel}` : '',
        f.brand ? `${l.brand} ${f.brand}` : '',
        f.quantity ? `${l.quantity} ${n(f.quantity)} ${p.pcs}` : '',
        f.priceMin ? `${l.priceMin} ${priceText(f.priceMin, f.priceUnit ?? 0)}` : '',
        f.dateCode ? `${l.dateCode} ${f.dateCode}` : '',
        f.condition ?? '',
      ].filter(Boolean);
      const lines = [p.draft(got)];
      if (d.missing.length) lines.push(p.missing(d.missing.map((k) => p.fieldLabels[k] ?? k)));
      lines.push(p.msg.draftNote);
      return { ...base, lines, draft: d };
    }
    default:
      return { ...base, lines: [p.msg.help, p.tryAsking], suggestions: [...ASSISTANT_SUGGESTIONS] };
  }
}

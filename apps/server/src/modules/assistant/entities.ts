import { hasHan, textRuns } from '@mts/shared/search';
import { normalizePartNumber } from '@mts/shared/validate';
import { CONDITIONS } from '@mts/shared/constants';
import { type AssistantLang, DELIVERY_PLACES, questionLang } from '@mts/shared/messages';

/**
 * Entity and intent extraction for the assistant's default engine (issue 13): pure, no model, no network.
 * A trader's question in Chinese or English → part numbers, brands, category words, quantity, date code,
 * condition, currency, price and the intent. Brands and categories come from the catalogue (passed in: the
 * cached brands and categories, or the seed's lists in tests), folded like `@mts/shared/search` folds text.
 */

export const INTENTS = ['price_stock', 'find_goods', 'decode', 'compare', 'my_orders', 'draft_demand', 'unknown'] as const;
export type Intent = (typeof INTENTS)[number];
export type Currency = 'CNY' | 'USD';

export interface PartNumberEntity {
  /** As written, upper case (K4A8G165WC-BCTD, K4A8G165WCBCTD). */
  text: string;
  /** normalizePartNumber(text): k4a8g165wcbctd. */
  norm: string;
}

export interface Entities {
  intent: Intent;
  partNumbers: PartNumberEntity[];
  /** Brands named, by their Chinese catalogue name (三星, 海力士 …). */
  brands: string[];
  /** Category words the goods search resolves to category ids (DDR4, eMMC, 内存, 晶圆 …), catalogue spelling. */
  categories: string[];
  /** Pieces (2k片 → 2000, 5千 → 5000). */
  quantity: number | null;
  /** A date code as listings carry it: 24+ (2024 or newer), 2336 (2023 week 36). */
  dateCode: string | null;
  /** One of CONDITIONS (原装, 散新, 拆机 …). */
  condition: (typeof CONDITIONS)[number] | null;
  currency: Currency | null;
  /** A price named in the question (目标价 26 美元, ¥82), in cents, with `currency`. */
  priceCents: number | null;
  /** A delivery place named (在深圳, in Shenzhen → 深圳), as listings store it (DELIVERY_PLACES). */
  place: string | null;
  /** The question asks for a price (多少钱, 报价, what is the price …): the answer states one, or 面议. */
  asksPrice: boolean;
}

export interface CatalogNames {
  brands: { name: string; nameEn: string; aliases: string[] }[];
  categories: { name: string }[];
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/** Words that look like part numbers but are types, interfaces or packages. */
const NOT_A_PART = /^(?:(?:lp)?g?ddr\d[lx]?|emmc\d*|ufs\d*|pcie\d*|sata\d*|nvme\d*|usb\d*|f?bga\d*|tsop\d*|soic\d*|gen\d|x\d+|\d+[gmt]b?)$/;

interface CatalogIndex {
  /** Folded brand name/alias → Chinese name; longest first. */
  brandNames: [string, string][];
  /** Letter/digit category tokens (ddr4, emmc, rdimm) → catalogue spelling. */
  alnumCategories: Map<string, string>;
  /** Han category words (内存条, 晶圆, 固态硬盘), longest first. */
  hanCategories: string[];
}

/** Keyed by the brands array and checked against the categories array: the content cache hands out the same arrays until it reloads. */
const indexCache = new WeakMap<object, { categories: object; idx: CatalogIndex }>();

function catalogIndex(catalog: CatalogNames): CatalogIndex {
  const hit = indexCache.get(catalog.brands);
  if (hit && hit.categories === catalog.categories) return hit.idx;
  const brandNames: [string, string][] = [];
  for (const b of catalog.brands)
    for (const n of new Set([b.name, b.nameEn, ...b.aliases].map(fold))) {
      if (!n) continue;
      brandNames.push([n, b.name]);
      if (/\s/.test(n)) brandNames.push([n.replace(/\s+/g, ''), b.name]);
    }
  brandNames.sort((a, b) => b[0].length - a[0].length);
  const alnumCategories = new Map<string, string>();
  const han = new Set<string>(['内存', '颗粒', '硬盘', '固态硬盘']);
  for (const c of catalog.categories) {
    for (const m of c.name.normalize('NFKC').matchAll(/[A-Za-z][A-Za-z0-9]*|\p{Script=Han}+/gu)) {
      const w = m[0];
      if (hasHan(w)) {
        if ([...w].length >= 2) han.add(w);
      } else if (w.length >= 3 && /[a-z]/i.test(w) && !['bga', 'flash', 'spi'].includes(fold(w))) alnumCategories.set(fold(w), w);
    }
  }
  // 白片 is a condition first (CONDITIONS); the category 白片/降级片 is still reached by 降级片.
  han.delete('白片');
  const idx = { brandNames, alnumCategories, hanCategories: [...han].sort((a, b) => b.length - a.length) };
  indexCache.set(catalog.brands, { categories: catalog.categories, idx });
  return idx;
}

const CN_MULT: Record<string, number> = { k: 1000, 千: 1000, w: 10000, 万: 10000 };

function parseQuantity(s: string): number | null {
  // 2000 片, 2k片, 2K pcs, 1.5万片, 5千 (a 千/万 count needs no unit), qty 2000
  const withUnit = /(?<![a-z\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|千|w|万)?\s*(?:片|颗|个|只|条|pcs|pc|pieces|units)(?![a-z])/.exec(s);
  const bare = /(?<![a-z\d.,])(\d+(?:\.\d+)?)\s*(千|万)(?!元|块|美)/.exec(s);
  const qty = /(?:qty|数量|要|收)\s*[:：]?\s*(\d+(?:\.\d+)?)\s*(k|千|w|万)?(?![\d.a-z年+])/.exec(s);
  const m = withUnit ?? bare ?? qty;
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, '')) * (m[2] ? CN_MULT[m[2]]! : 1);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

function parseDateCode(s: string): string | null {
  const plus = /(?<![\d.])(\d{2})\s*\+/.exec(s);
  if (plus) return `${plus[1]}+`;
  const year = /(?<![\d.])(?:20)?(\d{2})\s*年\s*(以后|之后|以上|后|及以后|或更新)?/.exec(s);
  if (year) return year[2] ? `${year[1]}+` : year[1]!;
  // A YYWW date code: year 10–29, week 01–53, not a quantity, price or speed.
  for (const m of s.matchAll(/(?<![\d.$¥a-z])(\d{2})(\d{2})(?![\d.]|\s*(?:k|千|万|片|颗|个|pcs|pc|元|块|美|mhz|mt|刀))/g)) {
    const yy = Number(m[1]);
    const ww = Number(m[2]);
    if (yy >= 10 && yy <= 29 && ww >= 1 && ww <= 53) return m[1]! + m[2]!;
  }
  return null;
}

function parseCurrency(s: string): Currency | null {
  if (/美元|美金|usd|\$|刀|us\s?dollar/.test(s)) return 'USD';
  if (/人民币|rmb|cny|¥|元|块钱|yuan/.test(s)) return 'CNY';
  return null;
}

function parsePlace(s: string): string | null {
  for (const p of DELIVERY_PLACES) {
    if (s.includes(p.name)) return p.name;
    if (p.aliases.some((a) => new RegExp(`(?<![a-z0-9])${escapeRe(a)}(?![a-z0-9])`).test(s))) return p.name;
  }
  return null;
}

function parsePrice(s: string): number | null {
  const m =
    /[$¥]\s*(\d+(?:\.\d{1,2})?)/.exec(s) ??
    /(\d+(?:\.\d{1,2})?)\s*(?:美元|美金|usd|刀|人民币|rmb|cny|元|块)/.exec(s) ??
    /(?:目标价|单价|价格|price)\s*[:：]?\s*(\d+(?:\.\d{1,2})?)/.exec(s);
  return m ? Math.round(Number(m[1]) * 100) : null;
}

/** Part-number-looking words: a letter first, letters and digits (and - or :), at least one digit, 5+ characters. */
function parsePartNumbers(text: string, idx: CatalogIndex): PartNumberEntity[] {
  const out: PartNumberEntity[] = [];
  const seen = new Set<string>();
  for (const m of text.normalize('NFKC').matchAll(/(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*(?:[-:][A-Za-z0-9]+)*/g)) {
    const raw = m[0];
    const norm = normalizePartNumber(raw);
    if (norm.length < 5 || !/\d/.test(norm) || NOT_A_PART.test(norm) || idx.alnumCategories.has(norm)) continue;
    if (idx.brandNames.some(([n]) => n === norm)) continue;
    if (seen.has(norm)) continue;
    seen.add(norm);
    out.push({ text: raw.toUpperCase(), norm });
  }
  return out;
}

function parseBrands(s: string, idx: CatalogIndex): string[] {
  const out: string[] = [];
  let rest = s;
  for (const [name, zh] of idx.brandNames) {
    // Han names match inside a sentence (帮我找三星的货); Latin names as whole words (hynix, not "hynixes").
    const re = hasHan(name)
      ? new RegExp(escapeRe(name), 'g')
      : new RegExp(`(?<![a-z0-9])${escapeRe(name).replace(/\\ |\s+/g, '\\s*')}(?![a-z0-9])`, 'g');
    if (!re.test(rest)) continue;
    // Two-letter Latin aliases (MT, WD) count as words only: the part numbers were taken out of the text first.
    if (!out.includes(zh)) out.push(zh);
    rest = rest.replace(re, ' ');
  }
  return out;
}

function parseCategories(s: string, idx: CatalogIndex, parts: PartNumberEntity[]): string[] {
  const out: string[] = [];
  let rest = s;
  for (const w of idx.hanCategories)
    if (rest.includes(w)) {
      out.push(w);
      rest = rest.split(w).join(' ');
    }
  const partNorms = new Set(parts.map((p) => p.norm));
  for (const run of textRuns(rest)) {
    if (run.kind !== 'alnum' || partNorms.has(run.text)) continue;
    const t = /^lpddr(\d)x$/.test(run.text) ? run.text.slice(0, -1) : run.text;
    const name = idx.alnumCategories.get(t);
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RE = {
  myOrders: /我的订单|我的交易|我.{0,6}(订单|单子)|订单.{0,6}(到哪|状态|进度|几个|多少)|(几|多少)个?.{0,4}(待付款|待发货|待收货|待验货|待确认)|待付款|待发货|待收货|到哪一步|my orders?|order status/,
  draft: /求购|发布需求|发.{0,3}(需求|求购)|帮我发|我要发|wtb|want to buy|post (a )?(demand|request)/,
  compare: /哪个|哪一个|对比|比较|相比|\bvs\.?\b|versus|compare|cheaper|better/,
  decode: /解码|解析|什么意思|啥意思|含义|代表什么|是什么|什么规格|规格|参数|几个?g|多大|速率|频率|decode|what is|meaning|spec/,
  priceStock: /价|多少钱|报价|行情|现货|库存|有多少|有货|多少货|stock|price|how much|how many|quote|cost/,
  price: /价|多少钱|报价|行情|\b(price|prices|priced|how much|quote|quotes|cost|costs)\b/,
  // English words whole ("many" is not "any", "listing" not "list").
  find: /找|搜|有没有|哪里有|谁有|货源|推荐|看看|列出|\b(find|search|looking for|show me|list|need|any)\b/,
};

/** Extracts the entities and the intent of one question. */
export function extractEntities(question: string, catalog: CatalogNames): Entities {
  const idx = catalogIndex(catalog);
  const s = fold(question);
  const partNumbers = parsePartNumbers(question, idx);
  // Entities other than part numbers are read from the text without the part numbers (MT40A… is not Micron's "MT").
  let rest = s;
  for (const p of partNumbers) rest = rest.split(p.text.toLowerCase()).join(' ');
  const brands = parseBrands(rest, idx);
  const categories = parseCategories(rest, idx, partNumbers);
  const condition = (CONDITIONS.find((c) => rest.includes(fold(c))) ?? null) as Entities['condition'];
  const quantity = parseQuantity(rest);
  const dateCode = parseDateCode(rest);
  const currency = parseCurrency(rest);
  const priceCents = parsePrice(rest);
  const place = parsePlace(rest);
  const asksPrice = RE.price.test(rest);

  let intent: Intent = 'unknown';
  const filters = brands.length + categories.length + (quantity ? 1 : 0) + (dateCode ? 1 : 0) + (condition ? 1 : 0);
  if (RE.myOrders.test(rest)) intent = 'my_orders';
  else if (RE.draft.test(rest)) intent = 'draft_demand';
  else if (partNumbers.length >= 2 && (RE.compare.test(rest) || RE.priceStock.test(rest) || /和|与|跟|还是|and/.test(rest))) intent = 'compare';
  // A price question is answered with the price (and the part's spec in its name), not with the decoding alone.
  else if (partNumbers.length && RE.decode.test(rest) && !asksPrice && !/现货|库存/.test(rest)) intent = 'decode';
  else if (partNumbers.length && RE.priceStock.test(rest) && !RE.find.test(rest)) intent = 'price_stock';
  else if (RE.find.test(rest) || (filters > 0 && (partNumbers.length || brands.length || categories.length))) intent = 'find_goods';
  else if (partNumbers.length) intent = 'price_stock';
  else if (RE.priceStock.test(rest) && (brands.length || categories.length)) intent = 'find_goods';

  return { intent, partNumbers, brands, categories, quantity, dateCode, condition, currency, priceCents, place, asksPrice };
}

/** The language an answer is written in (questionLang: English when the question has no Chinese character). */
export type Lang = AssistantLang;
export { questionLang };

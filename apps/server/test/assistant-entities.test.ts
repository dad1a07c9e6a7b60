import { describe, expect, it } from 'vitest';
import { BRANDS, CATEGORY_TREE, type CategoryDef } from '../src/db/seed/catalog.ts';
import { type Entities, extractEntities } from '../src/modules/assistant/entities.ts';

const flat = (defs: CategoryDef[]): { name: string }[] => defs.flatMap((d) => [{ name: d.name }, ...flat(d.children ?? [])]);
const catalog = { brands: BRANDS, categories: flat(CATEGORY_TREE) };

type Expect = Partial<Omit<Entities, 'partNumbers'>> & { parts?: string[] };

/** 40 trader questions with the entities expected (what is not listed must be empty / null). */
const CASES: [string, Expect][] = [
  ['K4A8G165WC-BCTD 现在什么价？有多少现货？', { intent: 'price_stock', parts: ['k4a8g165wcbctd'] }],
  ['k4a8g165wcbctd 多少钱', { intent: 'price_stock', parts: ['k4a8g165wcbctd'] }],
  ['MT40A1G16TB-062E 有货吗', { intent: 'price_stock', parts: ['mt40a1g16tb062e'] }],
  ['H5AN8G6NDJR-XNC 报价', { intent: 'price_stock', parts: ['h5an8g6ndjrxnc'] }],
  ['MT40A1G16TB-062E:F 美元价格', { intent: 'price_stock', parts: ['mt40a1g16tb062ef'], currency: 'USD' }],
  ['KLMAG1JETD-B041 人民币报价多少', { intent: 'price_stock', parts: ['klmag1jetdb041'], currency: 'CNY' }],
  ['How much is K4A8G165WC-BCTD in USD?', { intent: 'price_stock', parts: ['k4a8g165wcbctd'], currency: 'USD' }],
  ['H5AN8G6NDJR-XNC stock?', { intent: 'price_stock', parts: ['h5an8g6ndjrxnc'] }],
  ['K4RAH086VB-BCQK', { intent: 'price_stock', parts: ['k4rah086vbbcqk'] }],
  ['Ｋ４Ａ８Ｇ１６５ＷＣ－ＢＣＴＤ 行情', { intent: 'price_stock', parts: ['k4a8g165wcbctd'] }],
  ['帮我找 三星 DDR4 的现货', { intent: 'find_goods', brands: ['三星'], categories: ['DDR4'] }],
  ['2000 片 MT40A 24+ 原装', { intent: 'find_goods', parts: ['mt40a'], quantity: 2000, dateCode: '24+', condition: '原装' }],
  ['有没有海力士 DDR5 颗粒', { intent: 'find_goods', brands: ['海力士'], categories: ['颗粒', 'DDR5'] }],
  ['找一下 Samsung eMMC 23+ 原装 5k pcs', { intent: 'find_goods', brands: ['三星'], categories: ['eMMC'], dateCode: '23+', condition: '原装', quantity: 5000 }],
  ['looking for SK hynix DDR4 2K pcs', { intent: 'find_goods', brands: ['海力士'], categories: ['DDR4'], quantity: 2000 }],
  ['美光 内存条 拆机 有吗 谁有', { intent: 'find_goods', brands: ['美光'], categories: ['内存条'], condition: '拆机' }],
  ['闪迪 eMMC 散新 2k片', { intent: 'find_goods', brands: ['闪迪'], categories: ['eMMC'], condition: '散新', quantity: 2000 }],
  ['晶圆 有没有货源', { intent: 'find_goods', categories: ['晶圆'] }],
  ['hynix 内存 2336 的货', { intent: 'find_goods', brands: ['海力士'], categories: ['内存'], dateCode: '2336' }],
  ['找 长鑫 DDR4 23年以后 5千', { intent: 'find_goods', brands: ['长鑫存储'], categories: ['DDR4'], dateCode: '23+', quantity: 5000 }],
  ['Micron LPDDR4X 原包', { intent: 'find_goods', brands: ['美光'], categories: ['LPDDR4'], condition: '原包' }],
  ['搜 江波龙 eMMC 人民币', { intent: 'find_goods', brands: ['江波龙'], categories: ['eMMC'], currency: 'CNY' }],
  ['search Kioxia UFS 1,200 pcs', { intent: 'find_goods', brands: ['铠侠'], categories: ['UFS'], quantity: 1200 }],
  ['K4A8G165WC-BCTD 是什么意思', { intent: 'decode', parts: ['k4a8g165wcbctd'] }],
  ['解析一下 H5AN8G6NDJR-XNC', { intent: 'decode', parts: ['h5an8g6ndjrxnc'] }],
  ['MT40A1G16TB-062E 是什么规格', { intent: 'decode', parts: ['mt40a1g16tb062e'] }],
  ['decode K4RAH086VB-BCQK', { intent: 'decode', parts: ['k4rah086vbbcqk'] }],
  ['What is H5AN8G6NCJR-VKC?', { intent: 'decode', parts: ['h5an8g6ncjrvkc'] }],
  ['K4A8G165WC-BCTD 和 H5AN8G6NDJR-XNC 哪个便宜', { intent: 'compare', parts: ['k4a8g165wcbctd', 'h5an8g6ndjrxnc'] }],
  ['对比 MT40A1G16TB-062E 与 K4AAG165WA-BCWE', { intent: 'compare', parts: ['mt40a1g16tb062e', 'k4aag165wabcwe'] }],
  ['K4A8G165WC-BCTD vs H5AN8G6NDJR-XNC price', { intent: 'compare', parts: ['k4a8g165wcbctd', 'h5an8g6ndjrxnc'] }],
  ['我的订单到哪一步了', { intent: 'my_orders' }],
  ['有几个待付款', { intent: 'my_orders' }],
  ['我买的单子发货了吗', { intent: 'my_orders' }],
  ['show my orders', { intent: 'my_orders' }],
  ['帮我发一个求购：MT40A1G16TB 2000 片', { intent: 'draft_demand', parts: ['mt40a1g16tb'], quantity: 2000 }],
  ['求购 三星 K4A8G165WC-BCTD 10k pcs 目标价 $12.5 24+', { intent: 'draft_demand', parts: ['k4a8g165wcbctd'], brands: ['三星'], quantity: 10000, currency: 'USD', priceCents: 1250, dateCode: '24+' }],
  ['WTB H5AN8G6NDJR-XNC 3000pcs 原装 13.2 USD', { intent: 'draft_demand', parts: ['h5an8g6ndjrxnc'], quantity: 3000, condition: '原装', currency: 'USD', priceCents: 1320 }],
  ['帮我发布需求 美光 DDR5 1.5万片 人民币 26元', { intent: 'draft_demand', brands: ['美光'], categories: ['DDR5'], quantity: 15000, currency: 'CNY', priceCents: 2600 }],
  ['你好', { intent: 'unknown' }],
];

describe('assistant entity extraction (40 trader questions)', () => {
  it('has 40 questions', () => expect(CASES).toHaveLength(40));
  it.each(CASES)('%s', (q, want) => {
    const got = extractEntities(q, catalog);
    expect({
      intent: got.intent,
      parts: got.partNumbers.map((p) => p.norm),
      brands: got.brands,
      categories: got.categories,
      quantity: got.quantity,
      dateCode: got.dateCode,
      condition: got.condition,
      currency: got.currency,
      priceCents: got.priceCents,
    }).toEqual({
      intent: want.intent,
      parts: want.parts ?? [],
      brands: want.brands ?? [],
      categories: want.categories ?? [],
      quantity: want.quantity ?? null,
      dateCode: want.dateCode ?? null,
      condition: want.condition ?? null,
      currency: want.currency ?? null,
      priceCents: want.priceCents ?? null,
    });
  });
  it('reads English words whole: "many" is not "any", a listing is not a list', () => {
    expect(extractEntities('How much is K4A8G165WC-BCTD? How many in stock?', catalog).intent).toBe('price_stock');
    expect(extractEntities('K4A8G165WC-BCTD listing price', catalog).intent).toBe('price_stock');
    expect(extractEntities('any Samsung DDR4?', catalog).intent).toBe('find_goods');
  });
  it('keeps the part number as written (dashes and case) beside its normal form', () => {
    expect(extractEntities('k4a8g165wc-bctd 价格', catalog).partNumbers).toEqual([{ text: 'K4A8G165WC-BCTD', norm: 'k4a8g165wcbctd' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceUnit } from '@mts/shared/constants';
import { AssistantMsg, AssistantMsgEn } from '@mts/shared/messages';
import { OrderStatus } from '@mts/shared/status';
import { appContext, type ServiceContext } from '../src/lib/context.ts';
import { answer } from '../src/modules/assistant/engine.ts';
import { questionLang } from '../src/modules/assistant/entities.ts';
import { priceStats, priceText } from '../src/modules/assistant/service.ts';
import { chunksOf, defaultEngine } from '../src/modules/assistant/stream.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { createGoods, createUser } from './factories.ts';
import { createOrder } from './money-factories.ts';

afterAll(cleanupTestDatabases);

const HAN = /\p{Script=Han}/u;
const n = (v: number) => v.toLocaleString('en-US');

describe('questionLang', () => {
  it('no Han character is English; any Han character is Chinese', () => {
    for (const q of ['How much is K4RAH086VB-BCQK in USD?', 'find Samsung DDR4 in stock', 'K4A8G165WC-BCTD vs K4AAG165WA-BCWE price', 'my orders', 'WTB MT40A1G16TB 2000 pcs', '？？', ''])
      expect(questionLang(q), q).toBe('en');
    for (const q of ['K4A8G165WC-BCTD 什么价', '帮我找 Samsung DDR4', 'my 订单', '价'])
      expect(questionLang(q), q).toBe('zh');
  });
});

describe('chunksOf', () => {
  it('cuts English after ". ", ", " and "; " but not inside $1.25 or 1,000', () => {
    const line = 'K4A8G165WC-BCTD has 3 listings in stock, 1,000 pcs in total. USD quotes $1.25 – $3.50 (2 listings); CNY quotes ¥8.00 (1 listing).';
    const parts = chunksOf([line]);
    expect(parts).toEqual([
      'K4A8G165WC-BCTD has 3 listings in stock, ',
      '1,000 pcs in total. ',
      'USD quotes $1.25 – $3.50 (2 listings); ',
      'CNY quotes ¥8.00 (1 listing).\n',
    ]);
    expect(parts.join('')).toBe(`${line}\n`);
  });

  it('still cuts Chinese after ，。；', () => {
    expect(chunksOf(['共 3 条，合计 1,000 片。人民币报价 ¥8.00；', '你还没有订单。'])).toEqual(['共 3 条，', '合计 1,000 片。', '人民币报价 ¥8.00；\n', '你还没有订单。\n']);
    expect(chunksOf([''])).toEqual(['\n']);
  });
});

describe.each(DRIVERS)('the default engine answers in the question’s language on %s', (driver) => {
  let t: TestApp;
  let anon: ServiceContext;
  const as = (id: number): ServiceContext => ({ ...anon, user: { id, mobile: '', businessType: 0, isOperator: false, sessionId: 0 } });

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    anon = appContext(t.app);
  });
  afterAll(() => t.close());

  it('price and stock: English lines with the same figures as the Chinese answer', async () => {
    const s = await priceStats(anon, 'K4A8G165WC-BCTD');
    expect(s.listings).toBeGreaterThan(0);
    const en = await answer(anon, 'How much is K4A8G165WC-BCTD in stock?');
    const zh = await answer(anon, 'K4A8G165WC-BCTD 现在什么价？有多少现货？');
    expect([en.intent, en.lang, zh.intent, zh.lang]).toEqual(['price_stock', 'en', 'price_stock', 'zh']);
    const text = en.lines.join('\n');
    expect(text).not.toMatch(HAN);
    expect(text).toContain(`K4A8G165WC-BCTD (Samsung DDR4 8Gb x16 2666 MT/s) has ${s.listings} listing${s.listings === 1 ? '' : 's'} in stock, ${n(s.totalQuantity)} pcs in total.`);
    for (const c of s.currencies) {
      const range = `${priceText(c.min, c.priceUnit)}${c.max !== c.min ? ` – ${priceText(c.max, c.priceUnit)}` : ''}`;
      expect(text).toContain(`${c.currency} quotes ${range}`);
      expect(zh.lines.join('\n')).toContain(range);
    }
    if (s.newestDateCodes.length) expect(text).toContain(`Newest date codes: ${s.newestDateCodes.join(', ')}.`);
    expect(en.lines.at(-1)).toBe(AssistantMsgEn.citationsHint);
    expect(zh.lines.at(-1)).toBe(AssistantMsg.citationsHint);
    // The same citations either way.
    expect(en.citations.map((c) => c.id)).toEqual(zh.citations.map((c) => c.id));
    expect(zh.lines.join('')).toContain(`目前有 ${s.listings} 条现货货源，合计 ${n(s.totalQuantity)} 片。`);

    const none = await answer(anon, 'price of ZZQ99999?');
    expect(none.lines[0]).toBe('No listing of ZZQ99999 is on sale right now. You can post a purchase request and let sellers quote.');
  });

  it('decode and compare', async () => {
    const d = await answer(anon, 'What is H5AN8G6NDJR-XNC?');
    expect(d.intent).toBe('decode');
    expect(d.lines[0]).toBe('H5AN8G6NDJR-XNC: brand SK hynix, type DDR4, density 8Gb, organisation x16, speed 3200 MT/s (speed code XN).');
    const s = await priceStats(anon, 'H5AN8G6NDJR-XNC');
    if (s.listings) expect(d.lines[1]).toBe(`The marketplace has ${s.listings} listing${s.listings === 1 ? '' : 's'} of it, ${n(s.totalQuantity)} pcs in total.`);
    expect(d.lines.join('')).not.toMatch(HAN);

    const en = await answer(anon, 'K4A8G165WC-BCTD vs H5AN8G6NDJR-XNC price');
    const zh = await answer(anon, 'K4A8G165WC-BCTD 和 H5AN8G6NDJR-XNC 哪个便宜');
    expect([en.intent, zh.intent]).toEqual(['compare', 'compare']);
    expect(en.lines.join('')).not.toMatch(HAN);
    expect(en.lines.join('\n')).toMatch(/At the lowest (USD|CNY) price, (.+ is cheaper by [$¥][\d.]+|the two are the same)\.|no quotes in the same currency/);
    // The same differences in both languages.
    const diffs = (lines: string[]) => lines.join('').match(/[$¥]\d+\.\d{2}/g);
    expect(diffs(en.lines)).toEqual(diffs(zh.lines));
    expect(en.citations.map((c) => c.id)).toEqual(zh.citations.map((c) => c.id));
  });

  it('find goods, and the relaxed filters when nothing matches them all', async () => {
    const en = await answer(anon, 'find Samsung DDR4 in stock');
    const zh = await answer(anon, '帮我找 三星 DDR4 的现货');
    expect([en.intent, zh.intent]).toEqual(['find_goods', 'find_goods']);
    const total = /共找到 (\S+) 条/.exec(zh.lines[0]!)![1];
    // The keyword is the catalogue's brand name (data), the rest English.
    expect(en.lines[0]).toBe(`Filtering by "${zh.lines[0]!.match(/「(.+)」/)![1]!.replace('三星', 'Samsung')}", found ${total} listing${total === '1' ? '' : 's'} in stock.`);
    // English lines name the brand in English and the condition and place in English words too.
    expect(en.lines.join('\n')).not.toMatch(HAN);
    expect(en.lines.slice(1, -1).every((l) => / pcs/.test(l))).toBe(true);
    expect(en.lines.at(-1)).toBe(AssistantMsgEn.citationsHint);
    expect(en.citations.map((c) => c.id)).toEqual(zh.citations.map((c) => c.id));

    const owner = await createUser(t.handle.db);
    const g = await createGoods(t.handle.db, owner.id, { goodsModel: 'ZQ77ENG01A', priceUnit: PriceUnit.Yuan, priceMin: 1234, quantity: 4321, dateCode: '1901', condition: '原装', deliveryPlace: '深圳' });
    const relaxed = await answer(anon, 'find ZQ77ENG01A 23+ in USD');
    expect(relaxed.intent).toBe('find_goods');
    expect(relaxed.lines.slice(0, 3)).toEqual([
      'Filtering by "ZQ77ENG01A, date code 23+, USD quotes", found 0 listings in stock.',
      'Without the condition, date code and currency filters there is 1 listing:',
      `· ZQ77ENG01A ${relaxed.citations[0]!.brandEn} ¥12.34 4,321 pcs DC 1901 original in Shenzhen`,
    ]);
    expect(relaxed.citations.map((c) => c.id)).toEqual([g.id]);
    expect((await answer(anon, 'find ZQ77ENG99Z')).lines).toEqual(['Filtering by "ZQ77ENG99Z", found 0 listings in stock.', 'Try looser filters, or post a purchase request and let sellers quote.']);
  });

  it('a place in the question filters; none there: the answer says so and offers the nearest place that has it', async () => {
    const owner = await createUser(t.handle.db);
    const hk = await createGoods(t.handle.db, owner.id, { goodsModel: 'ZQ66PLACE1', priceUnit: PriceUnit.Dollar, priceMin: 2480, quantity: 3000, deliveryPlace: '香港', condition: '原装' });
    const sz = await createGoods(t.handle.db, owner.id, { goodsModel: 'ZQ66PLACE2', priceUnit: PriceUnit.Yuan, priceMin: 8200, quantity: 500, deliveryPlace: '深圳', condition: '散新' });

    // Only in Hong Kong: asked for Shenzhen, the answer says none is there and gives Hong Kong's (the nearest).
    const en = await answer(anon, 'Do you have any ZQ66PLACE1 in Shenzhen?');
    expect(en.intent).toBe('find_goods');
    expect(en.lines[0]).toBe('Filtering by "ZQ66PLACE1, delivery in Shenzhen", found 0 listings in stock.');
    expect(en.lines[1]).toBe('None is delivered in Shenzhen right now; the nearest place with stock is Hong Kong (1 listing):');
    expect(en.lines.join('\n')).toContain('· ZQ66PLACE1 ');
    expect(en.lines.join('\n')).toContain('$24.80 3,000 pcs');
    expect(en.lines.join('\n')).toContain('original in Hong Kong');
    expect(en.citations.map((c) => c.id)).toEqual([hk.id]);
    const zh = await answer(anon, 'ZQ66PLACE1 深圳有现货吗');
    expect(zh.lines[0]).toBe('深圳交货的暂时没有；最近有货的交货地是香港（1 条）：');
    expect(zh.lines.join('\n')).toContain('香港交货');

    // Where it is: only that place's listings, and the place is said.
    const here = await answer(anon, 'ZQ66PLACE2 深圳有货吗');
    expect(here.lines[0]).toBe('以下只统计深圳交货的货源。');
    expect(here.citations.map((c) => c.id)).toEqual([sz.id]);
    expect(here.lines.join('\n')).toContain('¥82.00');
    expect(here.lines.join('\n')).toContain('深圳交货');

    // Finding goods by words and a place: every listing cited is delivered there.
    const found = await answer(anon, '帮我找 ZQ66PLACE 香港的现货');
    expect(found.intent).toBe('find_goods');
    expect(found.lines[0]).toContain('香港交货');
    expect(found.citations.map((c) => c.deliveryPlace)).toEqual(['香港']);
    const none = await answer(anon, 'find ZQ66PLACE2 in Hong Kong');
    expect(none.lines[0]).toContain('delivery in Hong Kong');
    expect(none.lines[1]).toBe('None is delivered in Hong Kong right now; the nearest place with stock is Shenzhen (1 listing):');
    expect(none.citations.map((c) => c.id)).toEqual([sz.id]);
  });

  it('a price question always states the price, or that it is on request', async () => {
    const owner = await createUser(t.handle.db);
    await createGoods(t.handle.db, owner.id, { goodsModel: 'K4ZQ8G165WC-BCWE', priceUnit: PriceUnit.Dollar, priceMin: 1320, quantity: 2400 });
    const priced = await answer(anon, 'What is the price of K4ZQ8G165WC-BCWE');
    expect(priced.intent).toBe('price_stock');
    expect(priced.lines.join('\n')).toContain('USD quotes $13.20 (1 listing)');
    const zh = await answer(anon, 'K4ZQ8G165WC-BCWE 是什么价格');
    expect(zh.lines.join('\n')).toContain('美元报价 $13.20（1 条）');

    await createGoods(t.handle.db, owner.id, { goodsModel: 'ZQ55NOPRICE', priceMin: undefined, quantity: 100 });
    const onRequest = await answer(anon, 'How much is ZQ55NOPRICE?');
    expect(onRequest.lines.join('\n')).toContain('None of them lists a price: the price is on request');
    expect(onRequest.lines.join('\n')).toContain('price on request');
    expect((await answer(anon, 'ZQ55NOPRICE 多少钱')).lines.join('\n')).toContain('价格面议');
  });

  it('my orders: English counts, labels and next steps, the same order numbers', async () => {
    const [me, other] = await Promise.all([createUser(t.handle.db), createUser(t.handle.db)]);
    const a = await createOrder(t.handle.db, { buyerId: me.id, sellerId: other.id, status: OrderStatus.AwaitingPayment });
    const b = await createOrder(t.handle.db, { buyerId: other.id, sellerId: me.id, status: OrderStatus.AwaitingShipment });
    const en = await answer(as(me.id), 'my orders');
    expect(en.intent).toBe('my_orders');
    expect(en.lines[0]).toBe('You have 2 orders: 1 awaiting payment, 1 awaiting shipment.');
    expect(en.lines[1]).toBe('Latest orders:');
    const text = en.lines.join('\n');
    expect(text).not.toMatch(HAN);
    expect(text).toContain(`· ${a.order.orderNo} (buyer) `);
    expect(text).toContain(` awaiting payment, next: ${AssistantMsgEn.orderStatus[OrderStatus.AwaitingPayment]!.next}`);
    expect(text).toContain(`· ${b.order.orderNo} (seller) `);
    const zh = await answer(as(me.id), '我的订单');
    expect(zh.lines[0]).toBe('你共有 2 个订单：待付款 1 个，待发货 1 个。');
    const stranger = await createUser(t.handle.db);
    expect((await answer(as(stranger.id), 'my orders')).lines).toEqual(['You have no orders yet.']);
  });

  it('draft demand and help', async () => {
    const me = await createUser(t.handle.db);
    const en = await answer(as(me.id), 'WTB MT40A1G16TB 2000 pcs');
    expect(en.intent).toBe('draft_demand');
    // The brand is the catalogue's name (data).
    expect(en.lines[0]).toBe(`Here is a purchase request draft: part number MT40A1G16TB, brand ${en.draft!.form.brand}, quantity 2,000 pcs.`);
    expect(en.lines[1]).toMatch(/^Still to fill in: [a-z ,]*delivery place\.$/);
    expect(en.lines[2]).toBe(AssistantMsgEn.draftNote);
    const zh = await answer(as(me.id), '帮我发一个求购：MT40A1G16TB 2000 片');
    expect(zh.lines[0]).toBe(`已为你生成求购草稿：型号 MT40A1G16TB，品牌 ${zh.draft!.form.brand}，数量 2,000 片。`);
    expect(zh.draft).toEqual(en.draft);
    expect(zh.lines[1]!.split('、')).toHaveLength(en.lines[1]!.split(', ').length);

    const help = await answer(anon, 'hello there');
    expect([help.intent, help.lang]).toEqual(['unknown', 'en']);
    expect(help.lines).toEqual([AssistantMsgEn.help, `Try asking: ${AssistantMsgEn.suggestion}`]);
    expect(help.lines.join('')).not.toMatch(HAN);
    expect((await answer(anon, '你好')).lines[0]).toBe(AssistantMsg.help);
  });

  it('streams an English answer in several chunks', async () => {
    const chunks: string[] = [];
    for await (const ev of defaultEngine(anon, { question: 'How much is K4A8G165WC-BCTD in USD?', history: [], signal: new AbortController().signal })) if (ev.type === 'chunk') chunks.push(ev.text);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).not.toMatch(HAN);
  });

  it('with AI_PACE_MS the chunks come that far apart, and a stop during a pause ends the answer at once', async () => {
    const paced: ServiceContext = { ...anon, config: { ...anon.config, ai: { ...anon.config.ai, paceMs: 40 } } };
    const question = { question: 'How much is K4A8G165WC-BCTD in USD?', history: [] };
    const at: number[] = [];
    for await (const ev of defaultEngine(paced, { ...question, signal: new AbortController().signal })) if (ev.type === 'chunk') at.push(performance.now());
    expect(at.length).toBeGreaterThan(3);
    // lower bounds only: each pause is at least the pace (timers may fire a millisecond early)
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(35);

    const stop = new AbortController();
    const events: string[] = [];
    for await (const ev of defaultEngine(paced, { ...question, signal: stop.signal })) {
      events.push(ev.type);
      stop.abort();
    }
    expect(events).toEqual(['chunk']);
  });
});

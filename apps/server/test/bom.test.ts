import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { API_BASE, PriceUnit } from '@mts/shared/constants';
import { BomMsg, StockMsg, TradeMsg } from '@mts/shared/messages';
import { bomDetailReply, bomListReply, bomToCartReply, bomToPreOrdersReply } from '@mts/shared/schemas';
import { cartItems, goods, preOrders } from '../src/db/schema/index.ts';
import { createGoods, type UserRow, userAs } from './factories.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { download, multipart } from './stock-support.ts';
import { negotiatedGoods } from './trade-parties.ts';

afterAll(cleanupTestDatabases);

const CHINESE = /[\u4e00-\u9fff]/;

async function xlsxOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BOM');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(DRIVERS)('BOM on %s', (driver) => {
  let t: TestApp;
  let buyer: { user: UserRow; api: ApiClient };
  let other: { user: UserRow; api: ApiClient };
  let seller: UserRow;
  let nego: UserRow;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    buyer = await userAs(t.app, 'verified', { realName: '王先生' });
    other = await userAs(t.app, 'verified');
    seller = (await userAs(t.app, 'verified')).user;
    nego = (await userAs(t.app, 'negotiator')).user;
  });
  afterAll(() => t?.close());

  const offer = (goodsModel: string, over: Parameters<typeof createGoods>[2] = {}) =>
    negotiatedGoods(t.handle.db, seller, nego, goodsModel, { quantity: 5000, moq: 1, priceMin: 100, priceUnit: PriceUnit.Yuan, ...over });

  async function create(text: string, name?: string) {
    const r = await buyer.api.post('/bom/create', { text, ...(name ? { name } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return bomDetailReply.parse(r.body).data;
  }

  async function uploadFile(api: ApiClient, fileName: string, bytes: Buffer) {
    const mp = multipart(bytes, fileName);
    const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/bom/upload`, payload: mp.payload, headers: { ...api.login?.headers, ...mp.headers } });
    return { status: res.statusCode, body: res.json() };
  }

  it('paste: 2k / 2,000 / 1W read, 两千 refused with its row, blank lines skipped, a header line read', async () => {
    await offer('ZPASTE-1');
    const d = await create('\nZPASTE-1 2k\n\nZPASTE-1 2,000\nZPASTE-1 1W\nZPASTE-1 两千\n', '测试BOM');
    expect(d.name).toBe('测试BOM');
    expect(d.lines.map((l) => [l.row, l.quantity])).toEqual([
      [2, 2000],
      [4, 2000],
      [5, 10_000],
    ]);
    expect(d.errors).toEqual([{ row: 6, text: 'ZPASTE-1 两千', reason: BomMsg.rowQuantity }]);
    const h = await create('型号\t数量\t品牌\t目标价\nZPASTE-1\t300\t三星\t$1.5');
    expect(h.lines).toHaveLength(1);
    expect(h.lines[0]).toMatchObject({ row: 2, quantity: 300, brandName: '三星', targetPrice: 150, targetUnit: PriceUnit.Dollar, matchClass: 'exact' });
  });

  it('bad input: 10,000 lines, 300-character part number, only refused lines, empty text: Chinese 400s', async () => {
    const many = await buyer.api.post('/bom/create', { text: Array.from({ length: 10_000 }, (_, i) => `P${i} 1`).join('\n') });
    expect(many.status).toBe(400);
    expect(many.body.msg).toContain(BomMsg.tooManyLines);
    const long = await create(`${'A'.repeat(300)} 100\nZPASTE-1 5`);
    expect(long.lines).toHaveLength(1);
    expect(long.errors).toEqual([{ row: 1, text: expect.any(String), reason: StockMsg.rowModelTooLong }]);
    const none = await buyer.api.post('/bom/create', { text: 'ZPASTE-1 两千\n型号？ 数量' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(BomMsg.noLines);
    const empty = await buyer.api.post('/bom/create', { text: '  \n ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(CHINESE);
    const unknown = await create('NOSUCH-A 1\nNOSUCH-B 2');
    expect(unknown.lines.every((l) => l.matchClass === 'none')).toBe(true);
    expect(unknown.summary.coverage).toBe('none');
    const badId = await buyer.api.get('/bom/detail', { id: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toMatch(CHINESE);
  });

  it('upload: an .xlsx with a title row, 需求数量 and 目标价 columns', async () => {
    await offer('ZUP-1', { quantity: 10 });
    const bytes = await xlsxOf([['某某公司 BOM'], ['型号', '品牌', '需求数量', '目标价', '批次要求', '备注'], ['ZUP-1', '三星', '2k', '0.35', '23+', '急'], [null], ['ZUP-2', '', '两千', '', '', '']]);
    const r = await uploadFile(buyer.api, '我的清单.xlsx', bytes);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = bomDetailReply.parse(r.body).data;
    expect(d.name).toBe('我的清单');
    expect(d.lines).toHaveLength(1);
    expect(d.lines[0]).toMatchObject({ row: 3, goodsModel: 'ZUP-1', quantity: 2000, targetPrice: 35, dateCode: '23+', remark: '急', matchClass: 'exact' });
    expect(d.summary).toMatchObject({ linesPartial: 1, qtyCovered: 10 });
    expect(d.errors).toEqual([{ row: 5, text: expect.stringContaining('ZUP-2'), reason: BomMsg.rowQuantity }]);
    const bad = await uploadFile(buyer.api, 'x.pdf', Buffer.from('%PDF-1.7 hello'));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CHINESE);
  });

  it('list, detail, export and delete are the owner’s only (others 404)', async () => {
    const d = await create('ZPASTE-1 10', '我的');
    const list = bomListReply.parse((await buyer.api.get('/bom/list', { pageNum: 1, pageSize: 50 })).body);
    expect(list.rows.find((r) => r.id === d.id)).toMatchObject({ name: '我的', lineCount: 1, coverage: 'full' });
    expect((await other.api.get('/bom/list')).body.rows.find((r: { id: number }) => r.id === d.id)).toBeUndefined();
    for (const r of [
      await other.api.get('/bom/detail', { id: d.id }),
      await other.api.get('/bom/offers', { lineId: d.lines[0]!.id }),
      await other.api.post('/bom/choose', { lineId: d.lines[0]!.id, goodsId: d.lines[0]!.best!.goodsId }),
      await other.api.post('/bom/rematch', { id: d.id }),
      await other.api.post('/bom/toCart', { id: d.id, lineIds: [d.lines[0]!.id] }),
      await other.api.post('/bom/toPreOrders', { id: d.id, lineIds: [d.lines[0]!.id] }),
      await other.api.post('/bom/delete', { id: d.id }),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.msg).toMatch(CHINESE);
    }
    expect((await download(t.app, other.api, `/bom/export?id=${d.id}`)).status).toBe(404);
    const x = await download(t.app, buyer.api, `/bom/export?id=${d.id}`);
    expect(x.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(2).value).toBe('型号');
    expect(ws.getRow(2).getCell(2).value).toBe('ZPASTE-1');
    expect(ws.getRow(2).getCell(8).value).toBe('精确');
    expect((await buyer.api.post('/bom/delete', { id: d.id })).status).toBe(200);
    expect((await buyer.api.get('/bom/detail', { id: d.id })).status).toBe(404);
  });

  it('choose an offer, and rematch shows price, stock and gone changes', async () => {
    const a = await offer('ZRE-1', { priceMin: 100 });
    const b = await offer('ZRE-1', { priceMin: 120 });
    const c = await offer('ZRE-2', { priceMin: 300, quantity: 80 });
    const d = await create('ZRE-1 10\nZRE-2 10\nZRE-3 10');
    expect(d.lines[0]!.best!.goodsId).toBe(a.id);
    const ch = await buyer.api.post('/bom/choose', { lineId: d.lines[0]!.id, goodsId: b.id });
    expect(ch.status).toBe(200);
    expect(ch.body.data.chosen.goodsId).toBe(b.id);
    expect(ch.body.data.best.goodsId).toBe(a.id);
    const wrong = await buyer.api.post('/bom/choose', { lineId: d.lines[0]!.id, goodsId: c.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(BomMsg.offerNotFound);
    // Snapshot the choice, then change the shelf.
    await buyer.api.post('/bom/rematch', { id: d.id });
    await t.handle.db.update(goods).set({ priceMin: 110, quantity: 4000 }).where(eq(goods.id, b.id));
    await t.handle.db.update(goods).set({ status: 1 }).where(eq(goods.id, c.id));
    const r = bomDetailReply.parse((await buyer.api.post('/bom/rematch', { id: d.id })).body).data;
    expect(r.lines[0]!.changes).toEqual({ price: [120, 110], available: [5000, 4000] });
    expect(r.lines[1]!.changes).toEqual({ gone: true });
    expect(r.lines[1]!.matchClass).toBe('none');
    expect(r.lines[2]!.changes).toBeUndefined();
    const again = bomDetailReply.parse((await buyer.api.post('/bom/rematch', { id: d.id })).body).data;
    expect(again.lines.every((l) => l.changes === undefined)).toBe(true);
  });

  it('toCart: lines added with the wanted quantity; over stock, 面议 and no offer refused with reasons', async () => {
    const ok = await offer('ZCART-1', { quantity: 500 });
    await offer('ZCART-2', { quantity: 5 });
    await offer('ZCART-3', { priceMin: null as unknown as number });
    const d = await create('ZCART-1 100\nZCART-2 100\nZCART-3 100\nZCART-4 100');
    const r = bomToCartReply.parse((await buyer.api.post('/bom/toCart', { id: d.id, lineIds: d.lines.map((l) => l.id) })).body).data;
    expect(r.added).toBe(1);
    expect(r.refused).toEqual([
      { lineId: d.lines[1]!.id, reason: TradeMsg.overStock(5) },
      { lineId: d.lines[2]!.id, reason: TradeMsg.negotiable },
      { lineId: d.lines[3]!.id, reason: BomMsg.noOffer },
    ]);
    const [line] = await t.handle.db.select().from(cartItems).where(eq(cartItems.goodsId, ok.id));
    expect(line).toMatchObject({ userId: buyer.user.id, goodsNum: 100 });
    const foreign = await buyer.api.post('/bom/toCart', { id: d.id, lineIds: [999_999] });
    expect(foreign.status).toBe(404);
  });

  it('toPreOrders: one intention order per goods in one transaction; MOQ, stock and 面议 refused', async () => {
    const g = await offer('ZPRE-1', { quantity: 1000, moq: 1 });
    await offer('ZPRE-2', { quantity: 1000, moq: 500 });
    await offer('ZPRE-3', { quantity: 10 });
    await offer('ZPRE-4', { priceMin: null as unknown as number });
    const d = await create('ZPRE-1 100\nZPRE-1 50\nZPRE-2 100\nZPRE-3 100\nZPRE-4 100');
    const r = await buyer.api.post('/bom/toPreOrders', { id: d.id, lineIds: d.lines.map((l) => l.id) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const data = bomToPreOrdersReply.parse(r.body).data;
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ quantity: 150 });
    expect(data.refused).toEqual([
      { lineId: d.lines[2]!.id, reason: TradeMsg.belowMoq(500) },
      { lineId: d.lines[3]!.id, reason: TradeMsg.overStock(10) },
      { lineId: d.lines[4]!.id, reason: TradeMsg.negotiable },
    ]);
    const rows = await t.handle.db.select().from(preOrders).where(eq(preOrders.goodsId, g.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyerId: buyer.user.id, sellerId: seller.id });
  });
});

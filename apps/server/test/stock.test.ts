/**
 * Stock lists, 我的库存 and the rules around them (issue 23): the list, 上架 / 下架 / 删除 in bulk, the inline edit,
 * the export and its round trip, the template; real name required; nobody reads or changes another trader's stock or
 * imports; ids checked in Chinese; deleted goods gone from every public read.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockMsg, TradeMsg } from '@mts/shared/messages';
import { GoodsStatus, StockImportStatus } from '@mts/shared/status';
import { GoodsSource, STOCK_FIELDS, STOCK_FIELD_LABELS, StockLimits } from '@mts/shared/stock';
import { goods } from '../src/db/schema/index.ts';
import { contentDisposition } from '../src/modules/stock/routes.ts';
import { createGoods, createUser } from './factories.ts';
import { buyBody } from './trade-parties.ts';
import { buildTestApp, cleanupTestDatabases, injectAs, type TestApp } from './helper.ts';
import { csv, download, HEADER, importFile, readXlsx, upload } from './stock-support.ts';

afterAll(cleanupTestDatabases);

let seq = 0;
const pn = () => `H5AN8G6NDJR-S${process.pid % 1000}Y${++seq}`;

let t: TestApp;
let app: FastifyInstance;
const trader = async () => injectAs(app, (await createUser(app.db, 'verified')).mobile);
const line = (model: string, qty: number, price: number | string = 1) => [model, '海力士', qty, '24+', price, '', '', '', '', '', ''];

/** A trader with three stock lines imported: [a, b, c] and their goods ids. */
async function stocked() {
  const api = await trader();
  const models = [pn(), pn(), pn()];
  const done = await importFile(app, api, 'mine.csv', csv([HEADER, ...models.map((m, i) => line(m, (i + 1) * 10))]));
  expect(done.status).toBe(StockImportStatus.Done);
  const rows = await app.db
    .select({ id: goods.id, goodsModel: goods.goodsModel })
    .from(goods)
    .where(and(eq(goods.ownerId, api.login!.userId), eq(goods.source, GoodsSource.StockList)))
    .orderBy(goods.id);
  return { api, models, ids: rows.map((r) => r.id) };
}

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
}, 60_000);
afterAll(() => t.close());

describe('我的库存', () => {
  it('lists his stock lines, newest change first, with a keyword on part number and brand, a status and pages', async () => {
    const { api, models, ids } = await stocked();
    const all = await api.get('/stock/list');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.rows[0]).toMatchObject({ brandName: '海力士', dateCode: '24+', priceMin: 100, priceUnit: 0, deliveryPlace: '深圳', status: 0 });
    expect(all.body.rows[0].updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await api.get('/stock/list', { keyword: models[1] })).body.rows.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect((await api.get('/stock/list', { keyword: '海力士' })).body.total).toBe(3);
    expect((await api.get('/stock/list', { keyword: 'Samsung' })).body.total).toBe(0);
    expect((await api.get('/stock/list', { pageNum: 2, pageSize: 2 })).body.rows).toHaveLength(1);
    // The edited one comes first.
    await api.post('/stock/edit', { id: ids[0], quantity: 5 });
    expect((await api.get('/stock/list')).body.rows[0].id).toBe(ids[0]);
    expect((await api.get('/stock/list', { status: 1 })).body.total).toBe(0);
    expect((await api.get('/stock/list', { status: 90 })).status).toBe(400);
    // Goods of his that are not stock lines are not listed here.
    await createGoods(app.db, api.login!.userId, { goodsModel: pn() });
    expect((await api.get('/stock/list')).body.total).toBe(3);
  });

  it('上架 / 下架 in bulk through the goods machine; 删除 takes them out of every public read', async () => {
    const { api, models, ids } = await stocked();
    const off = await api.post('/stock/shelf', { ids: [ids[0], ids[1]], status: 1 });
    expect(off).toMatchObject({ status: 200, body: { msg: StockMsg.shelfOffOk, data: { changed: 2 } } });
    // Already off: left alone.
    expect((await api.post('/stock/shelf', { ids: [ids[0]], status: 1 })).body.data.changed).toBe(0);
    expect((await api.get('/stock/list', { status: 1 })).body.total).toBe(2);
    const anon = await injectAs(app);
    expect((await anon.get('/goods/list', { keyword: models[0] })).body.data.total).toBe(0);
    const on = await api.post('/stock/shelf', { ids: [ids[0]], status: 0 });
    expect(on).toMatchObject({ status: 200, body: { msg: StockMsg.shelfOnOk, data: { changed: 1 } } });
    expect((await anon.get('/goods/list', { keyword: models[0] })).body.data.total).toBe(1);

    const del = await api.post('/stock/delete', { ids: [ids[0], ids[1]] });
    expect(del).toMatchObject({ status: 200, body: { msg: StockMsg.deleteOk, data: { changed: 2 } } });
    expect((await api.get('/stock/list')).body.rows.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    // Gone: search, lists, detail, 我是货主; a buyer cannot add it to his cart nor start an intention order on it.
    expect((await anon.get('/goods/list', { keyword: models[0] })).body.data.total).toBe(0);
    expect((await anon.get('/goods/list', { status: 1 })).body.data.records.some((r: { id: number }) => ids.includes(r.id))).toBe(false);
    expect((await anon.get('/goods/detail', { goodsId: ids[0] })).status).toBe(404);
    expect((await api.get('/goods/mySaleGoodsList', { pageNum: 1, pageSize: 50 })).body.rows.some((r: { id: number }) => r.id === ids[0])).toBe(false);
    const buyer = await trader();
    expect((await buyer.post('/cart/add', { goodsId: ids[0], goodsNum: 1 })).body).toMatchObject({ code: 409, msg: TradeMsg.goodsOffShelf });
    expect((await buyer.post('/preOrder/create', buyBody(ids[0]!, { quantity: 1 }))).body).toMatchObject({ code: 409, msg: TradeMsg.goodsOffShelf });
    // The line still on the shelf can be bought (a stock line is ordinary goods); it has no negotiator, so the
    // intention order waits in the negotiators' pool as a row of kind preOrder rather than for a cancel.
    expect((await buyer.post('/cart/add', { goodsId: ids[2], goodsNum: 1 })).status).toBe(200);
    const pre = await buyer.post('/preOrder/create', buyBody(ids[2]!, { quantity: 1 }));
    expect(pre.status, JSON.stringify(pre.body)).toBe(200);
    expect(pre.body.data.negotiatorId ?? null).toBeNull();
    const negotiator = await injectAs(app, (await createUser(app.db, 'negotiator')).mobile);
    const pool = await negotiator.get('/bizOppor/tprPendingFollowList', { pageNum: 1, pageSize: 50 });
    expect(pool.body.rows.some((r: { kind: string; id: number }) => r.kind === 'preOrder' && r.id === pre.body.data.id)).toBe(true);
    // Deleted lines cannot be shelved, edited or deleted again.
    expect((await api.post('/stock/shelf', { ids: [ids[0]], status: 0 })).body).toMatchObject({ code: 404, msg: StockMsg.stockNotFound });
    expect((await api.post('/stock/edit', { id: ids[0], quantity: 3 })).status).toBe(404);
    expect((await api.post('/stock/delete', { ids: [ids[0]] })).status).toBe(404);
    // The same line imported again is a new listing (the deleted one keeps its id for the orders naming it).
    const again = await importFile(app, api, 'again.csv', csv([HEADER, line(models[0]!, 10)]));
    expect(again).toMatchObject({ added: 1, updated: 0 });
    const [row] = await app.db.select({ status: goods.status }).from(goods).where(eq(goods.id, ids[0]!));
    expect(row!.status).toBe(GoodsStatus.Deleted);
  });

  it('edits price, currency and quantity inline; quantity 0 takes it off the shelf', async () => {
    const { api, ids } = await stocked();
    const e = await api.post('/stock/edit', { id: ids[0], priceMin: 1288, priceUnit: 10, quantity: 7 });
    expect(e).toMatchObject({ status: 200, body: { msg: StockMsg.editOk, data: { id: ids[0], priceMin: 1288, priceUnit: 10, quantity: 7, status: 0 } } });
    expect((await api.post('/stock/edit', { id: ids[0], priceMin: null })).body.data.priceMin).toBeNull();
    expect((await api.post('/stock/edit', { id: ids[0], quantity: 0 })).body.data).toMatchObject({ quantity: 0, status: 1 });
    expect((await api.post('/stock/edit', { id: ids[0] })).body).toMatchObject({ code: 400, msg: StockMsg.editNothing });
    expect((await api.post('/stock/edit', { id: ids[1], quantity: -1 })).status).toBe(400);
    expect((await api.post('/stock/edit', { id: ids[1], priceMin: 0 })).status).toBe(400);
  });

  it('exports his lines in the template columns; the export edited and uploaded with 合并 changes exactly the edited line', async () => {
    const { api, models, ids } = await stocked();
    const ex = await download(app, api, '/stock/export');
    expect(ex.status).toBe(200);
    expect(ex.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(ex.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('我的库存.xlsx')}`);
    const rows = await readXlsx(ex.bytes);
    expect(rows[0]).toEqual(STOCK_FIELDS.map((f) => STOCK_FIELD_LABELS[f]));
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual([...models].sort());
    // Edit one price in the sheet, upload it back with 合并.
    const edited = rows.map((r, i) => (i > 0 && r[0] === models[1] ? r.map((c, j) => (j === 4 ? '9.99' : c)) : r));
    const before = await app.db.select().from(goods).where(eq(goods.ownerId, api.login!.userId)).orderBy(goods.id);
    const done = await importFile(app, api, 'export.csv', csv(edited));
    expect(done).toMatchObject({ status: StockImportStatus.Done, added: 0, updated: 1, offShelf: 0, refused: 0 });
    const after = await app.db.select().from(goods).where(eq(goods.ownerId, api.login!.userId)).orderBy(goods.id);
    const changed = after.filter((g, i) => JSON.stringify(g) !== JSON.stringify(before[i]));
    expect(changed.map((g) => [g.id, g.priceMin])).toEqual([[ids[1], 999]]);
  });

  it('serves the template: the columns in order', async () => {
    const tpl = await download(app, null, '/stock/template');
    expect(tpl.status).toBe(200);
    expect(tpl.headers['content-disposition']).toContain(encodeURIComponent('库存上传模板.xlsx'));
    expect((await readXlsx(tpl.bytes))[0]).toEqual(STOCK_FIELDS.map((f) => STOCK_FIELD_LABELS[f]));
    expect(contentDisposition('a"b.xlsx')).toBe(`attachment; filename="a_b.xlsx"; filename*=UTF-8''a%22b.xlsx`);
  });
});

describe('who may do what', () => {
  it('uploading, previewing and importing need real-name verification (403), and a login (401)', async () => {
    const plain = await injectAs(app, (await createUser(app.db, 'ordinary')).mobile);
    const file = csv([HEADER, line(pn(), 1)]);
    expect((await upload(app, plain, 's.csv', file)).body).toMatchObject({ code: 403, msg: StockMsg.needRealName });
    // A verified trader's upload id, tried by an unverified one: still 403 first.
    const verified = await trader();
    const up = await upload(app, verified, 's.csv', file);
    const body = { uploadId: up.body.data.uploadId, mapping: up.body.data.mapping };
    expect((await plain.post('/stock/preview', body)).body).toMatchObject({ code: 403, msg: StockMsg.needRealName });
    expect((await plain.post('/stock/import', { ...body, mode: 'merge' })).body).toMatchObject({ code: 403, msg: StockMsg.needRealName });
    const anon = await injectAs(app);
    for (const r of [await anon.get('/stock/list'), await anon.post('/stock/preview', body), await anon.get('/stock/import/current'), await upload(app, anon, 's.csv', file)]) expect(r.status).toBe(401);
  });

  it('another trader can neither see nor touch my imports, files or stock', async () => {
    const { api, ids } = await stocked();
    const { body } = await api.get('/stock/import/current');
    const importId = body.data.id;
    const up = await upload(app, api, 'mine.csv', csv([HEADER, line(pn(), 1)]));
    const other = await trader();
    expect((await other.get('/stock/import/detail', { id: importId })).body).toMatchObject({ code: 404, msg: StockMsg.importNotFound });
    expect((await other.post('/stock/import/cancel', { id: importId })).body).toMatchObject({ code: 404, msg: StockMsg.importNotFound });
    expect((await download(app, other, `/stock/import/report?id=${importId}`)).status).toBe(404);
    expect((await other.get('/stock/import/current')).body.data).toBeNull();
    const mine = { uploadId: up.body.data.uploadId, mapping: up.body.data.mapping };
    expect((await other.post('/stock/preview', mine)).body).toMatchObject({ code: 404, msg: StockMsg.uploadExpired });
    expect((await other.post('/stock/import', { ...mine, mode: 'sync' })).body).toMatchObject({ code: 404, msg: StockMsg.uploadExpired });
    expect((await other.get('/stock/list')).body.total).toBe(0);
    // Any id not his: 403 and nothing changes (his own ids in the same request included).
    const own = (await importFile(app, other, 'o.csv', csv([HEADER, line(pn(), 1)]))) && (await other.get('/stock/list')).body.rows[0].id;
    for (const r of [
      await other.post('/stock/shelf', { ids: [own, ids[0]], status: 1 }),
      await other.post('/stock/delete', { ids: [ids[0]] }),
      await other.post('/stock/edit', { id: ids[0], quantity: 1 }),
    ])
      expect(r.body).toMatchObject({ code: 403, msg: StockMsg.stockNotYours });
    expect((await other.get('/stock/list')).body.rows[0].status).toBe(0);
    const mineNow = await api.get('/stock/list');
    expect(mineNow.body.rows.every((r: { status: number; quantity: number }) => r.status === 0 && r.quantity > 1)).toBe(true);
    // Goods that are not stock lines (a lead's goods, even his own) are not managed here.
    const lead = await createGoods(app.db, other.login!.userId, { goodsModel: pn() });
    expect((await other.post('/stock/shelf', { ids: [lead.id], status: 1 })).body).toMatchObject({ code: 403, msg: StockMsg.stockNotYours });
    expect((await other.post('/stock/shelf', { ids: [2_000_000_000], status: 1 })).body).toMatchObject({ code: 404, msg: StockMsg.stockNotFound });
  });

  it('bad ids and values are refused in Chinese (400), never a 500', async () => {
    const api = await trader();
    for (const id of ['0', '2147483648', 'abc', '-1', '1.5']) {
      const r = await api.get('/stock/import/detail', { id });
      expect(r.status, id).toBe(400);
      expect(r.body.msg, id).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await download(app, api, '/stock/import/report?id=x')).status).toBe(400);
    for (const body of [{ id: 0 }, { id: 2 ** 31 }, { id: 'x' }, {}]) expect((await api.post('/stock/import/cancel', body)).status).toBe(400);
    for (const ids of [[], ['x'], [0], [2 ** 31], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const r = await api.post('/stock/shelf', { ids, status: 1 });
      expect(r.status, JSON.stringify(ids).slice(0, 30)).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await api.post('/stock/shelf', { ids: [1], status: 90 })).body).toMatchObject({ code: 400 });
    expect((await api.post('/stock/delete', {})).body.msg).toContain(StockMsg.idsRequired);
    expect((await api.post('/stock/edit', { id: 'x', quantity: 1 })).status).toBe(400);
    expect((await api.get('/stock/list', { pageSize: 1000 })).status).toBe(400);
    expect((await api.get('/stock/import/detail', { id: 2_000_000_000 })).body).toMatchObject({ code: 404, msg: StockMsg.importNotFound });
  });

  it('refuses what is not a stock list in Chinese: no file, an empty one, a renamed .exe, over 20 MB', async () => {
    const api = await trader();
    expect((await upload(app, api, 'empty.csv', Buffer.alloc(0))).body).toMatchObject({ code: 400, msg: StockMsg.fileEmpty });
    const exe = await upload(app, api, 'stock.xlsx', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]));
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const big = await upload(app, api, 'big.csv', Buffer.alloc(StockLimits.maxFileBytes + 1024, 0x41));
    expect(big.body).toMatchObject({ code: 400, msg: StockMsg.fileTooLarge });
    const res = await app.inject({ method: 'POST', url: '/dev-api/api/mts-api/stock/upload', headers: { ...api.login!.headers, 'content-type': 'application/json' }, payload: {} });
    expect(res.json()).toMatchObject({ code: 400, msg: StockMsg.fileMissing });
  });
});

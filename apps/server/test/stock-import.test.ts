/**
 * Stock lists, the import side (issue 23): upload and preview (GBK, a header below a title, the mapping remembered),
 * 合并 and 全量同步, a failed and a cancelled import leaving the shelf as it was, one import at a time, the same
 * file twice, the report, the progress pushed over the websocket, search right after, the sweep.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockMsg } from '@mts/shared/messages';
import { GoodsStatus, StockImportStatus } from '@mts/shared/status';
import { GoodsSource } from '@mts/shared/stock';
import { goods, stockImportLines, stockImports, stockUploads, users } from '../src/db/schema/index.ts';
import { appContext } from '../src/lib/context.ts';
import { STALL_MS, stockSweep } from '../src/modules/stock/sweep.ts';
import { createUser } from './factories.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type ApiClient, type TestApp } from './helper.ts';
import { xlsxOf } from './stock-files.ts';
import { csv, download, HEADER, importFile, readXlsx, upload, waitImport, xlsx } from './stock-support.ts';
import { connectAs } from './ws-client.ts';

afterAll(cleanupTestDatabases);

let seq = 0;
/** A part number no other test (nor the seed) lists: a Samsung DDR4 shape with a unique tail. */
const pn = (tail = '') => `K4A8G165WC-T${process.pid % 1000}X${++seq}${tail}`;

describe.each(DRIVERS)('stock import on %s', (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  const trader = async () => injectAs(app, (await createUser(app.db, 'verified')).mobile);
  const mine = (api: ApiClient) =>
    app.db
      .select()
      .from(goods)
      .where(and(eq(goods.ownerId, api.login!.userId), eq(goods.source, GoodsSource.StockList)))
      .orderBy(goods.id);

  const exec = async (...statements: string[]) => {
    for (const s of statements) await app.db.execute(sql.raw(s));
  };
  /** Every staged batch takes 0.4 s more (an import stays running a while). */
  const slowStaging = () =>
    exec(
      'create or replace function stock_test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.4); return null; end $$',
      'create trigger stock_test_slow after insert on stock_import_lines for each statement execute function stock_test_slow()',
    );
  const fastStaging = () => exec('drop trigger stock_test_slow on stock_import_lines', 'drop function stock_test_slow()');

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    app = t.app;
  }, 60_000);
  afterAll(() => t.close());

  it('reads a GBK CSV whose header sits below a title, proposes the mapping, previews every line; the confirmed mapping is remembered', async () => {
    const api = await trader();
    const [a, b] = [pn(), pn()];
    const file = csv(
      [
        ['深圳某某电子 库存表 2026-11'],
        [],
        ['料号', '厂商', '库存', 'D/C', '价格', '备注'],
        [a, '三星', '1,000', '23+', '¥13.20', '原装现货'],
        [b, 'SEC', 'abc', '24+', '12', ''],
        [a, 'SAMSUNG', '500', '23+', '13', ''],
        ['', '', '', '', '', ''],
      ],
      'gbk',
    );
    const up = await upload(app, api, '库存表.csv', file);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const u = up.body.data;
    expect(u).toMatchObject({ fileName: '库存表.csv', headerRow: 3, remembered: false, encoding: 'gb18030' });
    expect(u.uploadId).toMatch(/^[a-f0-9]{32}$/);
    expect(u.columns.map((c: { header: string }) => c.header)).toEqual(['料号', '厂商', '库存', 'D/C', '价格', '备注']);
    expect(u.mapping).toEqual({ goodsModel: 0, brand: 1, quantity: 2, dateCode: 3, price: 4, remark: 5 });

    const preview = await api.post('/stock/preview', { uploadId: u.uploadId, mapping: u.mapping });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(p).toMatchObject({ total: 3, valid: 1, invalid: 1, duplicates: 1 });
    // 三星 read as 三星 (never mojibake) and matched to the brand table.
    expect(p.sample[0]).toMatchObject({ row: 4, goodsModel: a, brandName: '三星', quantity: 1000, dateCode: '23+', priceMin: 1320, priceUnit: 0 });
    expect(p.sample[0].brandId).toBeGreaterThan(0);
    expect(p.errors).toEqual([
      { row: 5, goodsModel: b, reason: StockMsg.rowQuantity },
      { row: 6, goodsModel: a, reason: StockMsg.rowDuplicate },
    ]);
    // Nothing was written to the shelf.
    expect(await mine(api)).toEqual([]);

    // He corrects the mapping (备注 not read) in the preview: his next file with the same header gets it back.
    const corrected = { goodsModel: 0, brand: 1, quantity: 2, dateCode: 3, price: 4 };
    expect((await api.post('/stock/preview', { uploadId: u.uploadId, mapping: corrected })).status).toBe(200);
    const again = await upload(app, api, 'again.csv', file);
    expect(again.body.data).toMatchObject({ remembered: true, mapping: corrected });
    // Someone else's file with that header gets the recognised mapping.
    const other = await upload(app, await trader(), 'x.csv', file);
    expect(other.body.data).toMatchObject({ remembered: false, mapping: u.mapping });
  });

  it('reads the sheet the page asks for (a `sheet` field before the file); an unknown sheet is refused in Chinese', async () => {
    const api = await trader();
    const book = await xlsxOf({ name: 'DRAM', rows: [['型号', '数量'], [pn(), 10]] }, { name: 'FLASH', rows: [['备注'], [], ['料号', '品牌', '库存'], [pn(), '三星', 5]] });
    const first = await upload(app, api, 'two.xlsx', book);
    expect(first.body.data).toMatchObject({ sheets: ['DRAM', 'FLASH'], sheet: 'DRAM', headerRow: 1 });
    const second = await upload(app, api, 'two.xlsx', book, 'FLASH');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ sheet: 'FLASH', headerRow: 3, mapping: { goodsModel: 0, brand: 1, quantity: 2 } });
    const unknown = await upload(app, api, 'two.xlsx', book, 'NOPE');
    expect(unknown).toMatchObject({ status: 400, body: { msg: StockMsg.sheetUnknown } });
  });

  it('refuses a mapping to a column the sheet does not have, and a bad mode, in Chinese', async () => {
    const api = await trader();
    const up = await upload(app, api, 's.csv', csv([HEADER, [pn(), '三星', 10, '23+', 1, 'RMB', '', 1, '原装', '深圳', '']]));
    const uploadId = up.body.data.uploadId;
    const far = await api.post('/stock/preview', { uploadId, mapping: { goodsModel: 0, quantity: 40 } });
    expect(far).toMatchObject({ status: 400, body: { msg: StockMsg.mappingColumn } });
    expect((await api.post('/stock/preview', { uploadId, mapping: { quantity: 2 } })).body.msg).toContain(StockMsg.mappingModel);
    expect((await api.post('/stock/preview', { uploadId, mapping: { goodsModel: 0, brand: 0 } })).body.msg).toContain(StockMsg.mappingDuplicate);
    expect((await api.post('/stock/import', { uploadId, mapping: { goodsModel: 0 }, mode: 'all' })).status).toBe(400);
    expect((await api.post('/stock/preview', { uploadId: 'nope', mapping: { goodsModel: 0 } })).status).toBe(400);
  });

  it('合并: adds new lines and updates the listed ones (part number + date code + condition); quantity 0 goes off the shelf; the same file twice changes nothing', async () => {
    const api = await trader();
    const [a, b, c] = [pn(), pn(), pn()];
    const first = csv([HEADER, [a, '三星', 100, '23+', '13.2', 'USD', 'FBGA96', 10, '原装', '', ''], [b, '海力士', 200, '24+', 12, '', '', '', '', '香港', ''], [c, '不知名', 300, '', 5, '', '', '', '散新', '', '']]);
    const done = await importFile(app, api, 'first.csv', first);
    expect(done).toMatchObject({ status: StockImportStatus.Done, total: 3, done: 3, added: 3, updated: 0, offShelf: 0, refused: 0, error: '' });
    expect(done.finishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const rows = await mine(api);
    expect(rows).toHaveLength(3);
    const ga = rows.find((r) => r.goodsModel === a)!;
    expect(ga).toMatchObject({ type: 1, status: GoodsStatus.OnShelf, quantity: 100, priceMin: 1320, priceUnit: 10, moq: 10, package: 'FBGA96', condition: '原装', dateCode: '23+', deliveryPlace: '深圳', goodsName: `三星 ${a}` });
    expect(ga.brandId).toBeGreaterThan(0);
    const [me] = await app.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, api.login!.userId));
    expect(ga.contactMobile).toBe(me!.mobile);
    expect(ga.searchText).toBeTruthy();
    // K4A… is DDR4 (the prefix decoder); an unknown brand is kept as text.
    expect(ga.categoryId).toBeGreaterThan(0);
    expect(rows.find((r) => r.goodsModel === c)).toMatchObject({ brandId: null, brandText: '不知名', condition: '散新' });
    expect(rows.find((r) => r.goodsModel === b)).toMatchObject({ deliveryPlace: '香港' });

    // The same file again: nothing added, nothing updated.
    const twice = await importFile(app, api, 'first.csv', first);
    expect(twice).toMatchObject({ status: StockImportStatus.Done, added: 0, updated: 0, offShelf: 0 });
    expect(await mine(api)).toHaveLength(3);

    // a's price changes, b sold out, c the same, d new, and a with another date code is another line.
    const d = pn();
    const second = csv([HEADER, [a, '三星', 100, '23+', '12.8', 'USD', 'FBGA96', 10, '原装', '', ''], [b, '海力士', 0, '24+', 12, '', '', '', '', '香港', ''], [c, '不知名', 300, '', 5, '', '', '', '散新', '', ''], [d, 'Micron', 50, '', '', '', '', '', '', '', ''], [a, '三星', 7, '25+', '14', 'USD', '', '', '原装', '', '']]);
    const merged = await importFile(app, api, 'second.csv', second);
    expect(merged).toMatchObject({ status: StockImportStatus.Done, total: 5, added: 2, updated: 2, offShelf: 1, refused: 0 });
    const after = await mine(api);
    expect(after).toHaveLength(5);
    expect(after.find((r) => r.goodsModel === a && r.dateCode === '23+')).toMatchObject({ id: ga.id, priceMin: 1280, status: GoodsStatus.OnShelf });
    expect(after.find((r) => r.goodsModel === b)).toMatchObject({ quantity: 0, status: GoodsStatus.OffShelf });
    expect(after.find((r) => r.goodsModel === d)).toMatchObject({ priceMin: null, status: GoodsStatus.OnShelf });
    // c was left alone (its updated_at did not move).
    const cBefore = rows.find((r) => r.goodsModel === c)!;
    expect(after.find((r) => r.goodsModel === c)!.updatedAt.getTime()).toBe(cBefore.updatedAt.getTime());
    // The staged lines are gone, the file too.
    expect(await app.db.select().from(stockImportLines).where(eq(stockImportLines.importId, merged.id))).toEqual([]);
    expect(await app.db.select({ id: stockUploads.id }).from(stockUploads).where(eq(stockUploads.userId, api.login!.userId))).toHaveLength(0);
  });

  it('全量同步: his stock lines missing from the file go off the shelf; other goods of his are untouched', async () => {
    const api = await trader();
    const [a, b, c] = [pn(), pn(), pn()];
    await importFile(app, api, 'all.csv', csv([HEADER, [a, '三星', 1, '', 1, '', '', '', '', '', ''], [b, '三星', 2, '', 1, '', '', '', '', '', ''], [c, '三星', 3, '', 1, '', '', '', '', '', '']]));
    const synced = await importFile(app, api, 'sync.csv', csv([HEADER, [a, '三星', 1, '', 1, '', '', '', '', '', '']]), 'sync');
    expect(synced).toMatchObject({ status: StockImportStatus.Done, added: 0, updated: 0, offShelf: 2 });
    const rows = await mine(api);
    expect(rows.map((r) => [r.goodsModel, r.status])).toEqual([
      [a, GoodsStatus.OnShelf],
      [b, GoodsStatus.OffShelf],
      [c, GoodsStatus.OffShelf],
    ]);
  });

  it('an imported part number is found by search as soon as the job reports done (the cached lists dropped too)', async () => {
    const api = await trader();
    const anon = await injectAs(app);
    const newest = await anon.get('/goods/list', { pageNum: 1, pageSize: 5 });
    expect(newest.status).toBe(200);
    const a = pn();
    const done = await importFile(app, api, 'find.csv', csv([HEADER, [a, '三星', 10, '24+', 3, '', '', '', '', '', '']]));
    expect(done.status).toBe(StockImportStatus.Done);
    const found = await anon.get('/goods/list', { keyword: a, pageNum: 1, pageSize: 10 });
    expect(found.body.data.records.map((r: { goodsModel: string }) => r.goodsModel)).toEqual([a]);
    const prefix = await anon.get('/goods/list', { keyword: a.slice(0, -2), pageNum: 1, pageSize: 50 });
    expect(prefix.body.data.records.some((r: { goodsModel: string }) => r.goodsModel === a)).toBe(true);
    // The hot (cached) newest list shows it too.
    const list = await anon.get('/goods/list', { pageNum: 1, pageSize: 5 });
    expect(list.body.data.records[0].goodsModel).toBe(a);
    // And its detail is a 货源 of his, on the shelf.
    const id = found.body.data.records[0].id;
    expect((await anon.get('/goods/detail', { goodsId: id })).body.data).toMatchObject({ goodsModel: a, goodsType: 1, status: 0 });
  });

  it('a failed import leaves the shelf as it was: status 导入失败 with the message, the lines read dropped', async () => {
    const api = await trader();
    const [a, b] = [pn(), pn()];
    await importFile(app, api, 'base.csv', csv([HEADER, [a, '三星', 10, '', 2, '', '', '', '', '', '']]));
    const before = await mine(api);
    // The apply fails on its INSERT (a trigger refusing one part number), after the other lines were staged.
    const poison = pn('POISON');
    await exec(
      `create or replace function stock_test_poison() returns trigger language plpgsql as $$ begin if new.goods_model like '%POISON' then raise exception 'poisoned'; end if; return new; end $$`,
      'create trigger stock_test_poison before insert or update on goods for each row execute function stock_test_poison()',
    );
    try {
      const failed = await importFile(app, api, 'bad.csv', csv([HEADER, [a, '三星', 99, '', 9, '', '', '', '', '', ''], [b, '三星', 5, '', 1, '', '', '', '', '', ''], [poison, '三星', 5, '', 1, '', '', '', '', '', '']]));
      expect(failed).toMatchObject({ status: StockImportStatus.Failed, error: StockMsg.importFailed, added: 0, updated: 0 });
      expect(await mine(api)).toEqual(before);
      expect(await app.db.select().from(stockImportLines).where(eq(stockImportLines.importId, failed.id))).toEqual([]);
      // The report of a failed import can be downloaded; the next import may start.
      expect((await download(app, api, `/stock/import/report?id=${failed.id}`)).status).toBe(200);
    } finally {
      await exec('drop trigger stock_test_poison on goods', 'drop function stock_test_poison()');
    }
    expect((await importFile(app, api, 'ok.csv', csv([HEADER, [b, '三星', 5, '', 1, '', '', '', '', '', '']]))).status).toBe(StockImportStatus.Done);
  });

  it('a cancelled import leaves the shelf as it was; a finished one cannot be cancelled', async () => {
    const api = await trader();
    const a = pn();
    await importFile(app, api, 'base.csv', csv([HEADER, [a, '三星', 10, '', 2, '', '', '', '', '', '']]));
    const before = await mine(api);
    // Every staged batch takes a while, so the cancel lands between batches.
    await slowStaging();
    try {
      const lines = Array.from({ length: 6500 }, (_, i) => [`${a}N${i}`, '三星', 1, '', 1, '', '', '', '', '', '']);
      const up = await upload(app, api, 'big.csv', csv([HEADER, [a, '三星', 999, '', 9, '', '', '', '', '', ''], ...lines]));
      const started = await api.post('/stock/import', { uploadId: up.body.data.uploadId, mapping: up.body.data.mapping, mode: 'sync' });
      expect(started.status).toBe(200);
      const id = started.body.data.id;
      await waitImport(api, id, (d) => d.status === StockImportStatus.Running && d.done > 0);
      const cancelled = await api.post('/stock/import/cancel', { id });
      expect(cancelled).toMatchObject({ status: 200, body: { msg: StockMsg.importCancelled, data: { id, status: StockImportStatus.Cancelled } } });
      const end = await waitImport(api, id, () => true);
      expect(end.status).toBe(StockImportStatus.Cancelled);
      // Give the job time to notice, then check nothing was applied and nothing is left staged.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await mine(api)).toEqual(before);
      const staged = await app.db.select({ row: stockImportLines.row }).from(stockImportLines).where(and(eq(stockImportLines.importId, id), sql`reason is null`));
      expect(staged).toEqual([]);
      expect((await api.post('/stock/import/cancel', { id })).body).toMatchObject({ code: 409, msg: StockMsg.importNotRunning });
      expect((await download(app, api, `/stock/import/report?id=${id}`)).status).toBe(409);
    } finally {
      await fastStaging();
    }
    const done = await importFile(app, api, 'next.csv', csv([HEADER, [a, '三星', 11, '', 2, '', '', '', '', '', '']]));
    expect(done.status).toBe(StockImportStatus.Done);
    expect((await api.post('/stock/import/cancel', { id: done.id })).status).toBe(409);
  }, 60_000);

  it('one import at a time per trader: two at once → one runs, the other 409 importBusy', async () => {
    const api = await trader();
    // Three batches, each made slow: the first import is still running when the second request inserts.
    const file = csv([HEADER, ...Array.from({ length: 4500 }, (_, i) => [`${pn()}B${i}`, '三星', 1, '', 1, '', '', '', '', '', ''])]);
    const [u1, u2, u3] = [await upload(app, api, 'one.csv', file), await upload(app, api, 'two.csv', file), await upload(app, api, 'three.csv', file)];
    const body = (u: typeof u1) => ({ uploadId: u.body.data.uploadId, mapping: u.body.data.mapping, mode: 'merge' });
    await slowStaging();
    try {
      const replies = await Promise.all([u1, u2].map((u) => api.post('/stock/import', body(u))));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.msg).toBe(StockMsg.importBusy);
      const ok = replies.find((r) => r.status === 200)!;
      expect(ok.body.msg).toBe(StockMsg.importQueued);
      // While it runs, another is refused too; another trader is not blocked.
      expect((await api.post('/stock/import', body(u3))).body).toMatchObject({ code: 409, msg: StockMsg.importBusy });
      expect((await (await trader()).get('/stock/import/current')).body.data).toBeNull();
      await waitImport(api, ok.body.data.id);
      expect((await api.get('/stock/import/current')).body.data).toMatchObject({ id: ok.body.data.id, status: StockImportStatus.Done });
    } finally {
      await fastStaging();
    }
    // Once it ended, the next may start.
    expect((await api.post('/stock/import', body(u3))).status).toBe(200);
  });

  it('the report: .xlsx with the counts and every refused line and its reason, named in RFC 5987', async () => {
    const api = await trader();
    const [a, b] = [pn(), pn()];
    const done = await importFile(app, api, '我的库存.xlsx', await xlsx([HEADER, [a, '三星', 10, '23+', 2, '', '', '', '', '', ''], [b, '三星', '十个', '', 1, '', '', '', '', '', ''], [a, '三星', 5, '23+', 1, '', '', '', '', '', '']]));
    expect(done).toMatchObject({ status: StockImportStatus.Done, total: 3, added: 1, refused: 2 });
    const r = await download(app, api, `/stock/import/report?id=${done.id}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="____-${done.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(`导入报告-${done.id}.xlsx`)}`);
    const text = JSON.stringify(await readAll(r.bytes));
    for (const s of [b, StockMsg.rowQuantity, StockMsg.rowDuplicate]) expect(text).toContain(s);
  });

  /** Every sheet's rows. */
  async function readAll(bytes: Buffer) {
    const out: string[][][] = [];
    for (let i = 0; ; i++) {
      try {
        out.push(await readXlsx(bytes, i));
      } catch {
        return out;
      }
    }
  }

  it('the progress reaches the trader over the websocket, and its end', async () => {
    const served = await buildTestApp({ driver });
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as { port: number };
      const api = await injectAs(served.app, (await createUser(served.app.db, 'verified')).mobile);
      const ws = await connectAs(`http://127.0.0.1:${port}`, api.login!.token);
      try {
        const lines = Array.from({ length: 2500 }, (_, i) => [`${pn()}P${i}`, '三星', 1, '', 1, '', '', '', '', '', '']);
        const done = await importFile(served.app, api, 'ws.csv', csv([HEADER, ...lines]));
        expect(done.status).toBe(StockImportStatus.Done);
        const end = await ws.next((m) => m.type === 'stock.import' && m.status === StockImportStatus.Done, 10_000);
        expect(end).toEqual({ type: 'stock.import', id: done.id, status: StockImportStatus.Done, done: 2500, total: 2500 });
        // The total is known from the start (the preview counted it): queued, started, each batch, the end.
        const progress = ws.messages.filter((m) => m.type === 'stock.import' && m.status === StockImportStatus.Running);
        expect(progress).toEqual([
          { type: 'stock.import', id: done.id, status: StockImportStatus.Running, done: 0, total: 2500 },
          { type: 'stock.import', id: done.id, status: StockImportStatus.Running, done: 2000, total: 2500 },
          { type: 'stock.import', id: done.id, status: StockImportStatus.Running, done: 2500, total: 2500 },
        ]);
        expect(ws.messages.find((m) => m.type === 'stock.import')).toEqual({ type: 'stock.import', id: done.id, status: StockImportStatus.Queued, done: 0, total: 2500 });
      } finally {
        await ws.close();
      }
    } finally {
      await served.close();
    }
  }, 60_000);

  it('the sweep fails an import whose job died, and forgets expired uploads', async () => {
    const api = await trader();
    const up = await upload(app, api, 'old.csv', csv([HEADER, [pn(), '三星', 1, '', 1, '', '', '', '', '', '']]));
    const uploadId = up.body.data.uploadId;
    const long = new Date(Date.now() - STALL_MS - 60_000);
    const [dead] = await app.db
      .insert(stockImports)
      .values({ userId: api.login!.userId, fileName: 'dead.csv', mapping: { goodsModel: 0 }, mode: 'merge', status: StockImportStatus.Running, updatedAt: long, createdAt: long })
      .returning();
    await app.db.update(stockUploads).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(stockUploads.id, uploadId));
    const swept = await stockSweep(appContext(app));
    expect(swept.failed).toBeGreaterThanOrEqual(1);
    expect(await waitImport(api, dead!.id, () => true)).toMatchObject({ status: StockImportStatus.Failed, error: StockMsg.importFailed });
    expect((await api.post('/stock/preview', { uploadId, mapping: { goodsModel: 0 } })).body).toMatchObject({ code: 404, msg: StockMsg.uploadExpired });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClueStatus } from '@mts/shared/status';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { clueRecordReply, clueSavedReply, myClueListReply, mySaleGoodsReply } from '@mts/shared/schemas';
import { clues, goods } from '../src/db/schema/index.ts';
import { createUser, categoryId, validClue } from './factories.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('publishing leads on %s', (driver) => {
  let t: TestApp;
  let owner: ApiClient;
  let other: ApiClient;
  let unverified: ApiClient;
  let anon: ApiClient;
  let ddr4: number;
  let dram: number;
  // Invalid values on purpose, so not typed as the form.
  const form = (over: Record<string, unknown> = {}) => ({ ...validClue({ categoryId: ddr4 }), ...over });

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const db = t.handle.db;
    owner = await injectAs(t.app, (await createUser(db, 'verified')).mobile);
    other = await injectAs(t.app, (await createUser(db, 'verified')).mobile);
    unverified = await injectAs(t.app, (await createUser(db, 'ordinary')).mobile);
    anon = await injectAs(t.app);
    dram = await categoryId(db, 'DRAM颗粒');
    ddr4 = await categoryId(db);
  });
  afterAll(() => t.close());

  it('needs a login (401) and real-name verification (403)', async () => {
    expect(await anon.post('/clue/publish', form())).toMatchObject({ status: 401, body: { code: 401, msg: Msg.unauthorized } });
    expect(await unverified.post('/clue/publish', form())).toMatchObject({ status: 403, body: { code: 403, msg: PublishMsg.needRealName } });
  });

  it('publishes a 货源 awaiting dispatch, mapping the brand to a known brand', async () => {
    const res = await owner.post('/clue/publish', form());
    expect(res.status).toBe(200);
    const saved = clueSavedReply.parse(res.body);
    expect(saved).toMatchObject({ msg: PublishMsg.published, data: { status: ClueStatus.AwaitingDispatch, statusText: '待派单' } });
    const [row] = await t.handle.db.select().from(clues).where(eq(clues.id, saved.data.id));
    expect(row).toMatchObject({ ownerId: owner.login!.userId, brandText: '', modelNorm: 'k4a8g165wcbctd' });
    expect(row!.brandId).not.toBeNull();
    expect(row!.searchText).toContain("'三星'");
  });

  it('publishes a 求购 without a target price (面议) and an unknown brand as text', async () => {
    const res = await owner.post('/clue/publish', form({ type: 2, priceMin: null, brand: '某小厂', stockType: '期货', leadTime: '2-3周' }));
    expect(res.status).toBe(200);
    const rec = clueRecordReply.parse((await owner.get(`/clue/${res.body.data.id}`)).body).data;
    expect(rec).toMatchObject({ type: 2, priceMin: null, brandId: null, brandName: '某小厂', stockType: '期货', leadTime: '2-3周', isOwner: true, canEdit: true });
  });

  it('refuses a top-level category (not a leaf)', async () => {
    expect(await owner.post('/clue/publish', form({ categoryId: dram }))).toMatchObject({ status: 400, body: { msg: PublishMsg.categoryNotLeaf } });
  });

  // One row per field: the value and the message the reply must carry.
  const invalid: [string, Record<string, unknown>, string][] = [
    ['type', { type: 3 }, PublishMsg.type],
    ['categoryId', { categoryId: 0 }, PublishMsg.categoryId],
    ['brand', { brand: '' }, PublishMsg.brand],
    ['goodsModel length', { goodsModel: 'K' }, PublishMsg.goodsModel],
    ['goodsModel chars', { goodsModel: 'K4A8G<script>' }, PublishMsg.goodsModelChars],
    ['goodsName', { goodsName: 'D' }, PublishMsg.goodsName],
    ['quantity', { quantity: 0 }, PublishMsg.quantity],
    ['quantity not integer', { quantity: 1.5 }, PublishMsg.quantity],
    ['moq', { moq: 0 }, PublishMsg.moq],
    ['moq above quantity', { quantity: 100, moq: 101 }, PublishMsg.moqAboveQuantity],
    ['priceUnit', { priceUnit: 1 }, PublishMsg.priceUnit],
    ['priceMin required for 货源', { priceMin: null }, PublishMsg.priceRequired],
    ['priceMin positive', { priceMin: -5 }, PublishMsg.priceMin],
    ['taxIncluded', { taxIncluded: 'yes' }, PublishMsg.taxIncluded],
    ['dateCode', { dateCode: '2460' }, PublishMsg.dateCode],
    ['condition', { condition: '二手' }, PublishMsg.condition],
    ['package', { package: 'x'.repeat(31) }, PublishMsg.package],
    ['deliveryPlace', { deliveryPlace: '深' }, PublishMsg.deliveryPlace],
    ['stockType', { stockType: '预售' }, PublishMsg.stockType],
    ['leadTime required for 期货', { stockType: '期货', leadTime: '' }, PublishMsg.leadTimeRequired],
    ['contactName', { contactName: '王' }, PublishMsg.contactName],
    ['contactMobile', { contactMobile: '12345678901' }, PublishMsg.contactMobile],
    ['images count', { images: Array.from({ length: 10 }, (_, i) => `/uploads/2026/${String(i).padStart(32, 'a')}.webp`) }, PublishMsg.images],
    ['image url', { images: ['javascript:alert(1)'] }, PublishMsg.imageUrl],
    ['remark', { remark: '备'.repeat(501) }, PublishMsg.remark],
  ];
  it.each(invalid)('validates %s', async (_name, over, msg) => {
    const res = await owner.post('/clue/publish', form(over));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(msg);
  });

  it('lists my leads by type, paged, with status text', async () => {
    const list = myClueListReply.parse((await owner.get('/clue/myClueList?pageNum=1&pageSize=10&type=1')).body);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.rows.every((r) => r.type === 1 && r.isOwner && r.statusText)).toBe(true);
    expect((await owner.get('/clue/myClueList?type=2')).body.rows.every((r: { type: number }) => r.type === 2)).toBe(true);
    expect((await other.get('/clue/myClueList')).body.total).toBe(0);
    expect((await anon.get('/clue/myClueList')).status).toBe(401);
    const found = await owner.get('/clue/myClueList?keyword=k4a8g165');
    expect(found.body.rows[0].goodsModel).toBe('K4A8G165WC-BCTD');
  });

  it('shows public fields to others and the full contact to the owner', async () => {
    const id = (await owner.post('/clue/publish', form())).body.data.id;
    const mine = clueRecordReply.parse((await owner.get(`/clue/${id}`)).body).data;
    expect(mine).toMatchObject({ contactMobile: '13812345678', isOwner: true, canEdit: true });
    const theirs = clueRecordReply.parse((await other.get(`/clue/${id}`)).body).data;
    expect(theirs).toMatchObject({ contactMobile: '138****5678', isOwner: false, canEdit: false });
    expect((await anon.get(`/clue/${id}`)).body.data.contactMobile).toBe('138****5678');
  });

  it('lets only the owner edit, only while awaiting dispatch', async () => {
    const id = (await owner.post('/clue/publish', form())).body.data.id;
    expect(await other.put(`/clue/${id}`, form({ quantity: 500 }))).toMatchObject({ status: 403, body: { msg: PublishMsg.notOwner } });
    expect((await anon.put(`/clue/${id}`, form())).status).toBe(401);
    const ok = await owner.put(`/clue/${id}`, form({ quantity: 5000, moq: 50, goodsModel: 'H5AN8G6NDJR-XNC', brand: '海力士' }));
    expect(ok).toMatchObject({ status: 200, body: { msg: PublishMsg.saved } });
    const rec = clueRecordReply.parse((await owner.get(`/clue/${id}`)).body).data;
    expect(rec).toMatchObject({ quantity: 5000, goodsModel: 'H5AN8G6NDJR-XNC', brandName: '海力士' });
    // A negotiator grabs it: no more edits or withdrawals.
    await t.handle.db.update(clues).set({ status: ClueStatus.Grabbed }).where(eq(clues.id, id));
    expect(await owner.put(`/clue/${id}`, form())).toMatchObject({ status: 409, body: { msg: PublishMsg.notAwaiting } });
    expect(await owner.post(`/clue/${id}/withdraw`)).toMatchObject({ status: 409, body: { msg: PublishMsg.notAwaiting } });
    expect((await owner.put('/clue/999999', form())).status).toBe(404);
  });

  it('withdraws once even when two withdrawals race', async () => {
    const id = (await owner.post('/clue/publish', form())).body.data.id;
    expect(await other.post(`/clue/${id}/withdraw`)).toMatchObject({ status: 403, body: { msg: PublishMsg.notOwner } });
    const [a, b] = await Promise.all([owner.post(`/clue/${id}/withdraw`), owner.post(`/clue/${id}/withdraw`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.msg).toBe(PublishMsg.alreadyWithdrawn);
    const [row] = await t.handle.db.select().from(clues).where(eq(clues.id, id));
    expect(row!.status).toBe(ClueStatus.Withdrawn);
    // Gone for others, still listed for the owner as 已撤回.
    expect((await other.get(`/clue/${id}`)).status).toBe(404);
    expect((await owner.get(`/clue/${id}`)).body.data).toMatchObject({ statusText: '已撤回', canEdit: false });
    expect(await owner.put(`/clue/${id}`, form())).toMatchObject({ status: 409, body: { msg: PublishMsg.alreadyWithdrawn } });
  });

  it('lists goods published from my leads and puts them on and off shelf (owner only)', async () => {
    const clueId = (await owner.post('/clue/publish', form())).body.data.id;
    const [g] = await t.handle.db
      .insert(goods)
      .values({ type: 1, goodsName: 'DDR4 8Gb', goodsModel: 'K4A8G165WC-BCTD', modelNorm: 'k4a8g165wcbctd', clueId, categoryId: ddr4 })
      .returning({ id: goods.id });
    const list = mySaleGoodsReply.parse((await owner.get('/goods/mySaleGoodsList?pageNum=1&pageSize=10')).body);
    expect(list.rows.map((r) => r.id)).toContain(g!.id);
    expect(list.rows.find((r) => r.id === g!.id)).toMatchObject({ status: 0, statusText: '已上架', clueId });
    expect((await other.get('/goods/mySaleGoodsList')).body.rows.map((r: { id: number }) => r.id)).not.toContain(g!.id);
    expect(await other.post(`/goods/${g!.id}/shelf`, { status: 1 })).toMatchObject({ status: 403, body: { msg: PublishMsg.goodsNotOwner } });
    expect(await owner.post(`/goods/${g!.id}/shelf`, { status: 1 })).toMatchObject({ status: 200, body: { msg: PublishMsg.shelfOff, data: { status: 1 } } });
    expect((await anon.get(`/goods/detail?goodsId=${g!.id}`)).status).toBe(404);
    expect(await owner.post(`/goods/${g!.id}/shelf`, { status: 0 })).toMatchObject({ status: 200, body: { msg: PublishMsg.shelfOn } });
    expect((await owner.post(`/goods/${g!.id}/shelf`, { status: 2 })).status).toBe(400);
    expect((await owner.post('/goods/999999/shelf', { status: 1 })).status).toBe(404);
  });
});

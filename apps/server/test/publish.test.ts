import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ClueStatus } from '@mts/shared/constants';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { clueRecordReply, clueSavedReply, myClueListReply, mySaleGoodsReply } from '@mts/shared/schemas';
import { categories, clues, goods, users } from '../src/db/schema/index.ts';
import { buildTestApp, cleanupTestDatabases, DRIVERS, loginAs, type LoggedIn, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

export const validClue = {
  type: 1,
  categoryId: 0, // set from the seeded DDR4 category
  brand: 'Samsung',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsName: 'DDR4 8Gb x16 2666 颗粒',
  quantity: 10000,
  moq: 100,
  priceUnit: 10,
  priceMin: 1320,
  taxIncluded: false,
  dateCode: '23+',
  condition: '原装',
  package: 'FBGA96',
  deliveryPlace: '深圳',
  stockType: '现货',
  leadTime: '',
  contactName: '王先生',
  contactMobile: '13812345678',
  images: [],
  remark: '原厂原包，可验货',
};

describe.each(DRIVERS)('publishing leads on %s', (driver) => {
  let t: TestApp;
  let owner: LoggedIn;
  let other: LoggedIn;
  let unverified: LoggedIn;
  let ddr4: number;
  let dram: number;
  const req = async (method: 'GET' | 'POST' | 'PUT', path: string, who?: LoggedIn, body?: unknown) => {
    const res = await t.app.inject({ method, url: `${API_BASE}${path}`, headers: who?.headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.json() };
  };
  const form = (over: Record<string, unknown> = {}) => ({ ...validClue, categoryId: ddr4, ...over });

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    owner = await loginAs(t.app, '19955500001');
    other = await loginAs(t.app, '19955500002');
    unverified = await loginAs(t.app, '19955500003');
    await t.handle.db.update(users).set({ authnStatus: 1 }).where(eq(users.id, owner.userId));
    await t.handle.db.update(users).set({ authnStatus: 1 }).where(eq(users.id, other.userId));
    const cats = await t.handle.db.select().from(categories);
    dram = cats.find((c) => c.name === 'DRAM颗粒')!.id;
    ddr4 = cats.find((c) => c.name === 'DDR4' && c.parentId === dram)!.id;
  });
  afterAll(() => t.close());

  it('needs a login (401) and real-name verification (403)', async () => {
    expect(await req('POST', '/clue/publish', undefined, form())).toMatchObject({ status: 401, body: { code: 401, msg: Msg.unauthorized } });
    expect(await req('POST', '/clue/publish', unverified, form())).toMatchObject({ status: 403, body: { code: 403, msg: PublishMsg.needRealName } });
  });

  it('publishes a 货源 awaiting dispatch, mapping the brand to a known brand', async () => {
    const res = await req('POST', '/clue/publish', owner, form());
    expect(res.status).toBe(200);
    const saved = clueSavedReply.parse(res.body);
    expect(saved).toMatchObject({ msg: PublishMsg.published, data: { status: ClueStatus.AwaitingDispatch, statusText: '待派单' } });
    const [row] = await t.handle.db.select().from(clues).where(eq(clues.id, saved.data.id));
    expect(row).toMatchObject({ ownerId: owner.userId, brandText: '', modelNorm: 'k4a8g165wcbctd' });
    expect(row!.brandId).not.toBeNull();
    expect(row!.searchText).toContain("'三星'");
  });

  it('publishes a 求购 without a target price (面议) and an unknown brand as text', async () => {
    const res = await req('POST', '/clue/publish', owner, form({ type: 2, priceMin: null, brand: '某小厂', stockType: '期货', leadTime: '2-3周' }));
    expect(res.status).toBe(200);
    const rec = clueRecordReply.parse((await req('GET', `/clue/${res.body.data.id}`, owner)).body).data;
    expect(rec).toMatchObject({ type: 2, priceMin: null, brandId: null, brandName: '某小厂', stockType: '期货', leadTime: '2-3周', isOwner: true, canEdit: true });
  });

  it('refuses a top-level category (not a leaf)', async () => {
    expect(await req('POST', '/clue/publish', owner, form({ categoryId: dram }))).toMatchObject({ status: 400, body: { msg: PublishMsg.categoryNotLeaf } });
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
    ['condition', { condition: '全新' }, PublishMsg.condition],
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
    const res = await req('POST', '/clue/publish', owner, form(over));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(msg);
  });

  it('lists my leads by type, paged, with status text', async () => {
    const list = myClueListReply.parse((await req('GET', '/clue/myClueList?pageNum=1&pageSize=10&type=1', owner)).body);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.rows.every((r) => r.type === 1 && r.isOwner && r.statusText)).toBe(true);
    expect((await req('GET', '/clue/myClueList?type=2', owner)).body.rows.every((r: { type: number }) => r.type === 2)).toBe(true);
    expect((await req('GET', '/clue/myClueList', other)).body.total).toBe(0);
    expect((await req('GET', '/clue/myClueList')).status).toBe(401);
    const found = await req('GET', '/clue/myClueList?keyword=k4a8g165', owner);
    expect(found.body.rows[0].goodsModel).toBe('K4A8G165WC-BCTD');
  });

  it('shows public fields to others and the full contact to the owner', async () => {
    const id = (await req('POST', '/clue/publish', owner, form())).body.data.id;
    const mine = clueRecordReply.parse((await req('GET', `/clue/${id}`, owner)).body).data;
    expect(mine).toMatchObject({ contactMobile: '13812345678', isOwner: true, canEdit: true });
    const theirs = clueRecordReply.parse((await req('GET', `/clue/${id}`, other)).body).data;
    expect(theirs).toMatchObject({ contactMobile: '138****5678', isOwner: false, canEdit: false });
    expect((await req('GET', `/clue/${id}`)).body.data.contactMobile).toBe('138****5678');
  });

  it('lets only the owner edit, only while awaiting dispatch', async () => {
    const id = (await req('POST', '/clue/publish', owner, form())).body.data.id;
    expect(await req('PUT', `/clue/${id}`, other, form({ quantity: 500 }))).toMatchObject({ status: 403, body: { msg: PublishMsg.notOwner } });
    expect((await req('PUT', `/clue/${id}`, undefined, form())).status).toBe(401);
    const ok = await req('PUT', `/clue/${id}`, owner, form({ quantity: 5000, moq: 50, goodsModel: 'H5AN8G6NDJR-XNC', brand: '海力士' }));
    expect(ok).toMatchObject({ status: 200, body: { msg: PublishMsg.saved } });
    const rec = clueRecordReply.parse((await req('GET', `/clue/${id}`, owner)).body).data;
    expect(rec).toMatchObject({ quantity: 5000, goodsModel: 'H5AN8G6NDJR-XNC', brandName: '海力士' });
    // A negotiator grabs it: no more edits or withdrawals.
    await t.handle.db.update(clues).set({ status: ClueStatus.Grabbed }).where(eq(clues.id, id));
    expect(await req('PUT', `/clue/${id}`, owner, form())).toMatchObject({ status: 409, body: { msg: PublishMsg.notAwaiting } });
    expect(await req('POST', `/clue/${id}/withdraw`, owner)).toMatchObject({ status: 409, body: { msg: PublishMsg.notAwaiting } });
    expect((await req('PUT', '/clue/999999', owner, form())).status).toBe(404);
  });

  it('withdraws once even when two withdrawals race', async () => {
    const id = (await req('POST', '/clue/publish', owner, form())).body.data.id;
    expect(await req('POST', `/clue/${id}/withdraw`, other)).toMatchObject({ status: 403, body: { msg: PublishMsg.notOwner } });
    const [a, b] = await Promise.all([req('POST', `/clue/${id}/withdraw`, owner), req('POST', `/clue/${id}/withdraw`, owner)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.msg).toBe(PublishMsg.alreadyWithdrawn);
    const [row] = await t.handle.db.select().from(clues).where(eq(clues.id, id));
    expect(row!.status).toBe(ClueStatus.Withdrawn);
    // Gone for others, still listed for the owner as 已撤回.
    expect((await req('GET', `/clue/${id}`, other)).status).toBe(404);
    expect((await req('GET', `/clue/${id}`, owner)).body.data).toMatchObject({ statusText: '已撤回', canEdit: false });
    expect(await req('PUT', `/clue/${id}`, owner, form())).toMatchObject({ status: 409, body: { msg: PublishMsg.alreadyWithdrawn } });
  });

  it('lists goods published from my leads and puts them on and off shelf (owner only)', async () => {
    const clueId = (await req('POST', '/clue/publish', owner, form())).body.data.id;
    const [g] = await t.handle.db
      .insert(goods)
      .values({ type: 1, goodsName: 'DDR4 8Gb', goodsModel: 'K4A8G165WC-BCTD', modelNorm: 'k4a8g165wcbctd', clueId, categoryId: ddr4 })
      .returning({ id: goods.id });
    const list = mySaleGoodsReply.parse((await req('GET', '/goods/mySaleGoodsList?pageNum=1&pageSize=10', owner)).body);
    expect(list.rows.map((r) => r.id)).toContain(g!.id);
    expect(list.rows.find((r) => r.id === g!.id)).toMatchObject({ status: 0, statusText: '已上架', clueId });
    expect((await req('GET', '/goods/mySaleGoodsList', other)).body.rows.map((r: { id: number }) => r.id)).not.toContain(g!.id);
    expect(await req('POST', `/goods/${g!.id}/shelf`, other, { status: 1 })).toMatchObject({ status: 403, body: { msg: PublishMsg.goodsNotOwner } });
    expect(await req('POST', `/goods/${g!.id}/shelf`, owner, { status: 1 })).toMatchObject({ status: 200, body: { msg: PublishMsg.shelfOff, data: { status: 1 } } });
    expect((await req('GET', `/goods/detail?goodsId=${g!.id}`)).status).toBe(404);
    expect(await req('POST', `/goods/${g!.id}/shelf`, owner, { status: 0 })).toMatchObject({ status: 200, body: { msg: PublishMsg.shelfOn } });
    expect((await req('POST', `/goods/${g!.id}/shelf`, owner, { status: 2 })).status).toBe(400);
    expect((await req('POST', '/goods/999999/shelf', owner, { status: 1 })).status).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import { followDetailReply, myFollowList, pendingLeadList, pendingPreOrderList, publishGoodsReply } from '@mts/shared/schemas';
import { ClueStatus, FollowStatus, GoodsStatus, PreOrderStatus } from '@mts/shared/status';
import { clues, followItems, goods, preOrders } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { appContext } from '../src/lib/context.ts';
import type { DomainEvent } from '../src/lib/events.ts';
import { releaseStaleLeads } from '../src/modules/dispatch/service.ts';
import { categoryId, createLead, createUser, type UserRow, userAs, validClue } from './factories.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type TestApp } from './helper.ts';

afterAll(cleanupTestDatabases);

const HOUR = 3_600_000;
const CAP = 3;
const CHINESE = /[\u4e00-\u9fff]/;

describe.each(DRIVERS)('dispatch on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock();
  const events: DomainEvent[] = [];
  let owner: { user: UserRow; api: ApiClient };
  let anon: ApiClient;
  let operator: ApiClient;
  let ddr4: number;
  let seq = 0;

  const db = () => t.handle.db;
  const negotiator = () => userAs(t.app, 'negotiator');
  const follower = () => userAs(t.app, 'businessFollower');
  /** A lead of the owner's awaiting dispatch, with a part number no other test uses. */
  const lead = (over: Parameters<typeof createLead>[2] = {}) => createLead(db(), owner.user.id, { goodsModel: `DSP${driver.toUpperCase()}${++seq}-X`, ...over });
  const grab = (api: ApiClient, id: number) => api.post('/bizOppor/followUp', { id });
  const leadRow = async (id: number) => (await db().select().from(clues).where(eq(clues.id, id)))[0]!;
  const itemsOf = (clueId: number) => db().select().from(followItems).where(eq(followItems.clueId, clueId));
  let preOrderSeq = 0;
  const preOrder = async (status: number = PreOrderStatus.Confirmed) => {
    const [g] = await db().select({ id: goods.id, ownerId: goods.ownerId }).from(goods).limit(1);
    const [row] = await db()
      .insert(preOrders)
      .values({ orderNo: `PO${driver}${++preOrderSeq}${Date.now()}`, goodsId: g!.id, sellerId: g!.ownerId, buyerId: owner.user.id, quantity: 100, price: 1320, amount: 132000, status })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await buildTestApp({ driver, clock, config: { dispatch: { maxOpenLeads: CAP, followTimeoutHours: 48, sweep: false } } });
    t.app.events.subscribe((e) => void (e.type.startsWith('message.') || events.push(e))); // not the message centre's deliveries (after commit, at their own pace)
    owner = await userAs(t.app, 'verified');
    anon = await injectAs(t.app);
    operator = await injectAs(t.app, (await createUser(db(), 'operator')).mobile);
    ddr4 = await categoryId(db());
  });
  afterAll(() => t.close());

  describe('lead pool', () => {
    it('is for negotiators only: 401 logged out, 403 for businessType 0, 20 and 40', async () => {
      expect(await anon.get('/bizOppor/tprPendingFollowList')).toMatchObject({ status: 401, body: { code: 401, msg: Msg.unauthorized } });
      for (const role of ['verified', 'businessFollower', 'inspector'] as const) {
        const { api } = await userAs(t.app, role);
        expect(await api.get('/bizOppor/tprPendingFollowList')).toMatchObject({ status: 403, body: { code: 403, msg: DispatchMsg.negotiatorOnly } });
      }
    });

    it('lists leads awaiting dispatch newest first; withdrawn and grabbed leads leave it', async () => {
      const { api } = await negotiator();
      const older = await lead();
      const newer = await lead({ type: 2, priceMin: null });
      const withdrawn = await lead({ status: ClueStatus.Withdrawn });
      const res = await api.get('/bizOppor/tprPendingFollowList', { pageNum: 1, pageSize: 10 });
      expect(res.status).toBe(200);
      const page = pendingLeadList.parse(res.body);
      expect(page.rows.slice(0, 2).map((r) => r.id)).toEqual([newer.id, older.id]);
      expect(page.rows[0]).toMatchObject({ type: 2, priceMin: null, goodsModel: newer.goodsModel, categoryName: 'DDR4' });
      expect(page.rows.map((r) => r.id)).not.toContain(withdrawn.id);
      // The seed's leads awaiting dispatch are there too.
      expect(page.total).toBeGreaterThanOrEqual(12);
      const times = page.rows.map((r) => r.createTime);
      expect([...times].sort().reverse()).toEqual(times);

      const other = await negotiator();
      expect((await grab(other.api, older.id)).status).toBe(200);
      const after = pendingLeadList.parse((await api.get('/bizOppor/tprPendingFollowList')).body);
      expect(after.rows.map((r) => r.id)).not.toContain(older.id);
      expect(after.total).toBe(page.total - 1);
    });
  });

  describe('grabbing a lead', () => {
    it('creates a pending follow item (model 1 for 货源, 2 for 求购) and publishes lead.grab with the row', async () => {
      const { api, user } = await negotiator();
      const supply = await lead();
      const demand = await lead({ type: 2 });
      const res = await grab(api, supply.id);
      expect(res).toMatchObject({ status: 200, body: { code: 200, msg: DispatchMsg.grabOk, data: { id: supply.id, identity: 10 } } });
      expect((await grab(api, demand.id)).status).toBe(200);
      const [item] = await itemsOf(supply.id);
      expect(item).toMatchObject({ id: res.body.data.followId, userId: user.id, type: 10, identity: 10, model: 1, status: FollowStatus.Pending, followedAt: null });
      expect((await itemsOf(demand.id))[0]).toMatchObject({ model: 2 });
      expect(await leadRow(supply.id)).toMatchObject({ status: ClueStatus.Grabbed, negotiatorId: user.id });
      const ev = events.find((e) => e.type === 'lead.grab' && e.id === supply.id);
      expect(ev).toMatchObject({ userId: user.id, status: ClueStatus.Grabbed, row: { negotiatorId: user.id } });
    });

    it('answers 404 for an unknown lead, 409 for a withdrawn or closed one', async () => {
      const { api } = await negotiator();
      expect(await grab(api, 99_999_999)).toMatchObject({ status: 404, body: { msg: Msg.clueNotFound } });
      expect(await grab(api, (await lead({ status: ClueStatus.Withdrawn })).id)).toMatchObject({ status: 409, body: { msg: DispatchMsg.leadWithdrawn } });
      expect(await grab(api, (await lead({ status: ClueStatus.Invalid })).id)).toMatchObject({ status: 409, body: { msg: DispatchMsg.leadClosed } });
      expect(await grab(api, (await lead({ status: ClueStatus.Published })).id)).toMatchObject({ status: 409, body: { msg: DispatchMsg.leadTaken } });
    });

    it('has exactly one winner among 30 concurrent grabs by two negotiators', async () => {
      const a = await negotiator();
      const b = await negotiator();
      const target = await lead();
      const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => grab(i % 2 ? a.api : b.api, target.id)));
      const won = replies.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409 && r.body.msg === DispatchMsg.leadTaken)).toHaveLength(29);
      const items = await itemsOf(target.id);
      expect(items).toHaveLength(1);
      const row = await leadRow(target.id);
      expect(row.status).toBe(ClueStatus.Grabbed);
      expect(row.negotiatorId).toBe(items[0]!.userId);
      expect(items[0]!.id).toBe(won[0]!.body.data.followId);
    });

    it('cannot race the owner’s withdrawal: exactly one of them wins, and the state agrees', async () => {
      for (let i = 0; i < 5; i++) {
        const { api } = await negotiator();
        const target = await lead();
        const [g, w] = await Promise.all([grab(api, target.id), owner.api.post(`/clue/${target.id}/withdraw`)]);
        expect([g.status, w.status].sort()).toEqual([200, 409]);
        const row = await leadRow(target.id);
        const items = await itemsOf(target.id);
        if (g.status === 200) {
          expect(row.status).toBe(ClueStatus.Grabbed);
          expect(items).toHaveLength(1);
        } else {
          expect(g.body.msg).toBe(DispatchMsg.leadWithdrawn);
          expect(row.status).toBe(ClueStatus.Withdrawn);
          expect(items).toHaveLength(0);
        }
      }
    });

    it(`stops at the open-lead cap (${CAP} here), also under concurrency, and counts only pending leads`, async () => {
      const { api } = await negotiator();
      const leads = await Promise.all(Array.from({ length: CAP + 3 }, () => lead()));
      const replies = await Promise.all(leads.map((l) => grab(api, l.id)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(CAP);
      const refused = replies.filter((r) => r.status !== 200);
      expect(refused.every((r) => r.status === 409 && r.body.msg === DispatchMsg.openLeadCap(CAP))).toBe(true);
      // Closing one frees a place.
      const held = replies.find((r) => r.status === 200)!.body.data.followId;
      expect((await api.post(`/follow/${held}/close`, { reason: '联系不上发布人' })).status).toBe(200);
      const free = leads.find((_, i) => replies[i]!.status !== 200)!;
      expect((await grab(api, free.id)).status).toBe(200);
    });

    it('refuses a wrong role for the identity (403)', async () => {
      const f = await follower();
      expect(await grab(f.api, (await lead()).id)).toMatchObject({ status: 403, body: { msg: DispatchMsg.negotiatorOnly } });
      const n = await negotiator();
      expect(await n.api.post('/bizOppor/followUp', { id: (await preOrder()).id, identity: 20 })).toMatchObject({ status: 403, body: { msg: DispatchMsg.followerOnly } });
      expect((await anon.post('/bizOppor/followUp', { id: 1 })).status).toBe(401);
    });
  });

  describe('blocking', () => {
    it('hides a lead from the blocking negotiator only, idempotently; his grab is 404', async () => {
      const a = await negotiator();
      const b = await negotiator();
      const target = await lead();
      const block = () => a.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: target.id, blockType: 10 });
      expect(await block()).toMatchObject({ status: 200, body: { code: 200, msg: DispatchMsg.blockOk, data: null } });
      expect((await block()).status).toBe(200);
      const ids = async (api: ApiClient) => (await api.get('/bizOppor/tprPendingFollowList', { pageSize: 50 })).body.rows.map((r: { id: number }) => r.id);
      expect(await ids(a.api)).not.toContain(target.id);
      expect(await ids(b.api)).toContain(target.id);
      expect(await grab(a.api, target.id)).toMatchObject({ status: 404, body: { msg: Msg.clueNotFound } });
      expect(events.filter((e) => e.type === 'lead.block' && e.id === target.id)).toHaveLength(2);
      expect(events.find((e) => e.type === 'lead.block' && e.id === target.id)).toMatchObject({ userId: a.user.id });
    });

    it('needs the role of the block type (403) and a known target (404)', async () => {
      const n = await negotiator();
      const f = await follower();
      expect(await f.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: (await lead()).id, blockType: 10 })).toMatchObject({ status: 403, body: { msg: DispatchMsg.negotiatorOnly } });
      // Intention orders (20) are blocked by either staff role (a negotiator's pool has some: pre-order-pool.test.ts).
      expect(await owner.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: (await preOrder()).id, blockType: 20 })).toMatchObject({ status: 403, body: { msg: DispatchMsg.staffOnly } });
      expect(await n.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: 99_999_999, blockType: 10 })).toMatchObject({ status: 404, body: { msg: Msg.clueNotFound } });
      expect(await f.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: 99_999_999, blockType: 20 })).toMatchObject({ status: 404, body: { msg: DispatchMsg.preOrderNotFound } });
    });
  });

  describe('follow items', () => {
    it('lists the caller’s items newest first with the lead joined and a release time, staff only', async () => {
      const { api } = await negotiator();
      const first = await lead();
      const second = await lead({ images: [] });
      await grab(api, first.id);
      clock.advance(1000);
      await grab(api, second.id);
      const res = await api.get('/follow/myFollowList', { dataType: 10, status: 1, pageNum: 1, pageSize: 10 });
      expect(res.status).toBe(200);
      const list = myFollowList.parse(res.body);
      expect(list.total).toBe(2);
      expect(list.rows.map((r) => r.clueId)).toEqual([second.id, first.id]);
      const row = list.rows[0]!;
      expect(row).toMatchObject({
        type: 10,
        identity: 10,
        status: 1,
        statusText: '跟进中',
        clueType: 1,
        goodsModel: second.goodsModel,
        goodsPrice: 1320,
        goodsPriceUnit: 10,
        goodsQuantity: 10000,
        goodsImage: '/static/demo/default.svg',
        ownerName: expect.any(String),
        ownerMobile: owner.user.mobile,
        contactName: '王先生',
        contactMobile: '13812345678',
        sellerName: '',
        orderNo: '',
        followTime: null,
      });
      expect(Date.parse(row.releaseAt!)).toBe(clock.now() + 48 * HOUR);
      expect((await api.get('/follow/myFollowList', { status: 2 })).body.total).toBe(0);
      const { api: trader } = await userAs(t.app, 'verified');
      expect(await trader.get('/follow/myFollowList')).toMatchObject({ status: 403, body: { msg: DispatchMsg.staffOnly } });
      expect((await anon.get('/follow/myFollowList')).status).toBe(401);
    });

    it('GET /clue/{id} shows the contact to the negotiator holding the lead (to prefill publishGoods), masked to others and after it ends', async () => {
      const holder = await negotiator();
      const other = await negotiator();
      const target = await lead();
      expect((await holder.api.get(`/clue/${target.id}`)).body.data.contactMobile).toBe('138****5678');
      expect((await grab(holder.api, target.id)).status).toBe(200);
      expect((await holder.api.get(`/clue/${target.id}`)).body.data).toMatchObject({ contactMobile: '13812345678', status: 10, isOwner: false, canEdit: false });
      expect((await other.api.get(`/clue/${target.id}`)).body.data.contactMobile).toBe('138****5678');
      expect((await anon.get(`/clue/${target.id}`)).body.data.contactMobile).toBe('138****5678');
      const [item] = await itemsOf(target.id);
      expect((await holder.api.post(`/follow/${item!.id}/close`, { reason: '联系不上发布人' })).status).toBe(200);
      expect((await holder.api.get(`/clue/${target.id}`)).body.data.contactMobile).toBe('138****5678');
    });

    it('shows the detail to its holder (contact unmasked) and operators; 403 for another negotiator, 404 unknown', async () => {
      const holder = await negotiator();
      const other = await negotiator();
      const target = await lead();
      const followId = (await grab(holder.api, target.id)).body.data.followId;
      const res = await holder.api.get(`/follow/${followId}`);
      expect(res.status).toBe(200);
      const detail = followDetailReply.parse(res.body).data;
      expect(detail).toMatchObject({ id: followId, canPublishGoods: true, canClose: true, canNote: true, notes: [], closeReason: '' });
      expect(detail.clue).toMatchObject({ id: target.id, contactMobile: '13812345678', isOwner: false, canEdit: false });
      expect(await other.api.get(`/follow/${followId}`)).toMatchObject({ status: 403, body: { msg: DispatchMsg.followNotYours } });
      expect((await operator.get(`/follow/${followId}`)).body.data).toMatchObject({ id: followId, canNote: false, clue: { contactMobile: '13812345678' } });
      expect(await holder.api.get('/follow/99999999')).toMatchObject({ status: 404, body: { msg: DispatchMsg.followNotFound } });
      expect(await other.api.post(`/follow/${followId}/notes`, { content: '别人的' })).toMatchObject({ status: 403, body: { msg: DispatchMsg.followNotYours } });
    });

    it('adds follow notes (newest first) and sets the follow time', async () => {
      const { api } = await negotiator();
      const target = await lead();
      const followId = (await grab(api, target.id)).body.data.followId;
      const first = await api.post(`/follow/${followId}/notes`, { content: '已电话联系，确认现货' });
      expect(first).toMatchObject({ status: 200, body: { msg: DispatchMsg.noteOk, data: { content: '已电话联系，确认现货' } } });
      clock.advance(1000);
      await api.post(`/follow/${followId}/notes`, { content: '第二次\n约好明天验货' });
      const detail = followDetailReply.parse((await api.get(`/follow/${followId}`)).body).data;
      expect(detail.notes.map((n) => n.content)).toEqual(['第二次\n约好明天验货', '已电话联系，确认现货']);
      expect(detail.followTime).not.toBeNull();
      expect(detail.releaseAt).toBeNull();
      expect(await api.post(`/follow/${followId}/notes`, { content: '' })).toMatchObject({ status: 400, body: { msg: expect.stringContaining(DispatchMsg.noteRequired) } });
    });

    it('closes a lead as 无效: item 已关闭 with its reason, lead 80 shown to its owner as 无效', async () => {
      const { api } = await negotiator();
      const target = await lead();
      const followId = (await grab(api, target.id)).body.data.followId;
      const res = await api.post(`/follow/${followId}/close`, { reason: '发布人表示货已售出' });
      expect(res).toMatchObject({ status: 200, body: { msg: DispatchMsg.closeOk, data: { id: followId, status: FollowStatus.Closed, statusText: '已关闭' } } });
      expect((await leadRow(target.id)).status).toBe(ClueStatus.Invalid);
      const mine = await owner.api.get('/clue/myClueList', { pageSize: 50 });
      expect(mine.body.rows.find((r: { id: number }) => r.id === target.id)).toMatchObject({ status: 80, statusText: '无效' });
      const detail = (await api.get(`/follow/${followId}`)).body.data;
      expect(detail).toMatchObject({ closeReason: '发布人表示货已售出', canClose: false, canNote: false, canPublishGoods: false });
      expect(await api.post(`/follow/${followId}/close`, { reason: '再关一次' })).toMatchObject({ status: 409, body: { msg: DispatchMsg.followNotPending } });
      expect(await api.post(`/follow/${followId}/notes`, { content: '关闭后' })).toMatchObject({ status: 409, body: { msg: DispatchMsg.followNotPending } });
      expect(events.some((e) => e.type === 'lead.close' && e.id === target.id)).toBe(true);
    });

    it('publishes goods from the lead: owned by the lead’s owner, on the shelf, found by part number at once', async () => {
      const { api } = await negotiator();
      const other = await negotiator();
      const model = `PUB${driver.toUpperCase()}77-BCTD`;
      const target = await lead({ goodsModel: model });
      const followId = (await grab(api, target.id)).body.data.followId;
      // Warm the cached list so the test sees it dropped.
      await t.api('/goods/list?pageNum=1&pageSize=10');
      const form = validClue({ categoryId: ddr4, goodsModel: model, quantity: 8000, moq: 100 });
      expect(await other.api.post('/follow/publishGoods', { clueId: target.id, form })).toMatchObject({ status: 403, body: { msg: DispatchMsg.followNotYours } });
      expect(await api.post('/follow/publishGoods', { clueId: target.id, form: { ...form, quantity: 0 } })).toMatchObject({ status: 400 });
      const res = await api.post('/follow/publishGoods', { clueId: target.id, form });
      expect(res.status).toBe(200);
      const data = publishGoodsReply.parse(res.body).data;
      expect(res.body.msg).toBe(DispatchMsg.publishGoodsOk);
      expect(data).toEqual({ goodsId: expect.any(Number), clueId: target.id, followId });
      const [g] = await db().select().from(goods).where(eq(goods.id, data.goodsId));
      expect(g).toMatchObject({ ownerId: owner.user.id, clueId: target.id, status: GoodsStatus.OnShelf, quantity: 8000, goodsModel: model });
      expect(g!.searchText).toBeTruthy();
      expect((await leadRow(target.id)).status).toBe(ClueStatus.Published);
      expect((await db().select().from(followItems).where(eq(followItems.id, followId)))[0]!.status).toBe(FollowStatus.Done);
      const found = await t.api(`/goods/list?keyword=${encodeURIComponent(model.slice(0, 8))}&pageNum=1&pageSize=10`);
      expect(found.body.data.records.map((r: { id: number }) => r.id)).toContain(data.goodsId);
      const newest = await t.api('/goods/list?pageNum=1&pageSize=10');
      expect(newest.body.data.records[0].id).toBe(data.goodsId);
      expect(await api.post('/follow/publishGoods', { clueId: target.id, form })).toMatchObject({ status: 409, body: { msg: DispatchMsg.followNotPending } });
      expect(await api.post('/follow/publishGoods', { clueId: 99_999_999, form })).toMatchObject({ status: 404, body: { msg: Msg.clueNotFound } });
      expect(events.some((e) => e.type === 'lead.publishGoods' && e.id === target.id)).toBe(true);
      expect(events.some((e) => e.type === 'goods.publish' && e.id === data.goodsId)).toBe(true);
      // The owner's lead points at its goods.
      expect((await owner.api.get(`/clue/${target.id}`)).body.data).toMatchObject({ status: 20, goodsId: data.goodsId });
      // The done item shows what went on the shelf (the negotiator's verified quantity), not the lead as written.
      const done = myFollowList.parse((await api.get('/follow/myFollowList', { status: FollowStatus.Done })).body).rows.find((r) => r.id === followId);
      expect(done).toMatchObject({ goodsId: data.goodsId, goodsQuantity: 8000, statusText: '已完成' });
      expect(target.quantity).not.toBe(8000);
    });
  });

  describe('timeout release', () => {
    it('returns a lead nobody followed up after 48 h to the pool; a note keeps it', async () => {
      const { api, user } = await negotiator();
      const idle = await lead();
      const noted = await lead();
      const idleItem = (await grab(api, idle.id)).body.data.followId;
      const notedItem = (await grab(api, noted.id)).body.data.followId;
      await api.post(`/follow/${notedItem}/notes`, { content: '已联系' });
      const ctx = appContext(t.app);
      clock.advance(47 * HOUR);
      await releaseStaleLeads(ctx);
      expect((await leadRow(idle.id)).status).toBe(ClueStatus.Grabbed);
      clock.advance(2 * HOUR);
      expect(await releaseStaleLeads(ctx)).toBeGreaterThanOrEqual(1);
      expect(await leadRow(idle.id)).toMatchObject({ status: ClueStatus.AwaitingDispatch, negotiatorId: null });
      expect(await leadRow(noted.id)).toMatchObject({ status: ClueStatus.Grabbed, negotiatorId: user.id });
      const [item] = await db().select().from(followItems).where(eq(followItems.id, idleItem));
      expect(item!.status).toBe(FollowStatus.Released);
      // A second sweep (another instance) finds nothing more for these.
      await releaseStaleLeads(ctx);
      expect((await db().select().from(followItems).where(and(eq(followItems.clueId, idle.id)))).length).toBe(1);
      expect(events.find((e) => e.type === 'lead.release' && e.id === idle.id)).toMatchObject({ userId: null, row: { status: 0 } });
      // Back in the pool for everyone, grabbable again; the released item is listed as 已退回.
      const other = await negotiator();
      const pool = (await other.api.get('/bizOppor/tprPendingFollowList', { pageSize: 50 })).body.rows.map((r: { id: number }) => r.id);
      expect(pool).toContain(idle.id);
      expect((await grab(other.api, idle.id)).status).toBe(200);
      const released = (await api.get('/follow/myFollowList', { status: 4 })).body;
      expect(released.rows.map((r: { id: number }) => r.id)).toContain(idleItem);
      expect((await api.get(`/follow/${idleItem}`)).body.data.clue.contactMobile).toBe('138****5678');
    });
  });

  describe('business followers and pre-orders', () => {
    it('lists confirmed pre-orders to followers only, grabs one (identity 20) once, and blocks (blockType 20)', async () => {
      const a = await follower();
      const b = await follower();
      const n = await negotiator();
      const confirmed = await preOrder();
      const unconfirmed = await preOrder(PreOrderStatus.AwaitingConfirm);
      const blocked = await preOrder();
      expect(await n.api.get('/bizOppor/swPendingFollowList')).toMatchObject({ status: 403, body: { msg: DispatchMsg.followerOnly } });
      expect((await anon.get('/bizOppor/swPendingFollowList')).status).toBe(401);
      const pool = pendingPreOrderList.parse((await a.api.get('/bizOppor/swPendingFollowList')).body);
      expect(pool.rows.map((r) => r.id).slice(0, 2)).toEqual([blocked.id, confirmed.id]);
      expect(pool.rows.map((r) => r.id)).not.toContain(unconfirmed.id);
      expect(pool.rows[1]).toMatchObject({ orderNo: confirmed.orderNo, quantity: 100, price: 1320, amount: 132000, buyerName: expect.any(String) });

      expect(await a.api.post('/bizOppor/blockBizOpporMsg', { bizMsgId: blocked.id, blockType: 20 })).toMatchObject({ status: 200, body: { msg: DispatchMsg.blockOk } });
      expect((await a.api.get('/bizOppor/swPendingFollowList')).body.rows.map((r: { id: number }) => r.id)).not.toContain(blocked.id);
      expect((await b.api.get('/bizOppor/swPendingFollowList')).body.rows.map((r: { id: number }) => r.id)).toContain(blocked.id);
      expect(events.some((e) => e.type === 'preOrder.block' && e.id === blocked.id)).toBe(true);

      const replies = await Promise.all([a, b, a, b].map((f) => f.api.post('/bizOppor/followUp', { id: confirmed.id, identity: 20 })));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      expect(replies.filter((r) => r.status === 409 && r.body.msg === DispatchMsg.preOrderTaken)).toHaveLength(3);
      const [row] = await db().select().from(preOrders).where(eq(preOrders.id, confirmed.id));
      expect(row!.status).toBe(PreOrderStatus.Following);
      const items = await db().select().from(followItems).where(eq(followItems.preOrderId, confirmed.id));
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: 30, identity: 20, model: 2, userId: row!.followerId, status: 1 });
      expect(events.some((e) => e.type === 'preOrder.grab' && e.id === confirmed.id)).toBe(true);
      const winner = replies.find((r) => r.status === 200)!.body.data;
      expect(winner).toMatchObject({ id: confirmed.id, identity: 20, followId: items[0]!.id });

      expect(await a.api.post('/bizOppor/followUp', { id: unconfirmed.id, identity: 20 })).toMatchObject({ status: 409, body: { msg: DispatchMsg.preOrderNotConfirmed } });
      expect(await a.api.post('/bizOppor/followUp', { id: 99_999_999, identity: 20 })).toMatchObject({ status: 404, body: { msg: DispatchMsg.preOrderNotFound } });
      expect(await a.api.post('/bizOppor/followUp', { id: blocked.id, identity: 20 })).toMatchObject({ status: 404 });

      const holder = row!.followerId === a.user.id ? a : b;
      const list = myFollowList.parse((await holder.api.get('/follow/myFollowList', { dataType: 30 })).body);
      expect(list.rows[0]).toMatchObject({ type: 30, preOrderId: confirmed.id, orderNo: confirmed.orderNo, goodsPrice: 1320, goodsQuantity: 100, releaseAt: null });
      expect(list.rows[0]!.sellerName).not.toBe('');
    });
  });

  describe('bad input', () => {
    it('answers 400 with a Chinese message, never 500', async () => {
      const { api } = await negotiator();
      const f = await follower();
      const target = await lead();
      const followId = (await grab(api, target.id)).body.data.followId;
      const cases: [ApiClient, string, string, unknown, string?][] = [
        [api, 'POST', '/bizOppor/followUp', { id: 2147483648 }],
        [api, 'POST', '/bizOppor/followUp', { id: 'abc' }],
        [api, 'POST', '/bizOppor/followUp', { id: 1, identity: 5 }, DispatchMsg.badIdentity],
        [api, 'POST', '/bizOppor/blockBizOpporMsg', { bizMsgId: 1, blockType: 30 }, DispatchMsg.badBlockType],
        [f.api, 'POST', '/bizOppor/blockBizOpporMsg', { bizMsgId: 2147483648, blockType: 20 }],
        [api, 'POST', `/follow/${followId}/notes`, { content: 'a\u0000b' }],
        [api, 'POST', `/follow/${followId}/close`, { reason: '短' }, DispatchMsg.closeReason],
        [api, 'POST', '/follow/2147483648/notes', { content: '正常' }],
        [api, 'GET', '/follow/2147483648', undefined],
        [api, 'GET', '/follow/myFollowList?dataType=15', undefined],
        [api, 'GET', '/follow/myFollowList?status=9', undefined],
        [api, 'GET', '/bizOppor/tprPendingFollowList?pageSize=1000', undefined],
        [api, 'POST', '/follow/publishGoods', { clueId: target.id }],
      ];
      for (const [client, method, path, body, msg] of cases) {
        const res = method === 'GET' ? await client.get(path) : await client.post(path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.code).toBe(400);
        expect(res.body.msg).toMatch(CHINESE);
        if (msg) expect(res.body.msg).toContain(msg);
      }
    });
  });
});

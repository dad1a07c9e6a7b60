import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PLATFORM_NAME, GoodsType, PriceUnit } from '@mts/shared/constants';
import { OrderMsg } from '@mts/shared/messages';
import { contractPartiesReply, orderDetailReply, orderList, preOrderReply } from '@mts/shared/schemas';
import { AuthnStatus, ClueStatus, OrderStatus, PreOrderStatus } from '@mts/shared/status';
import { creditCodeCheckChar } from '@mts/shared/validate';
import { clues, orders, preOrders, users } from '../src/db/schema/index.ts';
import { createGoods, createLead, type UserRow, userAs } from './factories.ts';
import { type ApiClient, buildTestApp, cleanupTestDatabases, DRIVERS, type TestApp } from './helper.ts';
import { UPLOAD } from './money-factories.ts';

afterAll(cleanupTestDatabases);

const FUTURE = '2099-12-31';
const code = (first17: string) => first17 + creditCodeCheckChar(first17)!;
type Party = { user: UserRow; api: ApiClient };

/**
 * Issue 22, item 2: a contract names the verified company when there is one, else the verified real name, never the
 * free-text company of the profile; the snapshot is frozen when drawn; an unverified party is refused; the contract
 * document's details are unmasked for the parties and the people working the order, masked for inspectors.
 */
describe.each(DRIVERS)('contract parties on %s', (driver) => {
  let t: TestApp;
  let buyer: Party;
  let seller: Party;
  let negotiator: Party;
  let fa: Party;
  let fb: Party;
  let inspector: Party;
  let stranger: Party;
  let operator: Party;
  let buyerApplication: number;
  let seq = 0;
  const sellerCode = code(`91440300MA5CT${driver === 'pg' ? 'P' : 'L'}001`);
  const db = () => t.handle.db;
  const detail = async (api: ApiClient, id: number) => orderDetailReply.parse((await api.get('/order/detail', { id })).body).data;
  const mask = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`;

  /** An intention order of the buyer on the seller's goods, confirmed and grabbed by fa (跟单中): his follow item. */
  async function following() {
    const goodsModel = `CTP${driver.toUpperCase()}${++seq}-X`;
    const lead = await createLead(db(), seller.user.id, { goodsModel, status: ClueStatus.Published, type: GoodsType.Supply });
    await db().update(clues).set({ negotiatorId: negotiator.user.id }).where(eq(clues.id, lead.id));
    const g = await createGoods(db(), seller.user.id, { goodsModel, quantity: 10_000, moq: 100, priceMin: 1_210_800, priceUnit: PriceUnit.Dollar, clueId: lead.id });
    const res = await buyer.api.post('/preOrder/create', {
      goodsId: g.id,
      quantity: 200,
      deliveryPlace: '深圳',
      deliveryDate: FUTURE,
      taxIncluded: false,
      contactName: '王先生',
      contactMobile: '13912345678',
    });
    expect(res.status).toBe(200);
    const pre = preOrderReply.parse(res.body).data;
    expect((await negotiator.api.post('/preOrder/confirm', { id: pre.id })).status).toBe(200);
    const grab = await fa.api.post('/bizOppor/followUp', { id: pre.id, identity: 20 });
    expect(grab.status).toBe(200);
    return { pre, followId: grab.body.data.followId as number };
  }

  const contractBody = (followId: number) => ({
    followId,
    quantity: 2,
    price: 1_210_800,
    dateCode: '24+',
    condition: '原装',
    taxIncluded: false,
    deliveryPlace: '深圳',
    deliveryDate: FUTURE,
    inspectionClause: '按平台验货标准验货，型号批号需与合同一致。',
  });

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    // The buyer's profile carries a free-text company nobody verified; his 企业认证 is still under review.
    buyer = await userAs(t.app, 'verified', { realName: '刘买', companyName: '香港宏芯电子有限公司', idNumberMasked: '110***********002X' });
    seller = await userAs(t.app, 'verified', { realName: '张卖', companyName: '随便写的公司' });
    negotiator = await userAs(t.app, 'negotiator', { realName: '谈判甲' });
    fa = await userAs(t.app, 'businessFollower', { realName: '商务甲' });
    fb = await userAs(t.app, 'businessFollower', { realName: '商务乙' });
    inspector = await userAs(t.app, 'inspector', { realName: '验货甲' });
    stranger = await userAs(t.app, 'verified', { realName: '路人' });
    operator = await userAs(t.app, 'operator');
    // The seller's company is verified (approved by an operator); the buyer's waits.
    const s = await seller.api.post('/company/verify', { companyName: '深圳市卖方存储科技有限公司', creditCode: sellerCode, legalRepresentative: '张卖', licenceImage: UPLOAD(3) });
    expect(s.status).toBe(200);
    expect((await operator.api.post(`/admin/companyVerify/${s.body.data.id}/approve`)).status).toBe(200);
    const b = await buyer.api.post('/company/verify', {
      companyName: '深圳宏芯电子有限公司',
      creditCode: code(`91440300MA5CT${driver === 'pg' ? 'P' : 'L'}002`),
      legalRepresentative: '刘买',
      licenceImage: UPLOAD(4),
    });
    expect(b.status).toBe(200);
    buyerApplication = b.body.data.id;
  });
  afterAll(() => t.close());

  it('names the verified company (企业) or the verified real name (个人), never the free-text company; previewed before drawing', async () => {
    const { followId } = await following();
    const preview = contractPartiesReply.parse((await fa.api.get('/order/contractParties', { followId })).body).data;
    expect(preview).toMatchObject({
      problem: null,
      buyer: { kind: 'person', kindText: '个人', name: '刘买', mobile: buyer.user.mobile, idNumber: '110***********002X', creditCode: '' },
      seller: { kind: 'company', kindText: '企业', name: '深圳市卖方存储科技有限公司', creditCode: sellerCode, legalRepresentative: '张卖', mobile: seller.user.mobile },
    });
    // Only the buyer side's follower holding the item previews it.
    for (const other of [fb, buyer, operator]) expect((await other.api.get('/order/contractParties', { followId })).status).toBe(403);
    expect((await fa.api.get('/order/contractParties', { followId: 'x' })).status).toBe(400);

    const gen = await fa.api.post('/order/generateContract', contractBody(followId));
    expect(gen.status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, gen.body.data.orderId));
    expect(row!.contract.buyer).toEqual({ kind: 'person', name: '刘买', mobile: buyer.user.mobile, idNumber: '110***********002X' });
    expect(row!.contract.seller).toEqual({ kind: 'company', name: '深圳市卖方存储科技有限公司', mobile: seller.user.mobile, creditCode: sellerCode, legalRepresentative: '张卖' });
    expect(JSON.stringify(row!.contract)).not.toContain('香港宏芯');
    expect(JSON.stringify(row!.contract)).not.toContain('随便写的公司');
    // The order lists name the parties as the contract does.
    const listed = orderList.parse((await buyer.api.get('/order/myBuyOrderList', { pageSize: 50 })).body).rows.find((r) => r.id === row!.id);
    expect(listed).toMatchObject({ buyerName: '刘买', sellerName: '深圳市卖方存储科技有限公司' });
  });

  it('a company approved later does not rewrite a contract already drawn; the next contract names the company', async () => {
    const first = await following();
    const drawn = (await fa.api.post('/order/generateContract', contractBody(first.followId))).body.data.orderId as number;
    expect((await operator.api.post(`/admin/companyVerify/${buyerApplication}/approve`)).status).toBe(200);
    const old = await detail(buyer.api, drawn);
    expect(old.contract.buyer).toMatchObject({ kind: 'person', kindText: '个人', name: '刘买' });
    expect(old.contract.signatures[0]).toMatchObject({ role: 'buyer', party: '刘买' });

    const next = await following();
    const id = (await fa.api.post('/order/generateContract', contractBody(next.followId))).body.data.orderId as number;
    expect((await detail(buyer.api, id)).contract.buyer).toMatchObject({ kind: 'company', kindText: '企业', name: '深圳宏芯电子有限公司', legalRepresentative: '刘买' });
  });

  it('a party with neither a verified company nor a verified real name: a Chinese 409, nothing drawn; the preview says why', async () => {
    const { pre, followId } = await following();
    const unverified = { authnStatus: AuthnStatus.Unverified };
    await db().update(users).set(unverified).where(eq(users.id, seller.user.id));
    // The seller's company verification still stands: he is named by it.
    expect((await fa.api.get('/order/contractParties', { followId })).body.data.problem).toBeNull();
    const other = await userAs(t.app, 'ordinary', { companyName: '自称某某有限公司' });
    await db().update(preOrders).set({ sellerId: other.user.id }).where(eq(preOrders.id, pre.id));
    const preview = contractPartiesReply.parse((await fa.api.get('/order/contractParties', { followId })).body).data;
    expect(preview).toMatchObject({ seller: null, problem: OrderMsg.partyUnverified('卖方') });
    const res = await fa.api.post('/order/generateContract', contractBody(followId));
    expect(res).toMatchObject({ status: 409, body: { code: 409, msg: OrderMsg.partyUnverified('卖方'), data: null } });
    expect((await db().select().from(preOrders).where(eq(preOrders.id, pre.id)))[0]!.status).toBe(PreOrderStatus.Following);
    expect(await db().select().from(orders).where(eq(orders.preOrderId, pre.id))).toEqual([]);
    await db().update(users).set({ authnStatus: AuthnStatus.Verified }).where(eq(users.id, seller.user.id));
  });

  it('the contract document: details unmasked to the parties and the staff, masked to an inspector, others 403; the signature block', async () => {
    const { pre, followId } = await following();
    const orderId = (await fa.api.post('/order/generateContract', contractBody(followId))).body.data.orderId as number;
    const draft = await detail(seller.api, orderId);
    expect(draft.contract.signatures).toEqual([
      { role: 'buyer', title: '甲方（买方）', party: '深圳宏芯电子有限公司', signer: '商务甲（买方商务）', confirmedAt: draft.contract.generatedAt },
      { role: 'seller', title: '乙方（卖方）', party: '深圳市卖方存储科技有限公司', signer: '', confirmedAt: null },
      { role: 'platform', title: '丙方（担保方）', party: CONTRACT_PLATFORM_NAME, signer: '', confirmedAt: null },
    ]);
    const grab = await fb.api.post('/bizOppor/followUp', { id: pre.id, identity: 20 });
    expect((await fb.api.post('/order/confirmContract', { orderId, followId: grab.body.data.followId })).status).toBe(200);

    for (const reader of [buyer, seller, fa, fb, negotiator, operator]) {
      const c = (await detail(reader.api, orderId)).contract;
      expect(c.buyer.mobile).toBe(buyer.user.mobile);
      expect(c.seller).toMatchObject({ mobile: seller.user.mobile, creditCode: sellerCode });
      expect(c.signatures.map((s) => [s.role, s.signer, s.confirmedAt !== null])).toEqual([
        ['buyer', '商务甲（买方商务）', true],
        ['seller', '商务乙（卖方商务）', true],
        ['platform', `${CONTRACT_PLATFORM_NAME}（担保方）`, true],
      ]);
    }
    // An inspector holding the order reads it with the details masked.
    await db().update(orders).set({ inspectorId: inspector.user.id, status: OrderStatus.AwaitingInspection }).where(eq(orders.id, orderId));
    const asInspector = (await detail(inspector.api, orderId)).contract;
    expect(asInspector.buyer.mobile).toBe(mask(buyer.user.mobile!));
    expect(asInspector.seller.mobile).toBe(mask(seller.user.mobile!));
    expect(asInspector.seller.creditCode).toBe(`${sellerCode.slice(0, 4)}**********${sellerCode.slice(-4)}`);
    expect((await stranger.api.get('/order/detail', { id: orderId })).status).toBe(403);
  });
});

/**
 * The people of a trade test and the requests they make: a buyer and a seller (verified companies), the business
 * followers of each side, an inspector, an operator and a stranger; goods negotiated from a lead; the bodies of a buy.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GoodsType, PriceUnit } from '@mts/shared/constants';
import { orderDetailReply } from '@mts/shared/schemas';
import { ClueStatus } from '@mts/shared/status';
import type { Db } from '../src/db/client.ts';
import { clues } from '../src/db/schema/index.ts';
import { createGoods, createLead, type UserRow, userAs } from './factories.ts';
import { type ApiClient, call } from './helper.ts';
import { key } from './money-factories.ts';

export type Party = { user: UserRow; api: ApiClient };

/** A delivery date always ahead. */
export const FUTURE = '2099-12-31';

/** The parties of an order from contract to settlement; the operator named `operatorName` when given. */
export async function orderParties(app: FastifyInstance, { operatorName }: { operatorName?: string } = {}) {
  return {
    buyer: await userAs(app, 'verified', { companyName: '买方公司' }),
    seller: await userAs(app, 'verified', { companyName: '卖方公司' }),
    fa: await userAs(app, 'businessFollower', { realName: '商务甲' }),
    fb: await userAs(app, 'businessFollower', { realName: '商务乙' }),
    inspector: await userAs(app, 'inspector', { realName: '验货甲' }),
    operator: await userAs(app, 'operator', operatorName ? { realName: operatorName } : {}),
    stranger: await userAs(app, 'verified'),
  };
}

/** The money requests of an order's page: POSTs with an idempotency key, the detail as `p` sees it. */
export function orderMoneyApi(app: () => FastifyInstance) {
  return {
    money: (p: Party, path: string, body: object, k = key()) => call(app(), 'POST', path, { body, headers: { ...p.api.login!.headers, 'idempotency-key': k } }),
    detail: async (p: Party, id: number) => orderDetailReply.parse((await p.api.get('/order/detail', { id })).body).data,
  };
}

/** Goods of `owner` on shelf (unless `over` says), published from a lead that `nego` negotiates (none: no negotiator). */
export async function negotiatedGoods(db: Db, owner: UserRow, nego: UserRow | null, goodsModel: string, over: Parameters<typeof createGoods>[2] = {}) {
  const lead = await createLead(db, owner.id, { goodsModel, status: ClueStatus.Published, type: over.type ?? GoodsType.Supply });
  if (nego) await db.update(clues).set({ negotiatorId: nego.id }).where(eq(clues.id, lead.id));
  return createGoods(db, owner.id, { goodsModel, quantity: 10_000, moq: 100, priceMin: 1320, priceUnit: PriceUnit.Dollar, clueId: lead.id, ...over });
}

/** The body of 立即购买 for 200 of `goodsId`, delivered to 深圳. */
export const buyBody = (goodsId: number, over: Record<string, unknown> = {}) => ({
  goodsId,
  quantity: 200,
  deliveryPlace: '深圳',
  deliveryDate: FUTURE,
  taxIncluded: true,
  contactName: '王先生',
  contactMobile: '13912345678',
  remark: '尽快发货',
  ...over,
});

/**
 * Money test data (issue 11): orders made directly at a status, wallets funded through the ledger, the ledger
 * invariant, idempotency keys.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CONTRACT_INSPECTION_CLAUSE, CONTRACT_PAYMENT_CLAUSE, CONTRACT_PLATFORM_NAME, FollowIdentity, FollowModel, FollowType, PriceUnit } from '@mts/shared/constants';
import { FollowStatus, OrderStatus } from '@mts/shared/status';
import type { Db } from '../src/db/client.ts';
import { followItems, orders, payPasswords } from '../src/db/schema/index.ts';
import type { ServiceContext } from '../src/lib/context.ts';
import { Moves, post } from '../src/modules/wallet/ledger.ts';
import { hashPayPassword } from '../src/modules/wallet/pay-password.ts';
import { ledgerCheck } from '../src/modules/wallet/service.ts';

let seq = 0;
export const key = (): string => randomUUID();

export interface OrderSpec {
  buyerId: number;
  sellerId: number;
  buyerFollowerId?: number | null;
  sellerFollowerId?: number | null;
  negotiatorId?: number | null;
  amount?: number;
  priceUnit?: number;
  feeBps?: number;
  status?: number;
}

/** An order at a status (default 待付款) with a buyer-side follow item 待付款 when it has a buyer follower. */
export async function createOrder(db: Db, spec: OrderSpec) {
  const n = ++seq;
  const quantity = 100;
  const amount = spec.amount ?? 123_400;
  const price = Math.max(1, Math.floor(amount / quantity));
  const amt = price * quantity;
  const no = `${process.pid}${String(n).padStart(6, '0')}${Math.floor(Math.random() * 1e6)}`;
  const [o] = await db
    .insert(orders)
    .values({
      orderNo: `DDT${no}`,
      contractNo: `HTT${no}`,
      buyerId: spec.buyerId,
      sellerId: spec.sellerId,
      quantity,
      priceUnit: spec.priceUnit ?? PriceUnit.Yuan,
      price,
      amount: amt,
      status: spec.status ?? OrderStatus.AwaitingPayment,
      buyerFollowerId: spec.buyerFollowerId ?? null,
      sellerFollowerId: spec.sellerFollowerId ?? null,
      negotiatorId: spec.negotiatorId ?? null,
      feeBps: spec.feeBps ?? 50,
      contract: {
        contractNo: `HTT${no}`,
        buyer: { name: '买方', mobile: '13800000000' },
        seller: { name: '卖方', mobile: '13800000001' },
        platformName: CONTRACT_PLATFORM_NAME,
        goodsName: '内存颗粒',
        goodsModel: `MT${n}`,
        brandName: 'Micron',
        dateCode: '24+',
        condition: '原装',
        quantity,
        priceUnit: spec.priceUnit ?? PriceUnit.Yuan,
        price,
        amount: amt,
        taxIncluded: true,
        deliveryPlace: '深圳',
        deliveryDate: '2099-12-31',
        paymentClause: CONTRACT_PAYMENT_CLAUSE,
        inspectionClause: CONTRACT_INSPECTION_CLAUSE,
        feeBps: spec.feeBps ?? 50,
        remark: '',
        generatedBy: '',
        generatedAt: '2026-11-24 10:00:00',
        confirmedBy: '',
        confirmedAt: '2026-11-24 11:00:00',
      },
    })
    .returning();
  let itemId: number | null = null;
  if (spec.buyerFollowerId) {
    const [it] = await db
      .insert(followItems)
      .values({ userId: spec.buyerFollowerId, type: FollowType.Trade, identity: FollowIdentity.BusinessFollower, model: FollowModel.Buyer, status: FollowStatus.AwaitingPayment, orderId: o!.id })
      .returning({ id: followItems.id });
    itemId = it!.id;
  }
  return { order: o!, itemId };
}

/** Credits a user's available balance through the ledger (a confirmed deposit). */
export async function fund(db: Db, userId: number, amount: number, priceUnit: number = PriceUnit.Yuan): Promise<void> {
  const ctx = { db, clock: { now: () => Date.now() }, user: null } as unknown as ServiceContext;
  await db.transaction(async (tx) => {
    await post({ ...ctx, db: tx as unknown as Db }, Moves.deposit(userId, priceUnit, amount, '测试充值'));
  });
}

/** The ledger invariant: every currency sums to zero, no user bucket negative, balances equal their entries. */
export async function checkLedger(db: Db) {
  return ledgerCheck({ db });
}

export async function balanceOf(db: Db, userId: number, priceUnit: number = PriceUnit.Yuan) {
  const res = (await db.execute(
    sql`select available_balance::bigint as a, frozen_balance::bigint as f from wallet_accounts where user_id = ${userId} and price_unit = ${priceUnit}`,
  )) as unknown as { rows: { a: string; f: string }[] };
  const r = res.rows[0];
  return { available: Number(r?.a ?? 0), frozen: Number(r?.f ?? 0) };
}

/** The seed's 深圳验货中心 (issue 22): POST /order/ship names a centre while any is shown. */
export const SEEDED_CENTRE = 1;

export const orderStatus = async (db: Db, id: number) => (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
export const UPLOAD = (i = 0) => `/uploads/2026/${String(i).padStart(32, 'a').slice(-32)}.webp`;

/** The 支付密码 withPayPassword sets (余额支付 and 提现 need a second factor, issue 22). */
export const PAY_PASSWORD = '258036';
let payHash: Promise<string> | undefined;
/** Sets users' 支付密码 to PAY_PASSWORD directly (the API path is tested in pay-password.test.ts). */
export async function withPayPassword(db: Db, ...userIds: number[]): Promise<void> {
  // A cheap scrypt cost for fixtures (the check follows the stored cost; the service's own hashes keep 2^14).
  payHash ??= hashPayPassword(PAY_PASSWORD, { N: 1024, r: 8, p: 1 });
  const passwordHash = await payHash;
  for (const userId of userIds) {
    await db.insert(payPasswords).values({ userId, passwordHash }).onConflictDoUpdate({ target: payPasswords.userId, set: { passwordHash, failedTries: 0, lockedUntil: null } });
  }
}
/** A body of 余额支付 or 提现 with the second factor of withPayPassword. */
export const withFactor = <T extends object>(body: T): T & { payPassword: string } => ({ ...body, payPassword: PAY_PASSWORD });

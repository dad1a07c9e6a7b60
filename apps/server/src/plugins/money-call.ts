import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../lib/context.ts';
import type { PayFactor } from '@mts/shared/schemas';
import { completedReply, idempotencyKeyOf, idempotent, type Reply } from '../modules/wallet/idempotency.ts';
import { verifyPayFactor } from '../modules/wallet/pay-password.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A money call (wallet, payment, dispute decisions): the idempotency key (header or body), then `fn` once in
     * one transaction with its key. → {code: 200, msg, data}. With `factor` (money leaving a wallet: 余额支付, 提现)
     * the body's second factor (支付密码 or SMS code) is checked first, unless the key's call has already completed:
     * then its stored reply comes back and nothing is asked.
     */
    moneyCall<T>(fn: (tx: ServiceContext) => Promise<Reply<T>>, opts?: { factor?: boolean }): Promise<{ code: 200; msg: string; data: T }>;
  }
}

/** Gives every request `req.moneyCall(fn)`: the one idempotent, transactional path of the money routes. */
export function registerMoneyCall(app: FastifyInstance): void {
  app.decorateRequest('moneyCall', async function <T>(this: FastifyRequest, fn: (tx: ServiceContext) => Promise<Reply<T>>, opts: { factor?: boolean } = {}) {
    const body = (this.body ?? {}) as { idempotencyKey?: string } & PayFactor;
    const key = idempotencyKeyOf(this.headers['idempotency-key'], body);
    const path = this.routeOptions.url ?? this.url;
    if (opts.factor) {
      const done = await completedReply<T>(this.ctx, key, path, body);
      if (done) return { code: 200 as const, msg: done.msg, data: done.data };
      await verifyPayFactor(this.ctx, body);
    }
    const r = await idempotent(this.ctx, key, path, body, fn);
    return { code: 200 as const, msg: r.msg, data: r.data };
  });
}

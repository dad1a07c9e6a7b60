import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../lib/context.ts';
import { idempotencyKeyOf, idempotent, type Reply } from '../modules/wallet/idempotency.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A money call (wallet, payment, dispute decisions): the idempotency key (header or body), then `fn` once in
     * one transaction with its key. → {code: 200, msg, data}.
     */
    moneyCall<T>(fn: (tx: ServiceContext) => Promise<Reply<T>>): Promise<{ code: 200; msg: string; data: T }>;
  }
}

/** Gives every request `req.moneyCall(fn)`: the one idempotent, transactional path of the money routes. */
export function registerMoneyCall(app: FastifyInstance): void {
  app.decorateRequest('moneyCall', async function <T>(this: FastifyRequest, fn: (tx: ServiceContext) => Promise<Reply<T>>) {
    const body = (this.body ?? {}) as { idempotencyKey?: string };
    const key = idempotencyKeyOf(this.headers['idempotency-key'], body);
    const r = await idempotent(this.ctx, key, this.routeOptions.url ?? this.url, body, fn);
    return { code: 200 as const, msg: r.msg, data: r.data };
  });
}

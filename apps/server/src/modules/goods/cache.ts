import type { FastifyInstance } from 'fastify';
import { CacheKeys } from '../../lib/cache.ts';
import type { DomainEvent } from '../../lib/events.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { GoodsFilter } from './service.ts';

/** Pages of a list without a keyword kept in the cache: the home lists, the first goods pages and the clue tabs. */
export const HOT_LIST_PAGES = 5;

/** Whether a /goods/list request is served from the cache: no keyword, one of the first pages. */
export const isHotList = (q: GoodsFilter): boolean => !q.keyword && q.pageNum <= HOT_LIST_PAGES;

/** The cache key of a list request (the validated query: the same filters in the schema's key order). */
export const hotListKey = (q: GoodsFilter): string => CacheKeys.goodsList + JSON.stringify(q);

/**
 * Entities whose writes change what a goods list shows: goods, the leads goods are published from, and the owners'
 * company verification (the cards' company block: `company.approve` / `company.revoke`).
 */
const LIST_EVENTS = /^(goods|lead|company)\./;

/** Drops every cached goods list, here and (with REDIS_URL) on every other instance. */
export function goodsChanged(ctx: Pick<ServiceContext, 'cache'>): void {
  ctx.cache.invalidate(CacheKeys.goodsList);
}

/**
 * The one place lists are invalidated: every `goods.*`, `lead.*` and `company.*` event (publish, edit, withdraw, shelf on/off,
 * and any later goods write that publishes its event) drops the cached lists after its transaction commits.
 */
export function invalidateListsOnWrites(app: FastifyInstance): void {
  const unsubscribe = app.events.subscribe((event: DomainEvent) => {
    if (LIST_EVENTS.test(event.type)) goodsChanged(app);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
}

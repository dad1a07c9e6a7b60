import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

// The real loaders import every page; two stand-in modules show how a route's lazy picks its component.
const NotFound = () => null;
const BuyOrders = () => null;
vi.mock('./page-loaders', () => ({
  pageLoaders: {
    'not-found': () => Promise.resolve({ Component: NotFound }),
    orders: () => Promise.resolve({ BuyOrdersPage: BuyOrders, SaleOrdersPage: () => null }),
  },
}));

const run = (lazy: ReturnType<typeof lazyPage>) => (lazy as () => Promise<Record<string, unknown>>)();

describe('lazyPage', () => {
  it("gives a route its module's Component when no export is named", async () => {
    expect(await run(lazyPage('not-found'))).toEqual({ Component: NotFound });
  });

  it('gives a route the named page of a module that holds several, and nothing else of the module', async () => {
    expect(await run(lazyPage('orders', 'BuyOrdersPage'))).toEqual({ Component: BuyOrders });
  });
});

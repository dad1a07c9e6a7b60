import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { pageLoaders } from './page-loaders';

type Loaders = typeof pageLoaders;
/** A phone page module's key in page-loaders.ts (its file name). */
export type PageKey = keyof Loaders;
type PageModule<K extends PageKey> = Awaited<ReturnType<Loaders[K]>>;
/** The exports of a page module that can be a route's Component (components without required props). */
type PageExport<K extends PageKey> = {
  [N in keyof PageModule<K>]: PageModule<K>[N] extends ComponentType<object> ? N : never;
}[keyof PageModule<K>] &
  string;
/** The export name may be left out when the module exports `Component` (react-router's lazy-module convention). */
type ExportArg<K extends PageKey> = 'Component' extends PageExport<K> ? [name?: PageExport<K>] : [name: PageExport<K>];

// The one import() of the route tables: the page loaders are a chunk of their own (see page-loaders.ts).
const loadPageLoaders = () => import('./page-loaders');

/**
 * The `lazy` of a phone route: `lazyPage('login')` for a module's `Component`, `lazyPage('orders', 'BuyOrdersPage')`
 * for a named page of a module that holds several. Opening a page loads the page-loader chunk (small, once), then the
 * page's chunk.
 */
export function lazyPage<K extends PageKey>(page: K, ...[name = 'Component' as PageExport<K>]: ExportArg<K>): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await (await loadPageLoaders()).pageLoaders[page]();
    return { Component: (module as unknown as Record<string, ComponentType>)[name] };
  };
}

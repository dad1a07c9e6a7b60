import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DesktopPathsContext } from '@/components/desktop/available-paths';
import { AvailablePathsContext } from '@/components/mobile/available-paths';

export type PageRoute = { path: string; element: ReactNode };
export type PageRouter = ReturnType<typeof createMemoryRouter>;
type Where = {
  /** The history to start with (the last entry is shown unless `index` says otherwise). */
  at: string | string[];
  index?: number;
  /** Which site urls lead to a page this app has (the available-paths context); all of them unless given. */
  available?: (url: string) => boolean;
};

/**
 * Renders routes as the app does: a fresh query client that does not retry, a memory router at `at`, the
 * available-paths context, and on the desktop antd's <App> (its message and modal hosts). Returns the router, to read
 * where a click led.
 */
function renderRoutes(device: 'phone' | 'desktop', routes: PageRoute[], { at, index, available = () => true }: Where): PageRouter {
  const initialEntries = typeof at === 'string' ? [at] : at;
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: index });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Paths = device === 'desktop' ? DesktopPathsContext : AvailablePathsContext;
  const page = (
    <QueryClientProvider client={client}>
      <Paths value={available}>
        <RouterProvider router={router} />
      </Paths>
    </QueryClientProvider>
  );
  render(device === 'desktop' ? <AntApp>{page}</AntApp> : page);
  return router;
}

export const renderPhonePage = (routes: PageRoute[], where: Where) => renderRoutes('phone', routes, where);
export const renderDesktopPage = (routes: PageRoute[], where: Where) => renderRoutes('desktop', routes, where);

/** One page at `url` (its route `path`, the url's path unless given); any other url renders `elsewhere`. */
export const onePage = (element: ReactNode, url: string, path = url.split('?')[0]!, elsewhere: ReactNode = null): PageRoute[] => [
  { path, element },
  { path: '*', element: elsewhere },
];

/** Where the router is now: path and query. */
export const where = (router: PageRouter) => router.state.location.pathname + router.state.location.search;

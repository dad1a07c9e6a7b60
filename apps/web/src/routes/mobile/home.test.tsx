import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { SHELL_ID } from '@/lib/static-shell';
import { Component as HomePage } from './home';

// Only the network is replaced: the page's hooks and fetchers run for real on top of it.
vi.mock('@/lib/http', () => ({
  getData: vi.fn(async (url: string) => {
    if (url === '/banner/list') return [{ id: 1, title: '首屏横幅', image: '/static/demo/banner/m-home-1.svg', imgUrl: '', url: '' }];
    if (url === '/nav/list') return [];
    if (url === '/goods/list') {
      return {
        total: 1,
        records: [{ goodsId: 7, goodsModel: 'K4A8G165WC-BCTD', goodsName: 'DDR4 8Gb', brandName: '三星', type: 1, goodsImage: '', price: 12 }],
      };
    }
    throw new Error(`unexpected ${url}`);
  }),
}));

beforeAll(() => installAntdMobileRender());
afterEach(() => document.getElementById(SHELL_ID)?.remove());

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('mobile home', () => {
  it('renders the top first and the newest listings just after, in the space kept for them', async () => {
    renderHome();
    expect(screen.getByTestId('home-list-pending')).toBeTruthy();
    expect(await screen.findByTestId('goods-item', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('home-list-pending')).toBeNull();
  });

  it("removes the server's static first paint once its own carousel is on screen", async () => {
    const shell = document.createElement('div');
    shell.id = SHELL_ID;
    document.body.append(shell);
    renderHome();
    await screen.findByTestId('home-carousel');
    await waitFor(() => expect(document.getElementById(SHELL_ID)).toBeNull());
  });
});

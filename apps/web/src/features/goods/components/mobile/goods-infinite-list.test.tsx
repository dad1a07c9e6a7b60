import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { GoodsInfiniteList } from './goods-infinite-list';

// Only the network is replaced: the list's hook and fetcher run for real on top of it.
vi.mock('@/lib/http', () => ({
  getData: vi.fn(async () => ({ total: 0, records: [] })),
}));

beforeAll(() => installAntdMobileRender());

describe('GoodsInfiniteList (phone)', () => {
  it('shows 暂无数据 with its illustration (loaded on demand) when nothing matches', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GoodsInfiniteList params={{ pageSize: 10, keyword: 'NOTHING' }} onOpen={() => {}} />
      </QueryClientProvider>,
    );
    const empty = await screen.findByTestId('goods-list-empty', {}, { timeout: 3000 });
    expect(empty.textContent).toContain('暂无数据');
    expect(empty.querySelector('svg')).toBeTruthy();
  });
});

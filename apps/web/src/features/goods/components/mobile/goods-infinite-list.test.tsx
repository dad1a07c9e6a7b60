import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { GoodsListItem } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
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

  it('renders a page a few cards per step, then all of them with the footer under them', async () => {
    const row = (i: number) => ({ id: i, goodsId: i, goodsModel: `PART-${i}`, goodsName: `part ${i}`, type: 1, goodsType: 1, priceUnit: 0, priceMin: 100, quantity: 5 }) as GoodsListItem;
    vi.mocked(getData).mockResolvedValueOnce({ total: 10, records: Array.from({ length: 10 }, (_, i) => row(i + 1)) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <GoodsInfiniteList params={{ pageSize: 10 }} onOpen={() => {}} revealStep={4} />
      </QueryClientProvider>,
    );
    const first = await screen.findAllByTestId('goods-item', {}, { timeout: 3000 });
    expect(first.length).toBeLessThan(10);
    await waitFor(() => expect(screen.getAllByTestId('goods-item')).toHaveLength(10));
    await screen.findByText('没有更多了');
  });
});

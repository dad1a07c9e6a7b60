import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StorageKeys } from '@mts/shared/constants';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage } from '@/test/render-page';
import { Component as SearchPage } from './search';

// Only the network is replaced: the page's hooks and fetchers run for real on top of it.
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    getData: async (url: string) => {
      if (url === '/dict/getByType/hot_search') {
        return [
          { label: 'DDR5', value: 'DDR5', sort: 1 },
          { label: 'eMMC', value: 'eMMC', sort: 2 },
        ];
      }
      if (url === '/goods/type/search') {
        return { categories: [{ id: 12, name: 'DDR4', parentName: 'DRAM颗粒' }], brands: [{ id: 1, name: '三星', nameEn: 'Samsung' }] };
      }
      if (url === '/goods/suggest') {
        return { models: [{ goodsModel: 'K4A8G165WC-BCTD', brandName: '三星' }], brands: [{ name: '三星', nameEn: 'Samsung' }] };
      }
      throw new Error(`unexpected ${url}`);
    },
  }),
);

beforeAll(() => installAntdMobileRender());

const renderSearch = () =>
  renderPhonePage(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/searchlist', element: <div>results</div> },
    ],
    { at: '/search' },
  );

const stored = () => JSON.parse(localStorage.getItem(StorageKeys.historyList) ?? '[]') as string[];
const submit = (text: string) => {
  fireEvent.change(screen.getByTestId('search-input'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('search-submit'));
};

describe('mobile search page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('adds a submitted keyword to the history and opens the results', async () => {
    const router = renderSearch();
    submit('  K4A8G165WC  ');
    expect(stored()).toEqual(['K4A8G165WC']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/searchlist'));
    expect(router.state.location.search).toBe('?keyword=K4A8G165WC');
  });

  it('keeps the history newest first without duplicates', () => {
    localStorage.setItem(StorageKeys.historyList, JSON.stringify(['eMMC', 'DDR4']));
    renderSearch();
    expect(screen.getAllByTestId('history-word').map((b) => b.textContent)).toEqual(['eMMC', 'DDR4']);
    submit('DDR4');
    expect(stored()).toEqual(['DDR4', 'eMMC']);
  });

  it('does nothing on an empty submission', () => {
    const router = renderSearch();
    submit('   ');
    expect(stored()).toEqual([]);
    expect(router.state.location.pathname).toBe('/search');
  });

  it('clears the history only after confirming', async () => {
    localStorage.setItem(StorageKeys.historyList, JSON.stringify(['DDR4']));
    renderSearch();
    fireEvent.click(screen.getByText('清空历史'));
    const confirm = await screen.findByText('确定');
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(screen.queryByTestId('search-history')).toBeNull());
    expect(localStorage.getItem(StorageKeys.historyList)).toBeNull();
  });

  it('shows hot words, and category and brand suggestions while typing', async () => {
    const router = renderSearch();
    expect(await screen.findByText('DDR5')).toBeTruthy();
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: '三' } });
    expect(await screen.findByText('DRAM颗粒')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('suggest-brand'));
    await waitFor(() => expect(router.state.location.search).toBe(`?brand=${encodeURIComponent('三星')}`));
  });

  it('suggests part numbers with the typed part marked and searches the chosen one', async () => {
    const router = renderSearch();
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: 'k4a8' } });
    const model = await screen.findByTestId('suggest-model');
    expect(model.querySelector('mark')?.textContent).toBe('K4A8');
    fireEvent.click(model);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=K4A8G165WC-BCTD'));
    expect(stored()).toEqual(['K4A8G165WC-BCTD']);
  });
});

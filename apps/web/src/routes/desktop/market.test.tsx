import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDesktopPage, where } from '@/test/render-page';
import { resetMarketNet, type MarketNet } from '@/test/market-fixtures';
import { signIn, signOut } from '@/test/session';
import { MarketAlertsPage, MarketPage, MarketPartPage } from './market';

/** 行情 on the desktop over a mocked network: the list page, a part's page (提醒我 through the login dialog), 价格提醒. */

const net = vi.hoisted(() => ({}) as import('@/test/market-fixtures').MarketNet);
vi.mock('@/lib/http', async () => (await import('@/test/market-fixtures')).marketHttp(net));
vi.mock('@/features/market/components/common/uplot-chart', () => ({
  default: ({ series, testId }: { series: { key: string }[]; testId: string }) => <div data-testid={testId} data-series={series.map((s) => s.key).join(',')} />,
}));

beforeEach(() => resetMarketNet(net as MarketNet));
afterEach(() => {
  cleanup();
  signOut();
  document.body.innerHTML = '';
});

const render = (at: string) =>
  renderDesktopPage(
    [
      { path: '/pc/market', element: <MarketPage /> },
      { path: '/pc/market/alerts', element: <MarketAlertsPage /> },
      { path: '/pc/market/:model', element: <MarketPartPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at },
  );

describe('行情 (desktop)', () => {
  it('the list page: indices, movers; a mover opens its part under /pc; 我的价格提醒 for a logged-in trader', async () => {
    signIn();
    const router = render('/pc/market');
    await waitFor(() => expect(screen.getAllByTestId('market-index')).toHaveLength(2));
    expect(screen.getByTestId('market-alerts-link').getAttribute('href')).toBe('/pc/market/alerts');
    fireEvent.click(within(screen.getByTestId('market-movers-down')).getByText('W25Q128JVSIQ'));
    await waitFor(() => expect(where(router)).toBe('/pc/market/W25Q128JVSIQ'));
  });

  it("a part's page: breadcrumb, figures, chart, table; 提醒我 logged out opens the login dialog with the way back", async () => {
    const router = render('/pc/market/K4A8G165WC-BCTD?currency=10');
    expect((await screen.findByTestId('market-part-model')).textContent).toBe('K4A8G165WC-BCTD');
    expect(document.querySelector('.pc-market-crumbs')!.textContent).toContain('首页/行情/K4A8G165WC-BCTD');
    expect((await screen.findByTestId('market-part-chart')).dataset.series).toBe('deal,askLow,bidHigh');
    expect(screen.getAllByTestId('market-day-row').length).toBe(30);
    fireEvent.click(screen.getByTestId('market-alert-open'));
    await waitFor(() =>
      expect(where(router)).toBe(`/pc/market/K4A8G165WC-BCTD?currency=10&backUrl=${encodeURIComponent('/pc/market/K4A8G165WC-BCTD?currency=10')}`),
    );
  });

  it('价格提醒: a logged-in trader sets 成交价高于 and finds it in his list', async () => {
    signIn();
    render('/pc/market/K4A8G165WC-BCTD?currency=10');
    fireEvent.click(await screen.findByTestId('market-alert-open'));
    fireEvent.click(screen.getByRole('radio', { name: '成交价高于' }));
    fireEvent.change(screen.getByTestId('market-alert-threshold'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('market-alert-submit'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/market/alert/create', body: { model: 'K4A8G165WC-BCTD', currency: 10, kind: 'dealAbove', threshold: 1500 } }]));
    expect(await screen.findByText('已设置提醒')).toBeTruthy();
    cleanup();
    render('/pc/market/alerts');
    expect((await screen.findByTestId('market-alert-row')).textContent).toContain('卖价低于 $12.50');
  });
});

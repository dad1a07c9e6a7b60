import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage, where } from '@/test/render-page';
import { marketPanel, marketPart, resetMarketNet, type MarketNet } from '@/test/market-fixtures';
import { connectTrader } from '@/test/stock-fixtures';
import { signIn, signOut } from '@/test/session';
import { PricePanel, MarketBadge } from '@/features/market/components/common/price-panel';
import { MarketAlertHost } from '@/features/market/components/common/alert-host';
import { Component as MarketPage, MarketAlertsPage, MarketPartPage } from './market';

/** 行情 on the phone over a mocked network: the list page, a part's page (提醒我, 导出CSV), 价格提醒, the price panel, the realtime notice. */

const net = vi.hoisted(() => ({}) as import('@/test/market-fixtures').MarketNet);
const said = vi.hoisted(() => [] as string[]);
const saved = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/http', async () => (await import('@/test/market-fixtures')).marketHttp(net));
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => said.push(text) }));
vi.mock('@/lib/download', () => ({
  downloadFile: async (url: string, { params }: { params: Record<string, unknown> }) => {
    saved.push(`${url} ${JSON.stringify(params)}`);
    return { blob: new Blob(['\uFEFF日期']), filename: '行情-K4A8G165WC-BCTD-美元.csv' };
  },
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
}));
// uPlot draws on a canvas (none in happy-dom): the chart is a stand-in that shows what it was given.
vi.mock('@/features/market/components/common/uplot-chart', () => ({
  default: ({ series, days, testId, unit }: { series: { key: string }[]; days: string[]; testId: string; unit?: string }) => (
    <div data-testid={testId} data-series={series.map((s) => s.key).join(',')} data-days={days.length} data-unit={unit ?? 'price'} />
  ),
}));

beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  resetMarketNet(net as MarketNet);
  said.length = 0;
  saved.length = 0;
});
afterEach(() => {
  cleanup();
  signOut();
  document.body.innerHTML = '';
});

const render = (at: string) =>
  renderPhonePage(
    [
      { path: '/market', element: <MarketPage /> },
      { path: '/market/alerts', element: <MarketAlertsPage /> },
      { path: '/market/:model', element: <MarketPartPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at },
  );

describe('行情 (phone)', () => {
  it('lists the indices with sparklines and changes, opens one, the movers; ¥/$ asks again; search leads to a part', async () => {
    const router = render('/market');
    await waitFor(() => expect(screen.getAllByTestId('market-index')).toHaveLength(2));
    const [ddr4] = screen.getAllByTestId('market-index');
    expect(ddr4!.textContent).toContain('DDR4 8Gb');
    expect(ddr4!.textContent).toContain('1,195.0');
    expect(ddr4!.textContent).toContain('日 +1.0% · 周 +3.5%');
    expect(within(ddr4!).getByTestId('sparkline').querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(4);
    expect(screen.getByTestId('market-movers-up').textContent).toContain('M321R4GA3BB6-CQK');
    expect(screen.getByTestId('market-movers-down').textContent).toContain('-8.9%');
    expect(net.gets.find((g) => g.url === '/market/indices')!.params).toEqual({ currency: 0 });
    // a logged-out visitor has no 我的价格提醒 link
    expect(screen.queryByTestId('market-alerts-link')).toBeNull();

    fireEvent.click(ddr4!);
    const detail = await screen.findByTestId('market-index-detail');
    expect(detail.textContent).toContain('k4a8g165wc / h5an8g6ndjr');
    expect((await screen.findByTestId('market-index-chart')).dataset.unit).toBe('index');

    fireEvent.click(screen.getByRole('tab', { name: '美元 $' }));
    await waitFor(() => expect(where(router)).toBe('/market?currency=10'));
    await waitFor(() => expect(net.gets.some((g) => g.url === '/market/indices' && g.params.currency === 10)).toBe(true));

    fireEvent.change(screen.getByTestId('market-search-input'), { target: { value: 'k4a8g' } });
    const row = await screen.findByTestId('market-search-row', {}, { timeout: 3000 });
    expect(row.textContent).toContain('$14.41');
    fireEvent.click(row);
    await waitFor(() => expect(where(router)).toBe('/market/K4A8G165WC-BCTD?currency=10'));
  });

  it("a part's page: figures, the chart's three lines, 30 days then 显示全部, 180 天, 导出CSV", async () => {
    render('/market/K4A8G165WC-BCTD?currency=10');
    expect((await screen.findByTestId('market-last-deal')).textContent).toBe('$14.4111-28');
    expect(screen.getByTestId('market-ask').textContent).toContain('$13.20 / $13.54');
    expect(screen.getByTestId('market-bid').textContent).toContain('3 个求购');
    expect(screen.getByTestId('market-change7d').textContent).toBe('-1.0%');
    expect(screen.getByTestId('market-change7d').className).toMatch(/down/);
    expect(screen.getByTestId('market-change30d').className).toMatch(/up/);
    expect(net.gets.find((g) => g.url === '/market/part')!.params).toEqual({ model: 'K4A8G165WC-BCTD', currency: 10, days: 90 });
    expect((await screen.findByTestId('market-part-chart')).dataset.series).toBe('deal,askLow,bidHigh');
    expect(screen.getAllByTestId('market-day-row')).toHaveLength(30);
    expect(screen.getAllByTestId('market-day-row')[0]!.textContent).toContain('2026-11-28');
    fireEvent.click(screen.getByTestId('market-daily-all'));
    expect(screen.getAllByTestId('market-day-row')).toHaveLength(90);

    fireEvent.click(screen.getByRole('tab', { name: '180天' }));
    await waitFor(() => expect(net.gets.some((g) => g.url === '/market/part' && g.params.days === 180)).toBe(true));

    fireEvent.click(screen.getByTestId('market-export'));
    await waitFor(() => expect(saved).toEqual(['/market/part/export {"model":"K4A8G165WC-BCTD","currency":10}', '行情-K4A8G165WC-BCTD-美元.csv']));
  });

  it('数据不足: no line through a few points; an unknown part says so', async () => {
    net.part = marketPart({ insufficient: true, points: 2, series: [], rows: [] });
    render('/market/K4A8G165WC-BCTD');
    expect((await screen.findByTestId('market-insufficient')).textContent).toBe('数据不足：近期仅 2 天有报价或成交，暂不绘制走势');
    expect(screen.queryByTestId('market-part-chart')).toBeNull();
    expect((screen.getByTestId('market-export') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    net.part = null;
    render('/market/NOPE-123');
    expect((await screen.findByTestId('market-part-missing')).textContent).toBe('没有该型号的行情数据');
  });

  it('提醒我 asks a visitor to log in; a trader sets 卖价低于 a threshold, checked before it is sent', async () => {
    const router = render('/market/K4A8G165WC-BCTD?currency=10');
    fireEvent.click(await screen.findByTestId('market-alert-open'));
    await waitFor(() => expect(where(router)).toBe(`/login?backUrl=${encodeURIComponent('/market/K4A8G165WC-BCTD?currency=10')}`));
    cleanup();

    signIn();
    render('/market/K4A8G165WC-BCTD?currency=10');
    fireEvent.click(await screen.findByTestId('market-alert-open'));
    const threshold = screen.getByTestId('market-alert-threshold') as HTMLInputElement;
    // a first guess a little under today's ask low ($13.20 × 0.95)
    expect(threshold.value).toBe('12.54');
    fireEvent.click(screen.getByRole('radio', { name: '成交价高于' }));
    expect(threshold.value).toBe('15.14');
    fireEvent.click(screen.getByRole('radio', { name: '卖价低于' }));

    fireEvent.change(threshold, { target: { value: '-3' } });
    fireEvent.click(screen.getByTestId('market-alert-submit'));
    expect(screen.getByTestId('market-alert-error').textContent).toBe('提醒价格必须大于 0');
    fireEvent.change(threshold, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('market-alert-submit'));
    expect(screen.getByTestId('market-alert-error').textContent).toBe('请输入提醒价格');
    expect(net.posts).toEqual([]);

    fireEvent.change(threshold, { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('market-alert-submit'));
    await waitFor(() => expect(said).toEqual(['已设置提醒']));
    expect(net.posts).toEqual([{ url: '/market/alert/create', body: { model: 'K4A8G165WC-BCTD', currency: 10, kind: 'askBelow', threshold: 1250 } }]);
    expect(screen.queryByTestId('market-alert-form')).toBeNull();

    // a refusal (the 51st alert) keeps the form open; the API client said why
    fireEvent.click(screen.getByTestId('market-alert-open'));
    net.refuse = '最多设置 50 个价格提醒，请删除不用的提醒后再添加';
    fireEvent.click(screen.getByTestId('market-alert-submit'));
    await waitFor(() => expect(net.posts).toHaveLength(2));
    expect(screen.getByTestId('market-alert-form')).toBeTruthy();
  });

  it('价格提醒: my alerts with their state; 删除 asks once more, then the list reloads', async () => {
    signIn();
    net.alerts.push({ ...net.alerts[0]!, id: 6, kind: 'dealAbove', threshold: 1500, triggered: true, firedCount: 2, lastFiredAt: '2026-11-28 09:30:00' });
    render('/market/alerts');
    await waitFor(() => expect(screen.getAllByTestId('market-alert-row')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('market-alert-row');
    expect(first!.textContent).toContain('卖价低于 $12.50 · 当前 $13.20');
    expect(first!.textContent).toContain('监控中');
    expect(second!.textContent).toContain('成交价高于 $15.00');
    expect(second!.textContent).toContain('已触发 已提醒 2 次');

    fireEvent.click(within(first!).getByTestId('market-alert-delete'));
    fireEvent.click(within(first!).getByTestId('market-alert-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('market-alert-row')).toHaveLength(1));
    expect(net.posts).toEqual([{ url: '/market/alert/delete', body: { id: 5 } }]);
    expect(said).toEqual(['已删除提醒']);
  });
});

describe('the price panel and the badge (product detail)', () => {
  const renderPanel = () =>
    renderPhonePage(
      [
        {
          path: '/prodetail/1',
          element: (
            <>
              <MarketBadge goodsId={1} />
              <PricePanel goodsId={1} base="" />
            </>
          ),
        },
        { path: '*', element: <p data-testid="elsewhere" /> },
      ],
      { at: '/prodetail/1' },
    );

  it('last deal, ask and bid sides, changes, the 90-day chart and 低于市场 x%; 详细行情 opens the part', async () => {
    const router = renderPanel();
    expect((await screen.findByTestId('market-badge')).textContent).toBe('低于市场 3%');
    const panel = screen.getByTestId('price-panel');
    expect(panel.textContent).toContain('市场行情 K4A8G165WC-BCTD美元');
    expect(within(panel).getByTestId('market-last-deal').textContent).toContain('$14.41');
    expect(panel.textContent).toContain('更新至 2026-11-28');
    expect((await screen.findByTestId('price-panel-chart')).dataset.days).toBe('90');
    expect(net.gets.filter((g) => g.url === '/market/panel')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('price-panel-more'));
    await waitFor(() => expect(where(router)).toBe('/market/K4A8G165WC-BCTD?currency=10'));
  });

  it('数据不足: no chart, no badge but its note', async () => {
    net.panel = marketPanel({ insufficient: true, points: 1, badge: null });
    renderPanel();
    expect((await screen.findByTestId('market-insufficient')).textContent).toContain('数据不足');
    expect(screen.getByTestId('market-badge').textContent).toBe('行情数据不足');
    expect(screen.queryByTestId('price-panel-chart')).toBeNull();
  });
});

describe('a fired alert (realtime market.alert)', () => {
  it('shows on the open page with its words and 查看, and closes', async () => {
    const trader = connectTrader();
    try {
      const router = renderPhonePage(
        [
          { path: '/home', element: <MarketAlertHost base="" /> },
          { path: '*', element: <p data-testid="elsewhere" /> },
        ],
        { at: '/home' },
      );
      act(() => trader.socket.serverSends({ type: 'market.alert', id: 5, model: 'K4A8G165WC-BCTD', currency: 10, kind: 'askBelow', threshold: 1250, value: 1199, day: '2026-11-28' }));
      const notice = await screen.findByTestId('market-alert-notice');
      expect(notice.textContent).toContain('价格提醒K4A8G165WC-BCTD 卖价低于 $12.50：当前 $11.99');
      fireEvent.click(within(notice).getByText('查看'));
      await waitFor(() => expect(where(router)).toBe('/market/K4A8G165WC-BCTD?currency=10'));
      expect(screen.queryByTestId('market-alert-notice')).toBeNull();
    } finally {
      trader.stop();
    }
  });
});

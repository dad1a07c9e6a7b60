import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDesktopPage, where } from '@/test/render-page';
import { resetRfqNet, sellerDetail } from '@/test/bom-fixtures';
import { connectTrader } from '@/test/stock-fixtures';
import NewRfqPrompt from '@/features/rfq/components/desktop/new-rfq-prompt';
import { RfqDetailPage, RfqListPage } from './rfq';

/** 我的询价 and 询价详情 on the desktop over a mocked network: the table, the comparison table and 采纳, the seller's form. */

const net = vi.hoisted(() => ({}) as import('@/test/bom-fixtures').RfqNet);
vi.mock('@/lib/http', async () => (await import('@/test/bom-fixtures')).rfqHttp(net));

let trader: ReturnType<typeof connectTrader>;
beforeEach(() => {
  resetRfqNet(net);
  trader = connectTrader();
});
afterEach(() => trader.stop());

const render = (at: string) =>
  renderDesktopPage(
    [
      // The layout mounts the app-wide 您有新的询价! next to every page.
      { path: '/pc/rfq', element: <><RfqListPage /><NewRfqPrompt /></> },
      { path: '/pc/rfq/:id', element: <><RfqDetailPage /><NewRfqPrompt /></> },
      { path: '*', element: <><p data-testid="elsewhere" /><NewRfqPrompt /></> },
    ],
    { at },
  );
const okButton = () => [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(-1)!;

describe('我的询价 (desktop)', () => {
  it('the table with countdowns; the status filter asks the server; a row opens its detail; rfq.new prompts', async () => {
    const router = render('/pc/rfq');
    await waitFor(() => expect(screen.getAllByTestId('rfq-row')).toHaveLength(2));
    expect(screen.getAllByTestId('rfq-quote-count')[0]!.textContent).toBe('2 个报价');
    expect(screen.getAllByTestId('rfq-countdown')[1]!.textContent).toMatch(/^剩 (1 小时 59 分|2 小时 0 分)$/);
    fireEvent.click(within(screen.getByTestId('rfq-status')).getByText('报价中'));
    await waitFor(() => expect(where(router)).toBe('/pc/rfq?status=open'));
    await waitFor(() => expect(net.listCalls.at(-1)).toEqual({ role: 'buyer', status: 0, pageSize: 20, pageNum: 1 }));

    trader.socket.serverSends({ type: 'rfq.new', id: 33 });
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('您有新的询价!'));
    fireEvent.click(screen.getAllByTestId('rfq-row')[0]!);
    await waitFor(() => expect(where(router)).toBe('/pc/rfq/31'));
  });
});

describe('您有新的询价! (desktop, app-wide)', () => {
  it('prompts on any page; 去报价 opens the RFQ', async () => {
    const router = render('/pc/home');
    await screen.findByTestId('elsewhere');
    trader.socket.serverSends({ type: 'rfq.new', id: 33 });
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('您有新的询价!'));
    fireEvent.click(okButton());
    await waitFor(() => expect(where(router)).toBe('/pc/rfq/33'));
  });
});

describe('询价详情 (desktop)', () => {
  it('the buyer compares quotes in one table, best first with 最低价 and 交期最快; 采纳 confirms, then links the intention order', async () => {
    render('/pc/rfq/31');
    const quotes = await screen.findAllByTestId('rfq-quote');
    expect(quotes).toHaveLength(2);
    expect(quotes[0]!.className).toContain('pc-rfq-best-row');
    expect(within(quotes[0]!).getByTestId('rfq-best-price').textContent).toBe('最低价');
    expect(within(quotes[1]!).getByTestId('rfq-fastest').textContent).toBe('交期最快');
    expect(quotes[0]!.textContent).toContain('成交 36 单');
    expect(quotes[1]!.textContent).toContain('含税');

    fireEvent.click(within(quotes[1]!).getByTestId('rfq-accept'));
    expect(await screen.findByText(/采纳 香港芯源电子 的报价 \$11.90 × 100 片/)).toBeTruthy();
    fireEvent.click(okButton());
    await waitFor(() => expect(net.posts).toEqual([{ url: '/rfq/accept', body: { quoteId: 42 } }]));
    expect((await screen.findByTestId('rfq-pre-order-link')).getAttribute('href')).toBe('/pc/preOrderDetail/55');
    await waitFor(() => expect(screen.queryByTestId('rfq-accept')).toBeNull());
    expect(screen.getAllByTestId('rfq-quote')[1]!.textContent).toContain('已采纳');
  });

  it('a seller quotes from the prefilled form (含税, another condition), then sees 修改报价', async () => {
    resetRfqNet(net, sellerDetail());
    render('/pc/rfq/31');
    const form = await screen.findByTestId('quote-form');
    fireEvent.change(within(form).getByTestId('quote-price-input'), { target: { value: '11.6' } });
    fireEvent.click(within(form).getByText('原包'));
    fireEvent.click(within(within(form).getByTestId('quote-taxIncluded')).getByRole('switch'));
    fireEvent.click(screen.getByTestId('quote-submit'));
    await waitFor(() => expect(net.posts).toHaveLength(1));
    expect(net.posts[0]!.body).toMatchObject({ rfqId: 31, price: 1160, priceUnit: 10, quantity: 100, dateCode: '24+', condition: '原包', taxIncluded: true });
    await waitFor(() => expect(screen.getByTestId('quote-submit').textContent?.replace(/\s/g, '')).toBe('修改报价'));
    expect(screen.getByTestId('rfq-my-quote-state').textContent).toBe('报价中');
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage, where } from '@/test/render-page';
import { buyerDetail, resetRfqNet, rfqQuote, rfqRow, sellerDetail } from '@/test/bom-fixtures';
import { connectTrader } from '@/test/stock-fixtures';
import NewRfqPrompt from '@/features/rfq/components/mobile/new-rfq-prompt';
import { Component as RfqListPage, RfqDetailPage } from './rfq';

/** 我的询价 and 询价详情 on the phone over a mocked network: list with countdowns and live prompt, buyer cards and 采纳, the seller's form. */

const net = vi.hoisted(() => ({}) as import('@/test/bom-fixtures').RfqNet);
const said = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/http', async () => (await import('@/test/bom-fixtures')).rfqHttp(net));
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => said.push(text) }));

let trader: ReturnType<typeof connectTrader>;
beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  resetRfqNet(net);
  said.length = 0;
  trader = connectTrader();
});
afterEach(() => {
  trader.stop();
  cleanup();
  document.body.innerHTML = '';
});

const render = (at: string) =>
  renderPhonePage(
    [
      // The shell mounts the app-wide 您有新的询价! next to every page.
      { path: '/rfq', element: <><RfqListPage /><NewRfqPrompt /></> },
      { path: '/rfq/:id', element: <><RfqDetailPage /><NewRfqPrompt /></> },
      { path: '*', element: <><p data-testid="elsewhere" /><NewRfqPrompt /></> },
    ],
    { at },
  );
const dialogOk = () => fireEvent.click(document.querySelector<HTMLElement>('.adm-dialog-button-bold')!);

describe('我的询价 (phone)', () => {
  it('rows with countdowns and quote counts; 我收到的 asks as the seller; a new RFQ prompts 去报价 and reloads', async () => {
    const router = render('/rfq');
    await waitFor(() => expect(screen.getAllByTestId('rfq-row')).toHaveLength(2), { timeout: 3000 });
    const [first, second] = screen.getAllByTestId('rfq-row');
    expect(within(first!).getByTestId('rfq-countdown').textContent).toMatch(/^剩 (2 天 23 小时|3 天 0 小时)$/);
    expect(within(first!).getByTestId('rfq-quote-count').textContent).toBe('2 个报价');
    expect(first!.textContent).toContain('需求 100 片 · 目标价 $12.00 · 批次 24+');
    expect(within(second!).getByTestId('rfq-countdown').textContent).toMatch(/^剩 (1 小时 59 分|2 小时 0 分)$/);
    expect(net.listCalls[0]).toEqual({ role: 'buyer', pageSize: 20, pageNum: 1 });

    fireEvent.click([...document.querySelectorAll('.adm-tabs-tab')].find((t) => t.textContent === '我收到的')!);
    await waitFor(() => expect(where(router)).toBe('/rfq?role=seller'));
    net.rows = [rfqRow({ myQuote: rfqQuote({ sellerId: 9 }), quoteCount: 1 })];
    await waitFor(() => expect(net.listCalls.at(-1)).toEqual({ role: 'seller', pageSize: 20, pageNum: 1 }), { timeout: 3000 });
    await waitFor(() => expect(screen.getByTestId('rfq-quote-count').textContent).toBe('已报价 $11.50 · 报价中'), { timeout: 3000 });

    const calls = net.listCalls.length;
    trader.socket.serverSends({ type: 'rfq.new', id: 33 });
    expect(await screen.findByText('您有新的询价!')).toBeTruthy();
    await waitFor(() => expect(net.listCalls.length).toBeGreaterThan(calls), { timeout: 3000 });
    dialogOk();
    await waitFor(() => expect(where(router)).toBe('/rfq/33'));
  });
});

describe('您有新的询价! (phone, app-wide)', () => {
  it('prompts on any page and 去报价 opens the RFQ; not on that RFQ\'s own page; 稍后 stays', async () => {
    const router = render('/home');
    await screen.findByTestId('elsewhere');
    trader.socket.serverSends({ type: 'rfq.new', id: 33 });
    expect(await screen.findByText('您有新的询价!')).toBeTruthy();
    fireEvent.click([...document.querySelectorAll<HTMLElement>('.adm-dialog-button')].find((b) => b.textContent === '稍后')!);
    await waitFor(() => expect(screen.queryByText('您有新的询价!')).toBeNull());
    expect(where(router)).toBe('/home');

    trader.socket.serverSends({ type: 'rfq.new', id: 31 });
    expect(await screen.findByText('您有新的询价!')).toBeTruthy();
    dialogOk();
    await waitFor(() => expect(where(router)).toBe('/rfq/31'));
    await screen.findByTestId('rfq-detail-page');
    await waitFor(() => expect(screen.queryByText('您有新的询价!')).toBeNull());
    trader.socket.serverSends({ type: 'rfq.new', id: 31 });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('您有新的询价!')).toBeNull();
  });
});

describe('询价详情 (phone)', () => {
  it('the buyer compares cards: 最低价 and 交期最快 marked; 采纳 asks, then links the intention order', async () => {
    render('/rfq/31');
    const quotes = await screen.findAllByTestId('rfq-quote');
    expect(quotes).toHaveLength(2);
    expect(within(quotes[0]!).getByTestId('rfq-best-price').textContent).toBe('最低价');
    expect(within(quotes[0]!).queryByTestId('rfq-fastest')).toBeNull();
    expect(within(quotes[1]!).getByTestId('rfq-fastest').textContent).toBe('交期最快');
    expect(quotes[0]!.textContent).toContain('$11.50');
    expect(quotes[0]!.textContent).toContain('成交36 单');
    expect(within(quotes[0]!).getByTestId('seller-verified')).toBeTruthy();

    fireEvent.click(within(quotes[0]!).getByTestId('rfq-accept'));
    expect(await screen.findByText(/采纳 深圳华强存储有限公司 的报价 \$11.50 × 100 片/)).toBeTruthy();
    expect(net.posts).toHaveLength(0);
    dialogOk();
    await waitFor(() => expect(net.posts).toEqual([{ url: '/rfq/accept', body: { quoteId: 41 } }]));
    expect((await screen.findByTestId('rfq-pre-order-link')).getAttribute('href')).toBe('/preOrderDetail/55');
    await waitFor(() => expect(screen.queryByTestId('rfq-accept')).toBeNull());
  });

  it('a seller gets the form prefilled from the RFQ; 提交报价 sends it checked, then shows his quote and 修改报价', async () => {
    resetRfqNet(net, sellerDetail());
    render('/rfq/31');
    const form = await screen.findByTestId('quote-form');
    const price = within(form).getByTestId('quote-price-input').querySelector('input')!;
    expect(price.placeholder).toBe('买家目标价 $12.00');
    expect((within(form).getByTestId('quote-quantity-input').querySelector('input') as HTMLInputElement).value).toBe('100');
    expect((within(form).getByTestId('quote-dateCode-input').querySelector('input') as HTMLInputElement).value).toBe('24+');

    fireEvent.click(screen.getByTestId('quote-submit'));
    expect(await within(form).findByText('请输入正确的单价（0.01–1,000,000.00）')).toBeTruthy();
    expect(net.posts).toHaveLength(0);

    fireEvent.change(price, { target: { value: '11.8' } });
    fireEvent.click(screen.getByTestId('quote-submit'));
    await waitFor(() => expect(net.posts).toHaveLength(1));
    expect(net.posts[0]).toEqual({
      url: '/rfq/quote',
      body: expect.objectContaining({ rfqId: 31, price: 1180, priceUnit: 10, quantity: 100, dateCode: '24+', condition: '原装', taxIncluded: false, remark: '' }),
    });
    expect(said).toContain('报价已提交');
    expect((await screen.findByTestId('rfq-my-quote-state')).textContent).toBe('报价中');
    expect(screen.getByTestId('quote-submit').textContent).toBe('修改报价');
  });

  it('after the deadline the form gives way to 已截止', async () => {
    resetRfqNet(net, sellerDetail({ rfq: rfqRow({ myQuote: null, deadline: new Date(Date.now() - 60_000).toISOString() }), canQuote: false }));
    render('/rfq/31');
    expect((await screen.findByTestId('rfq-ended')).textContent).toContain('已截止');
    expect(screen.queryByTestId('quote-form')).toBeNull();
  });

  it('a new quote over the websocket reloads the buyer\'s comparison', async () => {
    resetRfqNet(net, buyerDetail({ quotes: [] }));
    render('/rfq/31');
    await screen.findByTestId('rfq-quotes');
    expect(screen.queryAllByTestId('rfq-quote')).toHaveLength(0);
    net.detail = buyerDetail();
    trader.socket.serverSends({ type: 'rfq.quote', id: 41, rfqId: 31, status: 0 });
    await waitFor(() => expect(screen.getAllByTestId('rfq-quote')).toHaveLength(2));
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onePage, renderPhonePage, where } from '@/test/render-page';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { orderDetail, orderRow, preOrderDetail, resetOrdersNet } from '@/test/trade-fixtures';
import { Component as OrderDetailPage } from './order-detail';
import { BuyOrdersPage } from './orders';
import { Component as PreOrderDetailPage } from './pre-order-detail';

const net = vi.hoisted(() => ({}) as import('@/test/trade-fixtures').OrdersNet);

// Only the network is replaced: the pages' hooks and fetchers run for real on top of it.
vi.mock('@/lib/http', async () =>
  (await import('@/test/trade-fixtures')).ordersHttp(net, (params) => (params.orderStatus === 0 ? [orderRow()] : [orderRow({ id: 32, status: 50, statusText: '已完成' })])),
);
vi.mock('@/components/mobile/toast', () => ({ toast: vi.fn() }));

beforeAll(() => installAntdMobileRender());
beforeEach(() => resetOrdersNet(net));
afterEach(() => {
  document.body.innerHTML = '';
});

const renderAt = (path: string, url: string, element: React.ReactNode) => renderPhonePage(onePage(element, url, path), { at: url });

describe('购买订单 (phone)', () => {
  it('?orderStatus= selects the tab and loads it; a tab writes the query back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderAt('/myxg/myBuyOrderList', '/myxg/myBuyOrderList?orderStatus=0', <BuyOrdersPage />);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(await screen.findByTestId('order-card')).toBeTruthy();
    expect(net.calls.at(-1)).toMatchObject({ url: '/order/myBuyOrderList', params: { orderStatus: 0 } });
    expect(document.querySelector('.adm-tabs-tab-active')?.textContent).toBe('待付款');
    expect(screen.getByTestId('order-card-status').textContent).toBe('待付款');
    expect(screen.getByTestId('order-card').textContent).toContain('¥132,000.00');
    expect(screen.getByTestId('order-card').textContent).toContain('我是买家');

    fireEvent.click(screen.getByText('已完成'));
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(router.state.location.search).toBe('?orderStatus=3'));
    await waitFor(() => expect(net.calls.at(-1)).toMatchObject({ params: { orderStatus: 3 } }));
    expect((await screen.findByTestId('order-card-status')).textContent).toBe('已完成');
    fireEvent.click(screen.getByTestId('order-card'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myxg/myBuyOrderDetail'));
    vi.useRealTimers();
  });
});

describe('order detail (phone)', () => {
  const renderDetail = () => renderAt('/myxg/myDetails', '/myxg/myDetails?id=31&source=order', <OrderDetailPage />);

  it('shows the status, next step and who acts, the history and 去支付 when canPay; the contract on 查看合同', async () => {
    net.reply = orderDetail();
    const router = renderDetail();
    expect((await screen.findByTestId('order-status')).textContent).toBe('待付款');
    expect(net.calls[0]).toMatchObject({ url: '/order/detail', params: { id: 31 } });
    expect(screen.getByTestId('next-step').textContent).toContain('买方将货款支付至平台担保账户');
    expect(screen.getByTestId('next-step').textContent).toContain('由「买方」处理');
    const events = screen.getAllByTestId('order-event').map((e) => e.textContent);
    expect(events[0]).toContain('生成合同 · 待确认合同');
    expect(events[1]).toContain('确认合同 · 待确认合同 → 待付款');
    expect(events[1]).toContain('孙七');
    expect(screen.queryByTestId('contract-view')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-toggle'));
    expect(screen.getByTestId('contract-confirmed').textContent).toContain('孙七');
    fireEvent.click(screen.getByTestId('order-pay'));
    await waitFor(() => expect(where(router)).toBe('/pay?mode=order&orderId=31'));
  });

  it('has no 去支付 when the server does not allow it (the seller, or not 待付款)', async () => {
    net.reply = orderDetail({ myRole: 'seller', canPay: false, canPayWallet: false, canRecordTransfer: false });
    renderDetail();
    expect((await screen.findByTestId('order-side')).textContent).toBe('我是卖家');
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });

  it("someone else's order: the refusal and no data", async () => {
    net.error = { message: '无权查看该订单', code: 403 };
    renderDetail();
    expect((await screen.findByTestId('order-detail-error')).textContent).toContain('无权查看该订单');
    expect(screen.queryByTestId('order-detail-view')).toBeNull();
  });
});

describe('intention order detail (phone)', () => {
  const renderDetail = () => renderAt('/preOrderDetail/:id', '/preOrderDetail/12', <PreOrderDetailPage />);

  it('shows the revisions old → new and the next step; its initiator cancels from the status shown', async () => {
    let status = 10;
    net.reply = () => preOrderDetail(status === 90 ? { status: 90, statusText: '已取消', closeReason: '不需要了', canCancel: false } : {});
    renderDetail();
    expect((await screen.findByTestId('pre-order-status')).textContent).toBe('待确认');
    expect(screen.getByTestId('next-step').textContent).toContain('等待谈判人确认意向单');
    const revision = screen.getByTestId('pre-order-revision').textContent;
    expect(revision).toContain('李娜');
    expect(revision).toContain('单价：$13.20 → $12.80');
    expect(revision).toContain('按市场价调整');
    expect(screen.getByTestId('pre-order-parties').textContent).toContain('138****0001');

    fireEvent.click(screen.getByTestId('pre-order-cancel'));
    fireEvent.click(await screen.findByText('确定取消'));
    expect((await screen.findByTestId('cancel-reason-error')).textContent).toBe('请输入原因（2–200 个字）');
    fireEvent.change(screen.getByTestId('cancel-reason').querySelector('textarea')!, { target: { value: '不需要了' } });
    status = 90;
    fireEvent.click(screen.getByText('确定取消'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/preOrder/cancel', body: { id: 12, reason: '不需要了', fromStatus: 10 } }]));
    await waitFor(() => expect(screen.getByTestId('pre-order-status').textContent).toBe('已取消'));
    expect(screen.getByTestId('next-step').textContent).toContain('意向单已取消：不需要了');
    expect(screen.queryByTestId('pre-order-cancel')).toBeNull();
  });

  it('a refused cancel (409) reloads the order', async () => {
    net.reply = () => preOrderDetail();
    net.postError = { message: '意向单状态已变化（现为已确认），请刷新后重试', code: 409 };
    renderDetail();
    fireEvent.click(await screen.findByTestId('pre-order-cancel'));
    fireEvent.change((await screen.findByTestId('cancel-reason')).querySelector('textarea')!, { target: { value: '不需要了' } });
    const before = net.calls.length;
    fireEvent.click(screen.getByText('确定取消'));
    await waitFor(() => expect(net.calls.length).toBeGreaterThan(before));
    expect(net.calls.at(-1)).toMatchObject({ url: '/preOrder/detail' });
  });

  it('no 取消意向单 without canCancel; 查看订单 once 已成单', async () => {
    net.reply = () => preOrderDetail({ status: 40, statusText: '已成单', canCancel: false });
    const router = renderDetail();
    expect((await screen.findByTestId('pre-order-status')).textContent).toBe('已成单');
    expect(screen.queryByTestId('pre-order-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('pre-order-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myorder'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onePage, renderDesktopPage, where } from '@/test/render-page';
import { orderDetail, orderRow, preOrderDetail, resetOrdersNet } from '@/test/trade-fixtures';
import { BuyOrdersPage } from './my-orders';
import { OrderDetailPage } from './order-detail';
import { PreOrderDetailPage } from './pre-order-detail';

const net = vi.hoisted(() => ({}) as import('@/test/trade-fixtures').OrdersNet);

vi.mock('@/lib/http', async () =>
  (await import('@/test/trade-fixtures')).ordersHttp(net, (params) => (params.orderStatus === 2 ? [orderRow({ status: 30, statusText: '待验货' })] : [orderRow()])),
);

beforeEach(() => resetOrdersNet(net));
afterEach(() => vi.restoreAllMocks());

const renderAt = (path: string, url: string, element: React.ReactNode) => renderDesktopPage(onePage(element, url, path), { at: url });

describe('购买订单 (desktop)', () => {
  it('?orderStatus= selects the tab; a tab writes the query back and loads its orders', async () => {
    const router = renderAt('/pc/myxg/myBuyOrderList', '/pc/myxg/myBuyOrderList?orderStatus=0', <BuyOrdersPage />);
    expect(await screen.findByTestId('order-row')).toBeTruthy();
    expect(net.calls.at(-1)).toMatchObject({ url: '/order/myBuyOrderList', params: { orderStatus: 0, pageNum: 1 } });
    expect(document.querySelector('.ant-tabs-tab-active')?.textContent).toBe('待付款');
    fireEvent.click(screen.getByText('待验货/待收货'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderStatus=2'));
    await waitFor(() => expect(screen.getByTestId('order-row').getAttribute('data-status')).toBe('30'));
    expect(net.calls.at(-1)).toMatchObject({ params: { orderStatus: 2 } });
    fireEvent.click(screen.getByText('详情'));
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/myBuyOrderDetail?id=31'));
  });
});

describe('order detail (desktop)', () => {
  it('next step, history, the contract with 打印合同, 去支付 when canPay', async () => {
    const print = vi.fn();
    window.print = print;
    net.reply = orderDetail();
    const router = renderAt('/pc/myxg/myDetails', '/pc/myxg/myDetails?id=31&source=order', <OrderDetailPage />);
    expect((await screen.findByTestId('order-status')).textContent).toBe('待付款');
    expect(screen.getByTestId('next-step').textContent).toContain('买方将货款支付至平台担保账户');
    expect(screen.getByTestId('next-step').textContent).toContain('由「买方」处理');
    expect(screen.getAllByTestId('order-event')).toHaveLength(2);
    expect(screen.getByTestId('contract-view')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-print'));
    expect(print).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('order-pay'));
    await waitFor(() => expect(where(router)).toBe('/pc/pay?mode=order&orderId=31'));
  });

  it('no 去支付 without canPay; a closed order gives its reason, and no 下一步 (issue 22)', async () => {
    net.reply = orderDetail({ status: 90, statusText: '已关闭', canPay: false, canPayWallet: false, canRecordTransfer: false, closeReason: '单价有误', nextStep: { who: '', text: '订单已关闭' } });
    renderAt('/pc/myxg/myDetails', '/pc/myxg/myDetails?id=31', <OrderDetailPage />);
    expect((await screen.findByTestId('order-outcome')).textContent).toContain('订单已关闭：单价有误');
    expect(screen.queryByTestId('next-step')).toBeNull();
    expect(screen.queryByText('下一步：')).toBeNull();
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });

  it("someone else's order: the refusal, no data", async () => {
    net.error = { message: '无权查看该订单', code: 403 };
    renderAt('/pc/myxg/myDetails', '/pc/myxg/myDetails?id=31', <OrderDetailPage />);
    expect((await screen.findByTestId('trade-detail-error')).textContent).toContain('无权查看该订单');
    expect(screen.queryByTestId('order-detail-view')).toBeNull();
  });
});

describe('intention order detail (desktop)', () => {
  it('revisions, and its initiator cancels with a reason from the status shown', async () => {
    net.reply = () => preOrderDetail({ status: 20, statusText: '已确认' });
    renderAt('/pc/preOrderDetail/:id', '/pc/preOrderDetail/12', <PreOrderDetailPage />);
    expect((await screen.findByTestId('pre-order-status')).textContent).toBe('已确认');
    expect(screen.getByTestId('next-step').textContent).toContain('等待商务接单');
    expect(screen.getByTestId('pre-order-revision').textContent).toContain('单价：$13.20 → $12.80');
    fireEvent.click(screen.getByTestId('pre-order-cancel'));
    fireEvent.change(await screen.findByTestId('cancel-reason'), { target: { value: '不需要了' } });
    fireEvent.click(screen.getByText('确定取消'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/preOrder/cancel', body: { id: 12, reason: '不需要了', fromStatus: 20 } }]));
  });

  it('no 取消意向单 without canCancel', async () => {
    net.reply = () => preOrderDetail({ status: 30, statusText: '跟单中', canCancel: false, followerName: '赵六' });
    renderAt('/pc/preOrderDetail/:id', '/pc/preOrderDetail/12', <PreOrderDetailPage />);
    expect((await screen.findByTestId('pre-order-status')).textContent).toBe('跟单中');
    expect(screen.queryByTestId('pre-order-cancel')).toBeNull();
    expect(screen.getByTestId('pre-order-parties').textContent).toContain('赵六');
  });
});

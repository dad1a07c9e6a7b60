import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onePage, renderDesktopPage, where } from '@/test/render-page';
import { signOut } from '@/test/session';
import { resetMoneyNet } from '@/test/money-fixtures';
import { orderDetail } from '@/test/trade-fixtures';
import { OrderDetailPage } from './order-detail';
import { PayPage } from './trade-pay';

/** The desktop's money pages over a mocked network: who may pay, the confirm, the shortfall, ship and receipt by flags. */

const net = vi.hoisted(() => ({ order: null, passwordSet: true, available: 0, posts: [] }) as import('@/test/money-fixtures').MoneyNet);

vi.mock('@/lib/http', async () => (await import('@/test/money-fixtures')).moneyHttp(net));

beforeEach(() => resetMoneyNet(net, orderDetail()));
afterEach(signOut);

const renderAt = (path: string, url: string, element: React.ReactNode) =>
  renderDesktopPage(onePage(element, url, path, <p data-testid="elsewhere" />), { at: url });

describe('/pc/pay?mode=order', () => {
  it('the buyer: the confirm restates the order number and the amount, then pays with a key and opens the order', async () => {
    const router = renderAt('/pc/pay', '/pc/pay?mode=order&orderId=31', <PayPage />);
    await waitFor(() => expect(screen.getByTestId('pay-available').textContent).toBe('¥132,000.00'));
    fireEvent.click(screen.getByTestId('pay-wallet-submit'));
    const confirm = await screen.findByTestId('pay-confirm');
    expect(confirm.textContent).toContain('订单号 DD202501010001');
    expect(confirm.textContent).toContain('¥132,000.00');
    const ok = () => fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!);
    ok();
    expect((await screen.findByTestId('pay-factor-error')).textContent).toBe('请输入支付密码');
    expect(net.posts).toEqual([]);
    const cells = (await screen.findByTestId('pay-factor-password')).querySelectorAll('input');
    '258036'.split('').forEach((d, i) => fireEvent.input(cells[i]!, { target: { value: d } }));
    ok();
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/myDetails?id=31&source=order'));
    expect(net.posts).toEqual([{ url: '/order/pay', body: { orderId: 31, payPassword: '258036', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) } }]);
  });

  it('no 支付密码 yet: the confirm asks an SMS code and sends it instead', async () => {
    net.passwordSet = false;
    const router = renderAt('/pc/pay', '/pc/pay?mode=order&orderId=31', <PayPage />);
    await waitFor(() => expect(screen.getByTestId('pay-available').textContent).toBe('¥132,000.00'));
    fireEvent.click(screen.getByTestId('pay-wallet-submit'));
    expect((await screen.findByTestId('pay-factor')).textContent).toContain('未设置支付密码，验证码将发送至 139****0000');
    fireEvent.click(screen.getByTestId('pay-factor-send'));
    await waitFor(() => expect(net.posts.map((p) => p.url)).toEqual(['/wallet/payPassword/sendCode']));
    fireEvent.change(screen.getByTestId('pay-factor-sms'), { target: { value: '4821' } });
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/myDetails?id=31&source=order'));
    expect(net.posts[1]).toEqual({ url: '/order/pay', body: { orderId: 31, smsCode: '4821', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) } });
  });

  it('a short balance: 还差, 去充值 and 银行转账, no wallet button', async () => {
    net.available = 100;
    renderAt('/pc/pay', '/pc/pay?mode=order&orderId=31', <PayPage />);
    expect((await screen.findByTestId('pay-shortfall')).textContent).toBe('还差 ¥131,999.00');
    expect(screen.queryByTestId('pay-wallet-submit')).toBeNull();
    expect(screen.getByTestId('pay-recharge')).toBeTruthy();
    expect(screen.getByTestId('pay-transfer')).toBeTruthy();
  });

  it('not the buyer: the reason, no button to pay', async () => {
    net.order = orderDetail({ myRole: 'seller', canPay: false, canPayWallet: false, canRecordTransfer: false });
    renderAt('/pc/pay', '/pc/pay?mode=order&orderId=31', <PayPage />);
    expect((await screen.findByTestId('pay-blocked')).textContent).toContain('只有该订单的买方可以付款');
    expect(screen.queryByTestId('pay-wallet-submit')).toBeNull();
    expect(screen.queryByTestId('pay-transfer')).toBeNull();
  });
});

describe('the order page (desktop): ship and confirm receipt by the flags', () => {
  it('发货 checks the tracking number before posting carrier and number', async () => {
    net.order = orderDetail({ myRole: 'seller', status: 20, statusText: '待发货', canPay: false, canPayWallet: false, canRecordTransfer: false, canShip: true });
    renderAt('/pc/myxg/myDetails', '/pc/myxg/myDetails?id=31', <OrderDetailPage />);
    expect(screen.queryByTestId('order-pay')).toBeNull();
    fireEvent.click(await screen.findByTestId('order-ship'));
    fireEvent.change(await screen.findByTestId('ship-carrier'), { target: { value: '顺丰速运' } });
    fireEvent.change(screen.getByTestId('ship-tracking'), { target: { value: 'SF 1' } });
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await screen.findByText('请输入正确的运单号（4–40 位字母或数字）')).toBeTruthy();
    expect(net.posts).toHaveLength(0);
    fireEvent.change(screen.getByTestId('ship-tracking'), { target: { value: 'SF123456' } });
    fireEvent.click(screen.getByTestId('ship-submit'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/order/ship', body: { orderId: 31, carrier: '顺丰速运', trackingNo: 'SF123456' } }]));
  });

  it('确认收货 asks first, then posts with an idempotency key; 去评价 and 去验货 only by their flags', async () => {
    net.order = orderDetail({ status: 40, statusText: '待收货', canPay: false, canPayWallet: false, canRecordTransfer: false, canConfirmReceipt: true });
    renderAt('/pc/myxg/myDetails', '/pc/myxg/myDetails?id=31', <OrderDetailPage />);
    fireEvent.click(await screen.findByTestId('order-confirm-receipt'));
    expect((await screen.findByText(/此操作不可撤销/)).textContent).toContain('¥132,000.00');
    expect(screen.queryByTestId('order-rate')).toBeNull();
    expect(screen.queryByTestId('order-inspect')).toBeNull();
    fireEvent.click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary')!);
    await waitFor(() => expect(net.posts).toEqual([{ url: '/order/confirmReceipt', body: { orderId: 31, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) } }]));
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderDetail } from '@mts/shared/schemas';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage, where } from '@/test/render-page';
import { signOut } from '@/test/session';
import { resetMoneyNet } from '@/test/money-fixtures';
import { orderDetail } from '@/test/trade-fixtures';
import { Component as ExternalPayPage } from './external-pay';
import { Component as PayPage } from './pay';

/**
 * The phone's money pages over a mocked network: who sees the wallet button, the confirm asking the 支付密码 (or the
 * SMS code before one is set), the idempotency key kept across a retry, the shortfall, and the transfer form's
 * messages and body.
 */

const net = vi.hoisted(() => ({ order: null, passwordSet: true, available: 0, posts: [], failures: [] }) as Required<import('@/test/money-fixtures').MoneyNet>);
const toasts = vi.hoisted(() => [] as string[]);

vi.mock('@/lib/http', async () =>
  (await import('@/test/money-fixtures')).moneyHttp(net, (url) =>
    url === '/order/externalPayInfo'
      ? { orderId: 31, orderNo: 'DD202501010001', status: 5, statusText: '待付款', priceUnit: 0, amount: 13_200_000, reference: 'DD202501010001', account: { name: 'n', bank: 'b', accountNo: '1' }, transfers: [] }
      : undefined,
  ),
);
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => toasts.push(text) }));

beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  resetMoneyNet(net, orderDetail());
  toasts.length = 0;
});
afterEach(() => {
  signOut();
  document.body.innerHTML = '';
});

const renderAt = (url: string) =>
  renderPhonePage(
    [
      { path: '/pay', element: <PayPage /> },
      { path: '/externalPay', element: <ExternalPayPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at: url },
  );

/** Types the 支付密码 into the confirm's passcode input (its native input). */
const typePassword = async (digits: string) => {
  const input = (await screen.findByTestId('pay-factor-password')).querySelector('input')!;
  fireEvent.change(input, { target: { value: digits } });
};
const dialogButton = (name: string) => [...document.querySelectorAll('.adm-dialog-button')].find((b) => b.textContent === name) as HTMLElement;

describe('/pay?mode=order (phone)', () => {
  it('the buyer: confirm restates order number and amount; a retry after a timeout sends the same idempotency key; then the order page', async () => {
    const router = renderAt('/pay?mode=order&orderId=31');
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥132,000.00');
    await waitFor(() => expect(screen.getByTestId('pay-available').textContent).toBe('¥132,000.00'));
    net.failures = [{ message: '网络错误，请稍后重试', code: 0 }];

    fireEvent.click(screen.getByTestId('pay-wallet-submit'));
    const confirm = await screen.findByTestId('pay-confirm');
    expect(confirm.textContent).toContain('订单号 DD202501010001');
    expect(confirm.textContent).toContain('¥132,000.00');
    // Nothing typed: nothing is sent, the field says what it wants.
    fireEvent.click(dialogButton('确认支付'));
    expect((await screen.findByTestId('pay-factor-error')).textContent).toBe('请输入支付密码');
    expect(net.posts).toHaveLength(0);
    await typePassword('258036');
    fireEvent.click(dialogButton('确认支付'));
    await waitFor(() => expect(net.posts).toHaveLength(1));
    expect(where(router)).toBe('/pay?mode=order&orderId=31');

    fireEvent.click(screen.getByTestId('pay-wallet-submit'));
    await screen.findAllByTestId('pay-confirm');
    fireEvent.click(dialogButton('确认支付'));
    await waitFor(() => expect(where(router)).toBe('/myxg/myDetails?id=31&source=order'));
    expect(net.posts.map((p) => p.url)).toEqual(['/order/pay', '/order/pay']);
    expect(net.posts[0]!.body).toMatchObject({ orderId: 31, payPassword: '258036' });
    expect(net.posts[0]!.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(net.posts[1]!.body.idempotencyKey).toBe(net.posts[0]!.body.idempotencyKey);
    expect(toasts).toContain('支付成功，货款已冻结在平台担保账户');
  });

  it('a short balance: the shortfall, 去充值 and 银行转账, no wallet button', async () => {
    net.available = 200_000;
    const router = renderAt('/pay?mode=order&orderId=31');
    expect((await screen.findByTestId('pay-shortfall')).textContent).toBe('还差 ¥130,000.00');
    expect(screen.queryByTestId('pay-wallet-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('pay-recharge'));
    await waitFor(() => expect(where(router)).toBe('/my/myBalance'));
  });

  it('the buyer-side follower: only the buyer pays from the wallet; he is offered the bank transfer', async () => {
    net.order = orderDetail({ myRole: 'staff', canPayWallet: false });
    const router = renderAt('/pay?mode=order&orderId=31');
    expect((await screen.findByTestId('pay-blocked')).textContent).toContain('余额支付仅限买方本人');
    expect(screen.queryByTestId('pay-wallet-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('pay-transfer'));
    await waitFor(() => expect(where(router)).toBe('/externalPayInfo?orderId=31'));
  });

  it('the seller (or anyone not the buyer): a clear message, no button to pay', async () => {
    net.order = orderDetail({ myRole: 'seller', canPay: false, canPayWallet: false, canRecordTransfer: false });
    renderAt('/pay?mode=order&orderId=31');
    expect((await screen.findByTestId('pay-blocked')).textContent).toContain('只有该订单的买方可以付款');
    expect(screen.queryByTestId('pay-wallet-submit')).toBeNull();
    expect(screen.queryByTestId('pay-transfer')).toBeNull();
  });

  it('an order already paid says so', async () => {
    net.order = orderDetail({ status: 20, statusText: '待发货', canPay: false, canPayWallet: false, canRecordTransfer: false });
    renderAt('/pay?mode=order&orderId=31');
    expect((await screen.findByTestId('pay-blocked')).textContent).toContain('该订单已付款');
  });
});

describe('/externalPay (phone)', () => {
  it('checks every field with the shared messages, then posts the transfer in cents with an idempotency key', async () => {
    renderAt('/externalPay?orderId=31');
    const amount = (await screen.findByTestId('transfer-amount')).querySelector('input')!;
    expect(amount.value).toBe('132000');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('error-payerName')).textContent).toBe('请输入付款账户名（2–60 个字）');
    expect(screen.getByTestId('error-receiptUrl').textContent).toBe('请上传转账凭证图片');
    expect(net.posts).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '131000' } });
    expect((await screen.findByTestId('transfer-amount-warn')).textContent).toContain('与订单金额 ¥132,000.00 不一致');
    fireEvent.change(screen.getByTestId('transfer-paid-at'), { target: { value: '2099-01-01T10:00' } });
    expect((await screen.findByTestId('error-paidAt')).textContent).toBe('转账时间不能晚于现在');
  });

  it('a transfer already waiting: no form, the way to its record', async () => {
    const pending = { id: 1, orderId: 31, amount: 13_200_000, payerName: '王强', paidAt: '2025-01-03 10:00', receiptUrl: '/uploads/2025/a.webp', status: 10, statusText: '待确认', recordedBy: '王强', reason: '', createTime: '2025-01-03 10:05:00' };
    net.order = orderDetail({ canRecordTransfer: false, payment: { ...(orderDetail().payment as OrderDetail['payment']), transfers: [pending] } });
    renderAt('/externalPay?orderId=31');
    expect((await screen.findByTestId('transfer-blocked')).textContent).toContain('该订单已有待确认的转账记录');
    expect(screen.queryByTestId('transfer-form')).toBeNull();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CONTRACT_INSPECTION_CLAUSE } from '@mts/shared/constants';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { followDetail } from '@/test/dispatch-fixtures';
import { renderPhonePage } from '@/test/render-page';
import { contractParties, orderDetail, preOrderDetail } from '@/test/staff-fixtures';
import { Component as ConfirmContractPage } from './confirm-contract';
import { Component as GenerateContractPage } from './generate-contract';
import { ConfirmPreOrderPage, EditPreOrderPage } from './staff-pre-order';

// Only the network is replaced: the pages' hooks, models and fetchers run for real on top of it.
const net = vi.hoisted(() => ({
  data: {} as Record<string, unknown>,
  post: vi.fn(async (_url: string, _body?: unknown): Promise<unknown> => ({ status: 200, data: { code: 200, msg: '', data: null } })),
}));
vi.mock('@/lib/http', async () => (await import('@/test/staff-fixtures')).staffHttp(net));
vi.mock('@/components/mobile/toast', () => ({ toast: vi.fn() }));

beforeAll(() => installAntdMobileRender());
afterEach(() => {
  net.data = {};
  net.post.mockClear();
  document.body.innerHTML = '';
});

const renderAt = (url: string, element: React.ReactNode) => renderPhonePage([{ path: url.split('?')[0]!, element }], { at: url });

const input = (testId: string) => screen.getByTestId(testId).querySelector('input, textarea') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

describe('确认意向单 (negotiator, model 1)', () => {
  it('shows the order with the unmasked contact and 确认 / 拒绝 when the server allows them', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, canEdit: false });
    renderAt('/follow/tpr/confirmPreOrder?orderId=9&followId=7', <ConfirmPreOrderPage />);
    expect(await screen.findByTestId('pre-order-confirm')).toBeTruthy();
    expect(screen.getByTestId('pre-order-reject')).toBeTruthy();
    expect(screen.getAllByText('13800000001', { selector: 'a' })[0]!.getAttribute('href')).toBe('tel:13800000001');
    expect(screen.queryByTestId('edit-form')).toBeNull();
  });

  it('hides the moves the server does not allow and says what happens next', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, status: 20, statusText: '已确认', canConfirm: false, canReject: false, canEdit: false });
    renderAt('/follow/tpr/confirmPreOrder?orderId=9&followId=7', <ConfirmPreOrderPage />);
    expect((await screen.findByTestId('pre-order-status')).textContent).toBe('已确认');
    expect(screen.getByTestId('next-step').textContent).toContain('已进入商务接单池');
    expect(screen.queryByTestId('pre-order-confirm')).toBeNull();
    expect(screen.queryByTestId('pre-order-reject')).toBeNull();
  });

  it('asks for a reason before 拒绝 and sends it', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, canEdit: false });
    renderAt('/follow/tpr/confirmPreOrder?orderId=9&followId=7', <ConfirmPreOrderPage />);
    fireEvent.click(await screen.findByTestId('pre-order-reject'));
    fireEvent.click(await screen.findByText('确定'));
    expect((await screen.findByTestId('reason-error')).textContent).toBe(TradeMsg.reason);
    expect(net.post).not.toHaveBeenCalled();
    type('reason-input', '价格不合适');
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/preOrder/reject', { id: 9, reason: '价格不合适' }));
  });

  it('reloads the order after a refusal (409: the buyer cancelled first) and shows its new status without the buttons', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, canEdit: false });
    net.post.mockImplementationOnce(async () => {
      // the client toasts the server's words and throws; meanwhile the order was cancelled
      net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, status: 90, statusText: '已取消', closeReason: '买方取消', canConfirm: false, canReject: false, canEdit: false });
      const { ApiError } = await import('@/lib/http');
      throw new ApiError('意向单状态已变化（现为已取消），请刷新后重试', 409);
    });
    renderAt('/follow/tpr/confirmPreOrder?orderId=9&followId=7', <ConfirmPreOrderPage />);
    fireEvent.click(await screen.findByTestId('pre-order-confirm'));
    await act(async () => fireEvent.click(await screen.findByText('确认', { selector: '.adm-dialog-button, .adm-dialog-button *' })));
    await waitFor(() => expect(screen.getByTestId('pre-order-status').textContent).toBe('已取消'));
    expect(screen.getByTestId('next-step').textContent).toContain('买方取消');
    expect(screen.queryByTestId('pre-order-confirm')).toBeNull();
  });

  it('says 意向单不存在 for an unknown order', async () => {
    renderAt('/follow/tpr/confirmPreOrder?orderId=99&followId=7', <ConfirmPreOrderPage />);
    expect((await screen.findByTestId('page-error')).textContent).toContain(TradeMsg.preOrderNotFound);
  });
});

describe('修改意向单 (negotiator, model 2)', () => {
  it('checks the form with the shared schema, then sends only the changes', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail();
    renderAt('/follow/tpr/editPreOrder?orderId=9&followId=7', <EditPreOrderPage />);
    fireEvent.click(await screen.findByTestId('edit-save'));
    expect((await screen.findByTestId('edit-form-error')).textContent).toBe(TradeMsg.nothingChanged);
    type('edit-price', '1.234');
    fireEvent.click(screen.getByTestId('edit-save'));
    expect((await screen.findByTestId('error-price')).textContent).toBe(TradeMsg.price);
    expect(net.post).not.toHaveBeenCalled();
    type('edit-price', '12.8');
    type('edit-note', '与卖方协商后调价');
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(net.post).toHaveBeenCalledWith('/preOrder/edit', { id: 9, price: 1280, note: '与卖方协商后调价' });
  });

  it('lists the revisions old → new', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({
      revisions: [{ id: 1, userName: '李娜', createTime: '2026-11-24T09:00:00Z', note: '调价', changes: [{ field: 'price', label: '单价', from: 1320, to: 1280 }] }],
    });
    renderAt('/follow/tpr/editPreOrder?orderId=9&followId=7', <EditPreOrderPage />);
    expect((await screen.findByTestId('revision-change')).textContent).toBe('单价：$13.20 → $12.80');
  });

  it('has no form when the server does not allow editing', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ canEdit: false, canConfirm: false, canReject: false, status: 20, statusText: '已确认' });
    renderAt('/follow/tpr/editPreOrder?orderId=9&followId=7', <EditPreOrderPage />);
    expect(await screen.findByTestId('pre-order')).toBeTruthy();
    expect(screen.queryByTestId('edit-form')).toBeNull();
  });
});

describe('生成合同 (buyer-side business follower)', () => {
  const item = followDetail({ id: 7, type: 30, identity: 20, model: 2, clueId: null, clue: null, preOrderId: 9, orderId: null });

  it('prefills the contract from the intention order, checks it, previews the amount and posts cents', async () => {
    net.data['/follow/7'] = item;
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ status: 30, statusText: '跟单中' });
    net.data['/order/contractParties'] = contractParties();
    net.post.mockResolvedValueOnce({ status: 200, data: { code: 200, msg: OrderMsg.generateOk, data: { orderId: 21, orderNo: 'DD1', contractNo: 'HT1', status: 1, statusText: '待确认合同' } } });
    renderAt('/follow/generateTradeContract?id=7', <GenerateContractPage />);
    expect((await screen.findByTestId('contract-amount')).textContent).toBe('$66,000.00');
    expect(screen.getByTestId('contract-amount-words').textContent).toBe('大写：陆万陆仟美元整');
    // The parties are read-only: the verified identity, no input.
    expect((await screen.findByTestId('contract-form-party-seller')).textContent).toMatch(/乙方（卖方）深圳市张伟电子有限公司企业统一社会信用代码/);
    expect(screen.getByTestId('contract-form-party-buyer').textContent).toMatch(/甲方（买方）王强个人/);
    expect(screen.getByTestId('contract-form-parties').querySelector('input')).toBeNull();
    expect(input('contract-inspectionClause').value).toBe(CONTRACT_INSPECTION_CLAUSE);
    type('contract-price', '0');
    type('contract-dateCode', '');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect((await screen.findByTestId('error-price')).textContent).toBe(OrderMsg.price);
    expect(screen.getByTestId('error-dateCode').textContent).toBe(OrderMsg.dateCode);
    expect(screen.getByTestId('contract-amount').textContent).toBe('—');
    expect(net.post).not.toHaveBeenCalled();
    type('contract-price', '12.5');
    type('contract-dateCode', '2336');
    expect(screen.getByTestId('contract-amount').textContent).toBe('$62,500.00');
    await act(async () => fireEvent.click(screen.getByTestId('contract-submit')));
    expect(net.post).toHaveBeenCalledWith('/order/generateContract', expect.objectContaining({ followId: 7, price: 1250, quantity: 5000, dateCode: '2336', inspectionClause: CONTRACT_INSPECTION_CLAUSE }));
    expect((await screen.findByTestId('generated-order-no')).textContent).toBe('DD1');
    expect(screen.getByTestId('generated-contract-no').textContent).toBe('HT1');
    expect(screen.getByTestId('contract-generated').textContent).toContain('等待卖方商务确认');
  });

  it('a party with neither a verified company nor a verified real name: the reason shown, nothing to send', async () => {
    net.data['/follow/7'] = item;
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ status: 30, statusText: '跟单中' });
    net.data['/order/contractParties'] = contractParties({ buyer: null, problem: OrderMsg.partyUnverified('买方') });
    renderAt('/follow/generateTradeContract?id=7', <GenerateContractPage />);
    expect((await screen.findByTestId('contract-form-problem')).textContent).toBe(OrderMsg.partyUnverified('买方'));
    expect(screen.getByTestId('contract-form-party-buyer').textContent).toContain('未认证');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(net.post).not.toHaveBeenCalled();
  });

  it('offers no form once the contract exists', async () => {
    net.data['/follow/7'] = { ...item, orderId: 21, order: { orderNo: 'DD1', status: 1, statusText: '待确认合同', amount: 100 } };
    renderAt('/follow/generateTradeContract?id=7', <GenerateContractPage />);
    expect((await screen.findByTestId('contract-not-allowed')).textContent).toContain('待确认合同');
    expect(screen.queryByTestId('contract-form')).toBeNull();
  });
});

describe('确认合同 (seller-side business follower)', () => {
  it('shows the contract and 确认合同 / 退回合同 when the server allows them', async () => {
    net.data['/order/detail?id=21'] = orderDetail();
    renderAt('/follow/confirmTradeContract?orderId=21&followId=8', <ConfirmContractPage />);
    expect(await screen.findByTestId('contract-view')).toBeTruthy();
    expect(screen.getByTestId('contract-confirm')).toBeTruthy();
    expect(screen.getByTestId('contract-reject')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-confirm'));
    await act(async () => fireEvent.click(await screen.findByText('确认', { selector: '.adm-dialog-button, .adm-dialog-button *' })));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/order/confirmContract', { orderId: 21, followId: 8 }));
  });

  it('hides both once confirmed and says the buyer pays next', async () => {
    net.data['/order/detail?id=21'] = orderDetail({
      status: 5,
      statusText: '待付款',
      canConfirmContract: false,
      canRejectContract: false,
      nextStep: { who: '买方', text: '买方将货款支付至平台担保账户（余额支付或对公转账）' },
    });
    renderAt('/follow/confirmTradeContract?orderId=21&followId=8', <ConfirmContractPage />);
    expect((await screen.findByTestId('order-status')).textContent).toBe('待付款');
    expect(screen.getByTestId('next-step').textContent).toContain('买方');
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(screen.queryByTestId('contract-reject')).toBeNull();
  });
});

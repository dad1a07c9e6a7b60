import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_INSPECTION_CLAUSE } from '@mts/shared/constants';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import { followDetail } from '@/test/dispatch-fixtures';
import { renderDesktopPage } from '@/test/render-page';
import { contractParties, orderDetail, preOrderDetail } from '@/test/staff-fixtures';
import { ConfirmContractPage } from './confirm-contract';
import { GenerateContractPage } from './generate-contract';
import { ConfirmPreOrderPage, EditPreOrderPage } from './staff-pre-order';

// Only the network is replaced.
const net = vi.hoisted(() => ({
  data: {} as Record<string, unknown>,
  post: vi.fn(async (_url: string, _body?: unknown): Promise<unknown> => ({ status: 200, data: { code: 200, msg: '', data: null } })),
}));
vi.mock('@/lib/http', async () => (await import('@/test/staff-fixtures')).staffHttp(net));

afterEach(() => {
  net.data = {};
  net.post.mockClear();
});

const renderAt = (url: string, element: React.ReactNode) => renderDesktopPage([{ path: url.split('?')[0]!, element }], { at: url });

const type = (testId: string, value: string) => {
  const el = screen.getByTestId(testId);
  fireEvent.change(el.matches('input, textarea') ? el : el.querySelector('input, textarea')!, { target: { value } });
};

describe('desktop staff trade pages', { timeout: 30_000 }, () => {
  it('确认意向单: 确认 and 拒绝 by the flags; 拒绝 asks for a reason (schema message) before it goes', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, canEdit: false });
    renderAt('/pc/follow/tpr/confirmPreOrder?orderId=9&followId=7', <ConfirmPreOrderPage />);
    fireEvent.click(await screen.findByTestId('pre-order-reject'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByTestId('reason-error')).textContent).toBe(TradeMsg.reason);
    type('reason-input', '价格不合适');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/preOrder/reject', { id: 9, reason: '价格不合适' }));
    expect(screen.getByTestId('pre-order-confirm')).toBeTruthy();
  });

  it('确认意向单: no buttons once confirmed, and the next step 已进入商务接单池', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ model: 1, status: 20, statusText: '已确认', canConfirm: false, canReject: false, canEdit: false });
    renderAt('/pc/follow/tpr/confirmPreOrder?orderId=9&followId=7', <ConfirmPreOrderPage />);
    expect((await screen.findByTestId('next-step')).textContent).toContain('已进入商务接单池');
    expect(screen.queryByTestId('pre-order-confirm')).toBeNull();
    expect(screen.queryByTestId('pre-order-reject')).toBeNull();
  });

  it('修改意向单: schema messages, then only the changed fields', async () => {
    net.data['/preOrder/detail?id=9'] = preOrderDetail();
    renderAt('/pc/follow/tpr/editPreOrder?orderId=9&followId=7', <EditPreOrderPage />);
    fireEvent.click(await screen.findByTestId('edit-save'));
    expect((await screen.findByTestId('edit-form-error')).textContent).toContain(TradeMsg.nothingChanged);
    type('edit-quantity', '0');
    fireEvent.click(screen.getByTestId('edit-save'));
    expect(await screen.findByText(TradeMsg.quantity)).toBeTruthy();
    type('edit-quantity', '4000');
    await act(async () => fireEvent.click(screen.getByTestId('edit-save')));
    expect(net.post).toHaveBeenCalledWith('/preOrder/edit', { id: 9, quantity: 4000, note: '' });
  });

  it('生成合同: prefilled with the inspection clause, checked, the amount previewed, cents posted', async () => {
    net.data['/follow/7'] = followDetail({ type: 30, identity: 20, model: 2, clueId: null, clue: null, preOrderId: 9 });
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ status: 30, statusText: '跟单中' });
    net.data['/order/contractParties'] = contractParties();
    net.post.mockResolvedValueOnce({ status: 200, data: { code: 200, msg: '', data: { orderId: 21, orderNo: 'DD1', contractNo: 'HT1', status: 1, statusText: '待确认合同' } } });
    renderAt('/pc/follow/generateTradeContract?id=7', <GenerateContractPage />);
    expect((await screen.findByTestId('contract-amount')).textContent).toBe('$66,000.00');
    expect(screen.getByTestId('contract-amount-words').textContent).toBe('大写：陆万陆仟美元整');
    // The parties are read-only: the verified identity, no input.
    expect((await screen.findByTestId('contract-form-party-seller')).textContent).toMatch(/乙方（卖方）深圳市张伟电子有限公司企业统一社会信用代码/);
    expect(screen.getByTestId('contract-form-party-buyer').textContent).toMatch(/甲方（买方）王强个人/);
    expect(screen.getByTestId('contract-form-parties').querySelector('input')).toBeNull();
    expect((screen.getByTestId('contract-inspectionClause') as HTMLTextAreaElement).value).toBe(CONTRACT_INSPECTION_CLAUSE);
    type('contract-inspectionClause', '短');
    fireEvent.click(screen.getByTestId('contract-submit'));
    expect(await screen.findByText(OrderMsg.inspectionClause)).toBeTruthy();
    expect(net.post).not.toHaveBeenCalled();
    type('contract-inspectionClause', CONTRACT_INSPECTION_CLAUSE);
    type('contract-quantity', '4000');
    expect(screen.getByTestId('contract-amount').textContent).toBe('$52,800.00');
    await act(async () => fireEvent.click(screen.getByTestId('contract-submit')));
    expect(net.post).toHaveBeenCalledWith('/order/generateContract', expect.objectContaining({ followId: 7, quantity: 4000, price: 1320 }));
    expect((await screen.findByTestId('generated-contract-no')).textContent).toBe('HT1');
  });

  it('生成合同: a party with neither a verified company nor a verified real name: the reason shown, nothing to send', async () => {
    net.data['/follow/7'] = followDetail({ type: 30, identity: 20, model: 2, clueId: null, clue: null, preOrderId: 9 });
    net.data['/preOrder/detail?id=9'] = preOrderDetail({ status: 30, statusText: '跟单中' });
    net.data['/order/contractParties'] = contractParties({ seller: null, problem: OrderMsg.partyUnverified('卖方') });
    renderAt('/pc/follow/generateTradeContract?id=7', <GenerateContractPage />);
    expect((await screen.findByTestId('contract-form-problem')).textContent).toBe(OrderMsg.partyUnverified('卖方'));
    expect((screen.getByTestId('contract-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(net.post).not.toHaveBeenCalled();
  });

  it('确认合同: the contract with 确认合同 / 退回合同 by the flags', async () => {
    net.data['/order/detail?id=21'] = orderDetail();
    renderAt('/pc/follow/confirmTradeContract?orderId=21&followId=8', <ConfirmContractPage />);
    expect(await screen.findByTestId('contract-view')).toBeTruthy();
    expect(screen.getByTestId('contract-reject')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-confirm'));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary')).toBeTruthy());
    await act(async () => fireEvent.click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary')!));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith('/order/confirmContract', { orderId: 21, followId: 8 }));
  });

  it('确认合同: nothing to press once 待付款', async () => {
    net.data['/order/detail?id=21'] = orderDetail({ status: 5, statusText: '待付款', canConfirmContract: false, canRejectContract: false });
    renderAt('/pc/follow/confirmTradeContract?orderId=21&followId=8', <ConfirmContractPage />);
    expect((await screen.findByTestId('order-status')).textContent).toBe('待付款');
    expect(screen.queryByTestId('contract-confirm')).toBeNull();
    expect(screen.queryByTestId('contract-reject')).toBeNull();
  });
});

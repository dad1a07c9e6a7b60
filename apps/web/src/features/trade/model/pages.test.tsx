import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { MoneyMsg, OrderMsg } from '@mts/shared/messages';
import { OrderStatus, TransferStatus } from '@mts/shared/status';
import { orderDetail } from '@/test/trade-fixtures';
import { orderListDetailPath, useOrderListQuery, usePreOrderListQuery } from './order-pages';
import { runMove } from './page-env';
import { transferBlock } from './pay-pages';
import { contractNotAllowedText } from './staff-pages';

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
const withLocation = <T,>(hook: () => T) => () => ({ model: hook(), search: useLocation().search });

describe('order list pages: one address model for the phone list and the desktop table', () => {
  it('opens a row at the buyer, seller or shared order address', () => {
    expect(orderListDetailPath('buy', 3)).toBe('/myxg/myBuyOrderDetail?id=3');
    expect(orderListDetailPath('sale', 3)).toBe('/myxg/mySaleOrderDetail?id=3');
    expect(orderListDetailPath('all', 3)).toBe('/myxg/myDetails?id=3&source=order');
  });

  it('reads the tab and page, and a new tab starts at page 1', () => {
    const { result } = renderHook(withLocation(() => useOrderListQuery()), { wrapper: at('/x?orderStatus=1&page=3') });
    expect(result.current.model).toMatchObject({ filter: 1, page: 3 });
    act(() => result.current.model.setPage(4));
    expect(result.current.search).toBe('?orderStatus=1&page=4');
    act(() => result.current.model.setFilter('2'));
    expect(result.current.search).toBe('?orderStatus=2');
    act(() => result.current.model.setPage(1));
    expect(result.current.search).toBe('?orderStatus=2');
  });

  it('drops the status for 全部 of the intention orders and keeps it across pages', () => {
    const { result } = renderHook(withLocation(() => usePreOrderListQuery()), { wrapper: at('/x?status=10') });
    expect(result.current.model.filter).toBe(10);
    act(() => result.current.model.setPage(2));
    expect(result.current.search).toBe('?status=10&page=2');
    act(() => result.current.model.setFilter(undefined));
    expect(result.current.search).toBe('');
    expect(result.current.model.filter).toBeUndefined();
  });
});

describe('runMove: a move says its success once, a refusal only answers false', () => {
  it('notifies on success and not on a refusal', async () => {
    const notify = vi.fn();
    await expect(runMove(() => Promise.resolve(), notify, '好')).resolves.toBe(true);
    await expect(runMove(() => Promise.reject(new Error('409')), notify, '好')).resolves.toBe(false);
    expect(notify.mock.calls).toEqual([['好']]);
  });
});

describe('transferBlock: why /externalPay takes no record, and where to go', () => {
  const transfer = { id: 1, amount: 1, payerName: '', payerAccount: '', paidAt: '', receiptUrl: '', status: TransferStatus.Pending, rejectReason: null, createTime: '' };
  it('lets a recordable order through', () => {
    expect(transferBlock(orderDetail({ canRecordTransfer: true }))).toBeNull();
  });
  it('sends a waiting transfer to its record, a paid order to the order, anyone else off the buyer side', () => {
    const waiting = orderDetail({ status: OrderStatus.AwaitingPayment, canRecordTransfer: false });
    waiting.payment = { ...waiting.payment, transfers: [transfer as never] };
    expect(transferBlock(waiting)).toEqual({ pending: true, title: MoneyMsg.transferPending, action: { label: '查看转账记录', path: `/externalPayInfo?orderId=${waiting.id}` } });
    const paid = orderDetail({ status: OrderStatus.AwaitingShipment, statusText: '待发货', canRecordTransfer: false });
    expect(transferBlock(paid)).toMatchObject({ pending: false, title: '该订单待发货，无需登记转账', action: { label: '查看订单' } });
    expect(transferBlock(orderDetail({ status: OrderStatus.AwaitingPayment, canRecordTransfer: false }))?.title).toBe(MoneyMsg.notBuyerSide);
  });
});

describe('contractNotAllowedText', () => {
  it('names the existing contract, else says this is not the buyer side', () => {
    expect(contractNotAllowedText({ orderId: 9, statusText: '跟单中', order: { statusText: '待付款' } })).toBe('该跟单已生成合同（待付款）');
    expect(contractNotAllowedText({ orderId: 9, statusText: '跟单中', order: null })).toBe('该跟单已生成合同（跟单中）');
    expect(contractNotAllowedText({ orderId: null, statusText: '跟单中' })).toBe(OrderMsg.notBuyerSide);
  });
});

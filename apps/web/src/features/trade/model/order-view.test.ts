import { describe, expect, it } from 'vitest';
import { ORDER_NEXT_STEP, orderMachine, OrderStatus, statusTone } from '@mts/shared/status';
import {
  goodsSubtitle,
  historyChange,
  historyMove,
  historyOldestFirst,
  inOrderTab,
  moneyText,
  nextStepLine,
  isFinishedOrderStatus,
  orderNextStep,
  orderStatusText,
  orderTabFromQuery,
  rowPayPath,
  sideLabel,
} from './order-view';

describe('order view', () => {
  it('reads the tab from ?orderStatus=, 全部 for anything else', () => {
    expect(orderTabFromQuery('0')).toBe(0);
    expect(orderTabFromQuery('2')).toBe(2);
    expect(orderTabFromQuery('4')).toBe(4);
    expect(orderTabFromQuery(null)).toBe(4);
    expect(orderTabFromQuery('')).toBe(4);
    expect(orderTabFromQuery('9')).toBe(4);
    expect(orderTabFromQuery('x')).toBe(4);
  });

  it('puts each status under its tab', () => {
    expect(inOrderTab(OrderStatus.AwaitingPayment, 0)).toBe(true);
    expect(inOrderTab(OrderStatus.AwaitingShipment, 0)).toBe(false);
    expect(inOrderTab(OrderStatus.AwaitingInspection, 2)).toBe(true);
    expect(inOrderTab(OrderStatus.AwaitingReceipt, 2)).toBe(true);
    expect(inOrderTab(OrderStatus.Closed, 4)).toBe(true);
    expect(inOrderTab(OrderStatus.Closed, 3)).toBe(false);
  });

  it('gives every open status its next step and who acts; a finished order none, a closed one its reason', () => {
    for (const status of Object.values(OrderStatus)) {
      if (isFinishedOrderStatus(status)) continue;
      expect(orderNextStep({ status }).text).toBe(ORDER_NEXT_STEP[status].text);
      expect(orderNextStep({ status }).final).toBeUndefined();
    }
    // issue 22: 已完成 and 已关闭 have no 下一步, whatever the server's nextStep says
    expect(Object.values(OrderStatus).filter(isFinishedOrderStatus)).toEqual([OrderStatus.Completed, OrderStatus.Closed]);
    expect(orderNextStep({ status: OrderStatus.Completed, nextStep: ORDER_NEXT_STEP[OrderStatus.Completed] })).toEqual({ who: '', text: '', final: true });
    expect(orderNextStep({ status: OrderStatus.Closed })).toEqual({ who: '', text: '', final: true });
    expect(orderNextStep({ status: OrderStatus.Closed, closeReason: '单价有误' }).final).toBe(true);
    expect(orderNextStep({ status: OrderStatus.AwaitingPayment }).who).toBe('买方');
    expect(orderNextStep({ status: 1, nextStep: { who: '卖方商务', text: '服务器的说明' } }).text).toBe('服务器的说明');
    expect(orderNextStep({ status: OrderStatus.Closed, closeReason: '单价有误' }).text).toBe('订单已关闭：单价有误');
    expect(nextStepLine({ who: '买方', text: '买方付款' })).toBe('买方付款（由买方操作）');
    expect(nextStepLine({ who: '', text: '订单已关闭' })).toBe('订单已关闭');
  });

  it('status text, tone and side', () => {
    expect(orderStatusText({ status: 5 })).toBe('待付款');
    expect(orderStatusText({ status: 5, statusText: '待付款' })).toBe('待付款');
    expect(statusTone(orderMachine, OrderStatus.AwaitingPayment)).toBe('warning');
    expect(statusTone(orderMachine, OrderStatus.Completed)).toBe('success');
    expect(statusTone(orderMachine, OrderStatus.Closed)).toBe('default');
    expect(sideLabel('buyer')).toBe('我是买家');
    expect(sideLabel('seller')).toBe('我是卖家');
  });

  it('money with its unit', () => {
    expect(moneyText({ quantity: 10000, price: 1320, priceUnit: 10, amount: 13_200_000 })).toEqual({
      price: '$13.20/pcs',
      quantity: '10,000 pcs',
      amount: '$132,000.00',
    });
    expect(moneyText({ quantity: 5, price: null, priceUnit: 0, amount: null })).toMatchObject({ price: '面议', amount: '—' });
  });

  it('history: from → to, oldest first', () => {
    const e = (id: number, createTime: string, fromStatus: number | null) => ({
      id,
      createTime,
      fromStatus,
      fromText: fromStatus ? '待确认合同' : '',
      toText: '待付款',
      toStatus: 5,
      action: 'x',
      actionText: 'x',
      userName: 'u',
      note: '',
    });
    expect(historyMove(e(1, 'a', 1))).toBe('待确认合同 → 待付款');
    expect(historyMove(e(1, 'a', null))).toBe('待付款');
    expect(historyOldestFirst([e(2, '2025-01-02', 1), e(1, '2025-01-01', null)]).map((x) => x.id)).toEqual([1, 2]);
  });

  it('a list row offers 去支付 to the buyer of an order awaiting payment only', () => {
    expect(rowPayPath({ id: 3, status: 5, myRole: 'buyer' })).toBe('/pay?mode=order&orderId=3');
    expect(rowPayPath({ id: 3, status: 5, myRole: 'seller' })).toBeNull();
    expect(rowPayPath({ id: 3, status: 5, myRole: 'staff' })).toBeNull();
    expect(rowPayPath({ id: 3, status: 20, myRole: 'buyer' })).toBeNull();
  });

  it('goods subtitle without a doubled brand; a move that keeps the status shows none', () => {
    expect(goodsSubtitle({ brandName: '三星', goodsName: '三星 16Gb LPDDR4' })).toBe('三星 16Gb LPDDR4');
    expect(goodsSubtitle({ brandName: '三星', goodsName: 'LPDDR4 颗粒' })).toBe('三星 · LPDDR4 颗粒');
    const e = { fromStatus: 1, toStatus: 1, fromText: '待确认合同', toText: '待确认合同' };
    expect(historyChange(e)).toBe('');
    expect(historyChange({ ...e, toStatus: 5, toText: '待付款' })).toBe('待确认合同 → 待付款');
  });
});

import { describe, expect, it } from 'vitest';
import type { DisputeInfo } from '@mts/shared/schemas';
import { actionFlags } from '@/test/trade-fixtures';
import { disputeView, orderActions } from './order-view';

const noFlags = actionFlags();

const dispute = (over: Partial<DisputeInfo> = {}): DisputeInfo => ({
  id: 1,
  orderId: 7,
  status: 10,
  statusText: '处理中',
  reason: '卖方迟迟不发货',
  openerRole: 'buyer',
  openerName: '王强',
  orderStatus: 20,
  decisionNote: '',
  decidedByName: '',
  createTime: '2026-11-25 10:00:00',
  decideTime: null,
  ...over,
});

describe('发起纠纷 by flags (issue 12)', () => {
  it('canDispute → 发起纠纷, in place (no page), after the other actions', () => {
    const actions = orderActions({ ...noFlags, canShip: true, canDispute: true });
    expect(actions.map((a) => a.label)).toEqual(['发货', '发起纠纷']);
    expect(actions[1]).toEqual({ key: 'dispute', label: '发起纠纷' });
  });
  it('no canDispute (or an older reply without it) → no button', () => {
    expect(orderActions({ ...noFlags, canDispute: false }).map((a) => a.key)).toEqual([]);
    expect(orderActions(noFlags).map((a) => a.key)).toEqual([]);
  });
});

describe('the dispute block', () => {
  it('open: state, opener, reason, the hold explained; no decision rows', () => {
    const v = disputeView(dispute());
    expect(v.open).toBe(true);
    expect(v.rows).toEqual([
      ['纠纷状态', '处理中'],
      ['发起方', '买方 王强'],
      ['纠纷原因', '卖方迟迟不发货'],
      ['发起时间', '2026-11-25 10:00:00'],
    ]);
    expect(v.hint).toContain('暂停');
  });
  it('refunded: the decision, its note, who and when', () => {
    const v = disputeView(dispute({ status: 30, statusText: '已退款', decisionNote: '卖方无法供货', decidedByName: '孟佳', decideTime: '2026-11-25 11:00:00' }));
    expect(v.open).toBe(false);
    expect(v.hint).toBe('');
    expect(v.rows.slice(4)).toEqual([
      ['处理结果', '货款已退回买方，订单关闭'],
      ['处理说明', '卖方无法供货'],
      ['处理人', '孟佳'],
      ['处理时间', '2026-11-25 11:00:00'],
    ]);
  });
  it('released: 货款已放给卖方', () => {
    expect(disputeView(dispute({ status: 20, statusText: '已放款', decisionNote: '已收货', decidedByName: '孟佳' })).rows).toContainEqual(['处理结果', '货款已放给卖方，订单完成']);
  });
});

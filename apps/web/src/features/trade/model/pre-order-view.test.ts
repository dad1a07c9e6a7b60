import { describe, expect, it } from 'vitest';
import { preOrderMachine, PreOrderStatus, statusTone } from '@mts/shared/status';
import {
  cancelFromStatus,
  PRE_ORDER_FILTERS,
  preOrderFilterFromQuery,
  preOrderNextStep,
  preOrderOrderPath,
  revisionChangeText,
} from './pre-order-view';

describe('pre-order view', () => {
  it('says what happens next and who acts at each status', () => {
    expect(preOrderNextStep({ status: PreOrderStatus.AwaitingConfirm })).toMatchObject({ who: '谈判人', text: expect.stringContaining('等待谈判人确认意向单') });
    expect(preOrderNextStep({ status: PreOrderStatus.Confirmed }).text).toContain('已进入商务接单池');
    expect(preOrderNextStep({ status: PreOrderStatus.Following }).text).toContain('起草合同');
    expect(preOrderNextStep({ status: PreOrderStatus.Ordered }).text).toContain('订单');
    expect(preOrderNextStep({ status: PreOrderStatus.Cancelled, closeReason: '不需要了' }).text).toBe('意向单已取消：不需要了');
    expect(preOrderNextStep({ status: PreOrderStatus.Cancelled, closeReason: '' }).text).toBe('意向单已取消');
  });

  it('tones and filters', () => {
    expect(statusTone(preOrderMachine, 10)).toBe('warning');
    expect(statusTone(preOrderMachine, 40)).toBe('success');
    expect(statusTone(preOrderMachine, 90)).toBe('default');
    expect(PRE_ORDER_FILTERS.map((f) => f.title)).toEqual(['全部', '待确认', '已确认', '跟单中', '已成单', '已取消']);
    expect(preOrderFilterFromQuery('20')).toBe(20);
    expect(preOrderFilterFromQuery('21')).toBeUndefined();
    expect(preOrderFilterFromQuery(null)).toBeUndefined();
  });

  it('reads a revision old → new, money in its unit', () => {
    expect(revisionChangeText({ field: 'price', label: '单价', from: 1320, to: 1280 }, 10)).toBe('单价：$13.20 → $12.80');
    expect(revisionChangeText({ field: 'quantity', label: '数量', from: 1000, to: 2000 }, 0)).toBe('数量：1,000 片 → 2,000 片');
    expect(revisionChangeText({ field: 'remark', label: '备注', from: '', to: '加急' }, 0)).toBe('备注：空 → 加急');
  });

  it('cancels only from the status the page showed; links the order once ordered', () => {
    expect(cancelFromStatus(10)).toBe(10);
    expect(cancelFromStatus(20)).toBe(20);
    expect(cancelFromStatus(30)).toBeUndefined();
    expect(preOrderOrderPath({ status: 40 })).toBe('/myorder');
    expect(preOrderOrderPath({ status: 40, orderId: 8 })).toBe('/myxg/myDetails?id=8&source=order');
    expect(preOrderOrderPath({ status: 30 })).toBeNull();
  });
});

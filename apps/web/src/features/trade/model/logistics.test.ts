import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { centreLines, deliverErrors, deliverPlan, deliverRequest, deliveryErrors, deliveryRequest, deliveryValues, logisticsTimeline, shipNote } from './logistics';

const SZ = { id: 1, name: '深圳验货中心', city: '深圳', address: '广东省深圳市福田区华强北路 1019 号华强广场 B 座 12 楼 1208 室', contact: '李工', phone: '0755-8321 6688', hours: '周一至周六 09:00–18:00' };
const EMPTY: OrderDetail['logistics'] = { centre: null, inbound: null, inspection: null, delivery: null, outbound: null, received: null };
const order = (status: number, logistics: Partial<OrderDetail['logistics']> = {}, autoConfirmAt: string | null = null) => ({ status, logistics: { ...EMPTY, ...logistics }, autoConfirmAt });
const EXPRESS = { method: 'express' as const, methodText: '快递寄送', receiverName: '王强', receiverPhone: '13800000000', address: '广东省深圳市南山区科苑路 15 号' };

describe('logistics (issue 22)', () => {
  it('the ship dialog names the centres with address, contact and hours; without centres the bare sentence', () => {
    expect(centreLines(SZ)).toEqual([SZ.address, '联系人：李工  0755-8321 6688', '营业时间：周一至周六 09:00–18:00']);
    expect(shipNote([SZ])).toContain('请选择验货中心');
    expect(shipNote([])).toBe('请将货物发往平台验货中心，填写物流信息后订单进入待验货。');
  });

  it('the timeline: nothing before payment; both legs in order with the current step; the receipt last', () => {
    expect(logisticsTimeline(order(OrderStatus.AwaitingPayment))).toBeNull();
    const paid = logisticsTimeline(order(OrderStatus.AwaitingShipment))!;
    expect(paid.map((s) => [s.key, s.state])).toEqual([
      ['inbound', 'current'],
      ['inspection', 'todo'],
      ['outbound', 'todo'],
      ['received', 'todo'],
    ]);
    expect(paid[2]!.lines).toEqual(['买方尚未选择收货方式（快递寄送或买家自提）']);
    const waiting = logisticsTimeline(
      order(OrderStatus.AwaitingDelivery, {
        centre: SZ,
        inbound: { carrier: '顺丰速运', trackingNo: 'SF1001', shippedAt: '2026-11-24 10:00:00' },
        inspection: { result: 'pass', resultText: '验货通过', at: '2026-11-25 15:00:00' },
        delivery: EXPRESS,
      }),
    )!;
    expect(waiting[0]).toMatchObject({ title: '卖方已发货至深圳验货中心', state: 'done', time: '2026-11-24 10:00', lines: [SZ.address, '顺丰速运 SF1001'] });
    expect(waiting[1]).toMatchObject({ title: '平台验货通过', state: 'done' });
    expect(waiting[2]).toMatchObject({ state: 'current', lines: ['买方选择：快递寄送', '收货人：王强  13800000000', EXPRESS.address] });
    const delivered = logisticsTimeline(
      order(
        OrderStatus.AwaitingReceipt,
        {
          centre: SZ,
          inbound: { carrier: '顺丰速运', trackingNo: 'SF1001', shippedAt: '2026-11-24 10:00:00' },
          inspection: { result: 'pass', resultText: '验货通过', at: '2026-11-25 15:00:00' },
          delivery: { ...EXPRESS, method: 'pickup', methodText: '买家自提', address: '' },
          outbound: { method: 'pickup', methodText: '买家自提', carrier: '', trackingNo: '', deliveredAt: '2026-11-26 09:00:00', byName: '张敏' },
        },
        '2026-12-03 09:00:00',
      ),
    )!;
    expect(delivered[2]).toMatchObject({ title: '买家已在验货中心自提', state: 'done', lines: [`深圳验货中心：${SZ.address}`, '收货人：王强  13800000000'] });
    expect(delivered[3]).toMatchObject({ state: 'current', lines: ['2026-12-03 09:00 前未确认的，系统将自动确认收货'] });
    const done = logisticsTimeline(order(OrderStatus.Completed, { received: { at: '2026-11-27 09:00:00', auto: true } }))!;
    expect(done[3]).toMatchObject({ title: '系统自动确认收货', state: 'done' });
    // A failed inspection ends the road: no current step after it.
    const failed = logisticsTimeline(order(OrderStatus.Refunding, { inbound: { carrier: 'DHL', trackingNo: 'D1', shippedAt: '2026-11-24 10:00:00' }, inspection: { result: 'fail', resultText: '验货不通过', at: '2026-11-25 10:00:00' } }))!;
    expect(failed.map((s) => s.state)).toEqual(['done', 'failed', 'todo', 'todo']);
  });

  it("the buyer's delivery form: his last choice, the shared schema's messages, pickup without an address", () => {
    expect(deliveryValues(null)).toEqual({ method: 'express', receiverName: '', receiverPhone: '', address: '' });
    expect(deliveryValues(EXPRESS)).toEqual({ method: 'express', receiverName: '王强', receiverPhone: '13800000000', address: EXPRESS.address });
    expect(Object.keys(deliveryErrors(7, deliveryValues(null))).sort()).toEqual(['address', 'receiverName', 'receiverPhone']);
    expect(deliveryErrors(7, { method: 'express', receiverName: '王强', receiverPhone: '13800000000', address: '地址\u0000很长很长' }).address).toBe('不能包含控制字符');
    expect(deliveryErrors(7, { method: 'pickup', receiverName: '王强', receiverPhone: '13800000000', address: '' })).toEqual({});
    expect(deliveryRequest(7, { method: 'pickup', receiverName: ' 王强 ', receiverPhone: '13800000000', address: 'x' })).toEqual({ orderId: 7, method: 'pickup', receiverName: '王强', receiverPhone: '13800000000' });
  });

  it("平台发货 follows the buyer's choice: express needs carrier and tracking number, pickup nothing; no choice, no delivery", () => {
    expect(deliverPlan({ logistics: EMPTY })).toBeNull();
    expect(deliverErrors(7, null, { carrier: '', trackingNo: '' })).toEqual({ method: '买方尚未选择收货方式（快递寄送或买家自提），暂不能发货' });
    expect(deliverPlan({ logistics: { ...EMPTY, delivery: EXPRESS } })).toEqual({ method: 'express', lines: ['快递寄送给买方：王强  13800000000', EXPRESS.address] });
    expect(Object.keys(deliverErrors(7, 'express', { carrier: '', trackingNo: '' })).sort()).toEqual(['carrier', 'trackingNo']);
    expect(deliverErrors(7, 'express', { carrier: '顺丰速运', trackingNo: 'SF1234567' })).toEqual({});
    expect(deliverErrors(7, 'pickup', { carrier: '', trackingNo: '' })).toEqual({});
    expect(deliverRequest(7, 'pickup', { carrier: 'x', trackingNo: 'y' })).toEqual({ orderId: 7, method: 'pickup' });
  });
});

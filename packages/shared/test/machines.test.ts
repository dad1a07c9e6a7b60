import { describe, expect, it } from 'vitest';
import * as status from '../src/status/index.ts';
import type { StatusMachine } from '../src/status/machine.ts';

const TONES = ['default', 'processing', 'success', 'warning', 'danger'];
const ACTORS = ['owner', 'negotiator', 'businessFollower', 'inspector', 'operator', 'system'];

/** Every machine the status module exports (anything shaped like one), so a new machine is walked too. */
const machines = Object.entries(status as Record<string, unknown>)
  .filter(([, v]) => typeof v === 'object' && v !== null && 'moves' in v && 'labels' in v)
  .map(([k, v]) => [k, v as StatusMachine<number, string>] as const);

describe('status machines', () => {
  it('finds all fifteen', () => {
    expect(machines.map(([name]) => name).sort()).toEqual(
      ['accountMachine', 'companyVerifyMachine', 'depositMachine', 'disputeMachine', 'followMachine', 'goodsMachine', 'leadMachine', 'orderMachine', 'preOrderMachine', 'rfqMachine', 'rfqQuoteMachine', 'shopApplyMachine', 'stockImportMachine', 'transferMachine', 'withdrawalMachine'].sort(),
    );
  });

  describe.each(machines)('%s', (_, m) => {
    const codes = Object.keys(m.labels).map(Number);

    it('each status has a label and a tone of the palette', () => {
      expect(Object.keys(m.tones).map(Number).sort()).toEqual([...codes].sort());
      for (const s of codes) {
        expect(status.statusLabel(m, s)).not.toBe('');
        expect(TONES).toContain(status.statusTone(m, s));
      }
    });

    it('each move has a rule: from known statuses, by known actors, to a known status, holds of the palette', () => {
      for (const [name, move] of Object.entries(m.moves)) {
        expect(move.from.length, name).toBeGreaterThan(0);
        for (const s of move.from) expect(codes, name).toContain(s);
        expect(move.by.length, name).toBeGreaterThan(0);
        for (const a of move.by) expect(ACTORS, name).toContain(a);
        if (move.to !== undefined) expect(codes, name).toContain(move.to);
        expect(move.label, name).not.toBe('');
        for (const h of move.heldBy ?? []) expect(['dispute'], name).toContain(h);
      }
    });

    it('no unreachable status: each is initial or the end of some move', () => {
      expect(m.initial.length).toBeGreaterThan(0);
      const reached = new Set<number>([...m.initial, ...Object.values(m.moves).flatMap((mv) => (mv.to === undefined ? [] : [mv.to]))]);
      expect(codes.filter((s) => !reached.has(s))).toEqual([]);
    });
  });

  it('one tone per status wherever it shows: 退款中 danger, 已确认 / 跟单中 processing, a follow item 已退回 warning', () => {
    expect(status.statusTone(status.orderMachine, status.OrderStatus.Refunding)).toBe('danger');
    expect(status.statusTone(status.preOrderMachine, status.PreOrderStatus.Confirmed)).toBe('processing');
    expect(status.statusTone(status.preOrderMachine, status.PreOrderStatus.Following)).toBe('processing');
    expect(status.statusTone(status.followMachine, status.FollowStatus.Released)).toBe('warning');
  });

  it('canMove reads the holds: the dispute holds ship, confirm receipt, auto-confirm, cancel and refund, not the decision', () => {
    const { orderMachine, OrderStatus, canMove } = status;
    expect(canMove(orderMachine, 'ship', OrderStatus.AwaitingShipment, 'owner')).toBe(true);
    expect(canMove(orderMachine, 'ship', OrderStatus.AwaitingShipment, 'owner', ['dispute'])).toBe(false);
    const held = Object.entries(orderMachine.moves).filter(([, mv]) => mv.heldBy?.includes('dispute')).map(([k]) => k);
    expect(held.sort()).toEqual(['autoConfirm', 'cancel', 'confirmReceipt', 'deliver', 'refund', 'ship']);
    expect(canMove(orderMachine, 'disputeRelease', OrderStatus.AwaitingShipment, 'operator', ['dispute'])).toBe(true);
  });

  it('the platform leg (issue 22): 验货通过 → 待平台发货; deliver (inspector or operator) → 待收货; receipt only after it', () => {
    const { orderMachine, OrderStatus, canMove } = status;
    expect(orderMachine.moves.inspectPass.to).toBe(OrderStatus.AwaitingDelivery);
    expect(status.statusLabel(orderMachine, OrderStatus.AwaitingDelivery)).toBe('待平台发货');
    expect(canMove(orderMachine, 'deliver', OrderStatus.AwaitingDelivery, 'inspector')).toBe(true);
    expect(canMove(orderMachine, 'deliver', OrderStatus.AwaitingDelivery, 'operator')).toBe(true);
    expect(canMove(orderMachine, 'deliver', OrderStatus.AwaitingDelivery, 'owner')).toBe(false);
    expect(canMove(orderMachine, 'deliver', OrderStatus.AwaitingDelivery, 'operator', ['dispute'])).toBe(false);
    expect(orderMachine.moves.deliver.to).toBe(OrderStatus.AwaitingReceipt);
    for (const move of ['confirmReceipt', 'autoConfirm'] as const) expect(orderMachine.moves[move].from).toEqual([OrderStatus.AwaitingReceipt]);
    expect(status.ORDER_NEXT_STEP[OrderStatus.AwaitingDelivery].who).toBe('平台');
    expect(status.ORDER_TABS.find((t) => t.orderStatus === 2)!.statuses).toContain(OrderStatus.AwaitingDelivery);
    expect(status.DISPUTABLE_ORDER_STATUSES).toContain(OrderStatus.AwaitingDelivery);
  });

  it('shopStatusOf: staff 1; an ordinary user 0 while under review, else null', () => {
    expect(status.shopStatusOf(true, null)).toBe(1);
    expect(status.shopStatusOf(true, status.ShopApplyStatus.Rejected)).toBe(1);
    expect(status.shopStatusOf(false, status.ShopApplyStatus.UnderReview)).toBe(0);
    expect(status.shopStatusOf(false, status.ShopApplyStatus.Rejected)).toBeNull();
    expect(status.shopStatusOf(false, status.ShopApplyStatus.Approved)).toBeNull();
  });
});

describe('rating tags', () => {
  it("an order's tags are both sides' (ORDER_PARTY_TAGS), each once", async () => {
    const { ORDER_PARTY_TAGS, RATING_TAGS } = await import('../src/constants');
    expect([...RATING_TAGS.order].sort()).toEqual([...new Set([...ORDER_PARTY_TAGS.seller, ...ORDER_PARTY_TAGS.buyer])].sort());
  });
});

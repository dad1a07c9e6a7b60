import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { BusinessType, FollowIdentity, FollowModel, FollowType } from '@mts/shared/constants';
import { FollowStatus, OrderStatus } from '@mts/shared/status';
import { dispatchKeys } from '../api/keys';
import { availableActions, AWAITING_PAYMENT_ORDERS, followActions, payPath, poolSlotText } from './follow-actions';
import { newOrderLine, shouldPromptNewOrders } from './new-order-tip';
import { ageText, followDetailPath, poolRoleOf, releaseText } from './pool';
import { dropFromPools, withoutRow } from './pool-cache';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const item = { id: 7, type: FollowType.Clue, model: FollowModel.Seller, identity: FollowIdentity.Negotiator, status: FollowStatus.Pending, clueId: 42, orderId: null, preOrderId: null };

describe('poolRoleOf', () => {
  it('gives negotiators the lead pool and business followers the intention orders, nobody else a pool', () => {
    expect(poolRoleOf(BusinessType.Negotiator)).toMatchObject({ kind: 'lead', identity: 10, blockType: 10, blockConfirm: '确定屏蔽该条线索吗？', pendingPath: '/follow/pendingFollow', title: '谈判人跟单' });
    expect(poolRoleOf(BusinessType.BusinessFollower)).toMatchObject({ kind: 'preOrder', identity: 20, blockType: 20, blockConfirm: '确定屏蔽该条信息吗？', pendingPath: '/follow/swPendingFollow', title: '商务跟单' });
    expect(poolRoleOf(BusinessType.Ordinary)).toBeNull();
    expect(poolRoleOf(BusinessType.Inspector)).toBeNull();
    expect(poolRoleOf(undefined)).toBeNull();
  });
  it('opens a follow item in its role detail page', () => {
    expect(followDetailPath({ id: 3, identity: FollowIdentity.Negotiator })).toBe('/follow/tprFollowDetail/3');
    expect(followDetailPath({ id: 3, identity: FollowIdentity.BusinessFollower })).toBe('/follow/swFollowDetail/3');
  });
});

describe('ageText and releaseText', () => {
  it('says how old a lead is', () => {
    expect(ageText('2026-11-24T07:59:40Z', NOW)).toBe('刚刚');
    expect(ageText('2026-11-24T07:55:00Z', NOW)).toBe('5 分钟前');
    expect(ageText('2026-11-24T05:00:00Z', NOW)).toBe('3 小时前');
    expect(ageText('2026-11-22T07:00:00Z', NOW)).toBe('2 天前');
    expect(ageText('not a date', NOW)).toBe('刚刚');
  });
  it('says when an unfollowed lead goes back to the pool', () => {
    expect(releaseText(null, NOW)).toBeNull();
    expect(releaseText('2026-11-24T13:30:00Z', NOW)).toBe('5 小时内未跟进将退回线索池');
    expect(releaseText('2026-11-24T08:20:00Z', NOW)).toBe('20 分钟内未跟进将退回线索池');
    expect(releaseText('2026-11-24T07:00:00Z', NOW)).toBe('即将退回线索池');
  });
});

describe('followActions (spec section 4)', () => {
  it('offers 发布商品 on a pending lead item only', () => {
    expect(followActions(item)).toEqual([{ key: 'publishGoods', label: '发布商品', path: '/source/publishGoods?id=42' }]);
    expect(followActions({ ...item, status: FollowStatus.Done })).toEqual([]);
    expect(followActions({ ...item, status: FollowStatus.Released })).toEqual([]);
  });
  it('lets the negotiator confirm (model 1) or edit (model 2) a pending intention order', () => {
    const trade = { ...item, type: FollowType.Trade, preOrderId: 9, clueId: null };
    expect(followActions(trade)[0]).toMatchObject({ key: 'confirmPreOrder', path: '/follow/tpr/confirmPreOrder?orderId=9&followId=7' });
    expect(followActions({ ...trade, model: FollowModel.Buyer })[0]).toMatchObject({ key: 'editPreOrder', path: '/follow/tpr/editPreOrder?orderId=9&followId=7' });
  });
  it('lets the business follower confirm the contract (model 1, orderId > 0) and nothing without an order', () => {
    const trade = { ...item, type: FollowType.Trade, identity: FollowIdentity.BusinessFollower, clueId: null, preOrderId: 9 };
    expect(followActions({ ...trade, orderId: 5 })).toEqual([{ key: 'confirmContract', label: '确认合同', path: '/follow/confirmTradeContract?orderId=5&followId=7' }]);
    expect(followActions({ ...trade, orderId: 0 })).toEqual([]);
    expect(followActions({ ...trade, orderId: null })).toEqual([]);
  });
  it('lets the buyer-side follower generate the contract until one exists, again once it was returned', () => {
    const trade = { ...item, type: FollowType.Trade, identity: FollowIdentity.BusinessFollower, model: FollowModel.Buyer, clueId: null, preOrderId: 9 };
    expect(followActions(trade)).toEqual([{ key: 'generateContract', label: '生成合同', path: '/follow/generateTradeContract?id=7' }]);
    // drawn, waiting for the seller side: nothing to do but look at the order
    expect(followActions({ ...trade, orderId: 5, order: { status: OrderStatus.AwaitingContract } })).toEqual([
      { key: 'viewOrder', label: '查看订单', path: '/myxg/myDetails?id=5&source=order' },
    ]);
    expect(followActions({ ...trade, orderId: 5, order: { status: OrderStatus.Closed } }).map((a) => a.key)).toEqual(['generateContract']);
  });
  it('offers 去支付 at status 5 (待付款), leading to /externalPay (the bank transfer record)', () => {
    const trade = { ...item, type: FollowType.Trade, identity: FollowIdentity.BusinessFollower, model: FollowModel.Buyer, clueId: null, preOrderId: 9 };
    const awaiting = { ...trade, status: FollowStatus.AwaitingPayment, orderId: 5, order: { status: OrderStatus.AwaitingPayment } };
    expect(followActions(awaiting)).toEqual([{ key: 'pay', label: '去支付', path: '/externalPay?orderId=5' }]);
    expect(payPath(5)).toBe('/externalPay?orderId=5');
    expect(followActions({ ...awaiting, orderId: null })).toEqual([]);
  });
  it('gives a finished business follower item only 查看订单, a negotiator nothing once confirmed', () => {
    const done = { ...item, type: FollowType.Trade, identity: FollowIdentity.BusinessFollower, clueId: null, status: FollowStatus.Done, orderId: 5 };
    expect(followActions(done)).toEqual([{ key: 'viewOrder', label: '查看订单', path: '/myxg/myDetails?id=5&source=order' }]);
    expect(followActions({ ...item, type: FollowType.Trade, clueId: null, preOrderId: 9, status: FollowStatus.Done })).toEqual([]);
    expect(followActions({ ...item, type: FollowType.Trade, clueId: null, preOrderId: 9, status: FollowStatus.Closed })).toEqual([]);
  });
  it('keeps 去支付 when its page is missing (to the orders awaiting payment) and drops other missing pages', () => {
    const actions = [
      { key: 'pay' as const, label: '去支付', path: '/externalPay?orderId=5' },
      { key: 'viewOrder' as const, label: '查看订单', path: '/myxg/myDetails?id=5&source=order' },
    ];
    const noOrderPage = (p: string) => !p.startsWith('/myxg/myDetails') && !p.startsWith('/externalPay');
    expect(availableActions(actions, noOrderPage)).toEqual([{ key: 'pay', label: '去支付', path: AWAITING_PAYMENT_ORDERS }]);
    expect(availableActions(actions, () => true)).toEqual(actions);
  });
  it('names the pool slot: model 2 买方商务 (生成合同), model 1 卖方商务 (确认合同)', () => {
    expect(poolSlotText(FollowModel.Buyer)).toEqual({ side: '买方商务', work: '生成合同' });
    expect(poolSlotText(FollowModel.Seller)).toEqual({ side: '卖方商务', work: '确认合同' });
  });
});

describe('shouldPromptNewOrders', () => {
  it('prompts staff with a non-empty pool once per session', () => {
    expect(shouldPromptNewOrders(BusinessType.Negotiator, 3, false)).toBe(true);
    expect(shouldPromptNewOrders(BusinessType.BusinessFollower, 1, false)).toBe(true);
    expect(shouldPromptNewOrders(BusinessType.Negotiator, 3, true)).toBe(false);
    expect(shouldPromptNewOrders(BusinessType.Negotiator, 0, false)).toBe(false);
    expect(shouldPromptNewOrders(BusinessType.Negotiator, undefined, false)).toBe(false);
    expect(shouldPromptNewOrders(BusinessType.Ordinary, 3, false)).toBe(false);
  });
});

describe('pool cache', () => {
  const page = (ids: number[], total: number) => ({ rows: ids.map((id) => ({ id })), total });
  it('drops a row from one page and from an infinite list, lowering the total once', () => {
    expect(withoutRow(page([1, 2, 3], 12), 2)).toEqual(page([1, 3], 11));
    const same = page([1, 3], 11);
    expect(withoutRow(same, 9)).toBe(same);
    const infinite = { pages: [page([1, 2], 12), page([3, 4], 12)], pageParams: [1, 2] };
    expect(withoutRow(infinite, 4)).toEqual({ pages: [page([1, 2], 11), page([3], 11)], pageParams: [1, 2] });
    expect(withoutRow(undefined, 4)).toBeUndefined();
  });
  it('drops the row from every cached list of that pool only', () => {
    const client = new QueryClient();
    client.setQueryData([...dispatchKeys.leadPool(), 'newest'], page([5], 8));
    client.setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5, 6], 8)], pageParams: [1] });
    client.setQueryData([...dispatchKeys.preOrderPool(), 'newest'], page([5], 2));
    dropFromPools(client, 'lead', 5);
    expect(client.getQueryData([...dispatchKeys.leadPool(), 'newest'])).toEqual(page([], 7));
    expect(client.getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [page([6], 7)], pageParams: [1] });
    expect(client.getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual(page([5], 2));
  });
});

describe('newOrderLine: what the 您有新订单! prompt says is new (issue 22)', () => {
  it('counts new leads for a negotiator and intention orders for a business follower', () => {
    expect(newOrderLine('lead', 3)).toBe('3 条新线索待抢单');
    expect(newOrderLine('preOrder', 2)).toBe('2 个意向单待跟进');
  });
});

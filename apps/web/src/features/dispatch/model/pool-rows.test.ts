import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { BusinessType } from '@mts/shared/constants';
import { DispatchMsg } from '@mts/shared/messages';
import { dispatchKeys } from '../api/keys';
import { afterGrabPath, blockOf, grabBodyOf, poolRoleOf } from './pool';
import { dropFromPools, poolRowKey, withoutRow } from './pool-cache';

const negotiator = poolRoleOf(BusinessType.Negotiator)!;
const follower = poolRoleOf(BusinessType.BusinessFollower)!;

describe('rows of the negotiators’ pool are known by kind + id (issue 23)', () => {
  it('grabs a lead plainly, an intention order with type 30; a business follower’s row with identity 20', () => {
    expect(grabBodyOf(negotiator, { id: 5, kind: 'lead' })).toEqual({ id: 5, identity: 10 });
    expect(grabBodyOf(negotiator, { id: 5, kind: 'preOrder' })).toEqual({ id: 5, identity: 10, type: 30 });
    expect(grabBodyOf(follower, { id: 5 })).toEqual({ id: 5, identity: 20 });
  });

  it('blocks an intention order with type 20 and the pre-order text in either pool, a lead with type 10', () => {
    expect(blockOf(negotiator, { id: 5, kind: 'lead' })).toEqual({ body: { bizMsgId: 5, blockType: 10 }, confirm: DispatchMsg.blockLeadConfirm });
    expect(blockOf(negotiator, { id: 5, kind: 'preOrder' })).toEqual({ body: { bizMsgId: 5, blockType: 20 }, confirm: DispatchMsg.blockPreOrderConfirm });
    expect(blockOf(follower, { id: 5 })).toEqual({ body: { bizMsgId: 5, blockType: 20 }, confirm: DispatchMsg.blockPreOrderConfirm });
  });

  it('after taking an intention order opens 确认意向单 (model 1) or 修改意向单 (model 2); other grabs stay', () => {
    expect(afterGrabPath({ followId: 77, id: 5, identity: 10, type: 30, model: 1 })).toBe('/follow/tpr/confirmPreOrder?orderId=5&followId=77');
    expect(afterGrabPath({ followId: 77, id: 5, identity: 10, type: 30, model: 2 })).toBe('/follow/tpr/editPreOrder?orderId=5&followId=77');
    expect(afterGrabPath({ followId: 78, id: 5, identity: 10, type: 10, model: 1 })).toBeNull();
    expect(afterGrabPath({ followId: 79, id: 5, identity: 20, type: 30, model: 2 })).toBeNull();
    expect(afterGrabPath({ followId: 80, id: 5, identity: 10 })).toBeNull();
  });

  it('keys rows by kind + id, a row without a kind by its pool', () => {
    expect(poolRowKey({ id: 5, kind: 'lead' })).toBe('lead-5');
    expect(poolRowKey({ id: 5, kind: 'preOrder' })).toBe('preOrder-5');
    expect(poolRowKey({ id: 5 })).toBe('lead-5');
    expect(poolRowKey({ id: 5 }, 'preOrder')).toBe('preOrder-5');
  });

  it('drops only the row of that kind: a lead and an intention order with the same id stay apart', () => {
    const mixed = { rows: [{ id: 5, kind: 'preOrder' as const }, { id: 5, kind: 'lead' as const }, { id: 6, kind: 'lead' as const }], total: 3 };
    expect(withoutRow(mixed, 5)).toEqual({ rows: [{ id: 5, kind: 'preOrder' }, { id: 6, kind: 'lead' }], total: 2 });
    expect(withoutRow(mixed, 5, 'lead', 'preOrder')).toEqual({ rows: [{ id: 5, kind: 'lead' }, { id: 6, kind: 'lead' }], total: 2 });
    const client = new QueryClient();
    client.setQueryData(dispatchKeys.leadPoolPages({}), { pages: [mixed], pageParams: [1] });
    client.setQueryData([...dispatchKeys.preOrderPool(), 'newest'], { rows: [{ id: 5 }], total: 1 });
    dropFromPools(client, 'lead', 5, 'preOrder');
    expect(client.getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [{ rows: [{ id: 5, kind: 'lead' }, { id: 6, kind: 'lead' }], total: 2 }], pageParams: [1] });
    expect(client.getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual({ rows: [{ id: 5 }], total: 1 });
    dropFromPools(client, 'preOrder', 5);
    expect(client.getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual({ rows: [], total: 0 });
  });
});

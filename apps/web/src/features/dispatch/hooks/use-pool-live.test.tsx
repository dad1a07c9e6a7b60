import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { mountLiveHook } from '@/test/live-hook';
import { dispatchKeys } from '../api/keys';
import { usePoolLive } from './use-pool-live';

const page = (ids: number[], total: number) => ({ rows: ids.map((id) => ({ id })), total });
const user = { token: 'x'.repeat(43), userId: 3, businessType: 10, shopStatus: 1, mobile: '13912345678', avatar: '', userType: '谈判人', nick_name: '李娜', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('usePoolLive', () => {
  const live = mountLiveHook(usePoolLive, user);

  it('drops a taken or blocked lead from every cached pool page, and a taken pre-order from the other pool only', () => {
    live.client().setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5, 6], 2)], pageParams: [1] });
    live.client().setQueryData([...dispatchKeys.preOrderPool(), 'newest'], page([6], 1));
    const ws = live.socket();
    ws.serverSends({ type: 'ready', userId: 3 });
    ws.serverSends({ type: 'lead.taken', id: 5 });
    expect(live.client().getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [page([6], 1)], pageParams: [1] });
    ws.serverSends({ type: 'lead.blocked', id: 6 });
    expect(live.client().getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [page([], 0)], pageParams: [1] });
    expect(live.client().getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual(page([6], 1));
    ws.serverSends({ type: 'preOrder.taken', id: 6 });
    expect(live.client().getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual(page([], 0));
  });

  it('keeps an intention order of the negotiators’ pool apart from a lead with the same id (issue 23)', () => {
    const rows = (...r: [number, 'lead' | 'preOrder'][]) => r.map(([id, kind]) => ({ id, kind }));
    live.client().setQueryData(dispatchKeys.leadPoolPages({}), { pages: [{ rows: rows([5, 'preOrder'], [5, 'lead'], [6, 'preOrder']), total: 3 }], pageParams: [1] });
    const ws = live.socket();
    ws.serverSends({ type: 'preOrder.poolTaken', id: 5 });
    expect(live.client().getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [{ rows: rows([5, 'lead'], [6, 'preOrder']), total: 2 }], pageParams: [1] });
    ws.serverSends({ type: 'preOrder.blocked', id: 6 });
    expect(live.client().getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [{ rows: rows([5, 'lead']), total: 1 }], pageParams: [1] });
    ws.serverSends({ type: 'preOrder.poolNew', id: 9 });
    expect(live.stale(dispatchKeys.leadPoolPages({}))).toBe(true);
  });

  it('marks the pool stale on a new lead, my follow items on follow.changed, and everything of dispatch on every ready', () => {
    const { stale } = live;
    live.client().setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5], 1)], pageParams: [1] });
    live.client().setQueryData(dispatchKeys.followPage({ pageNum: 1 }), page([1], 1));
    const ws = live.socket();
    ws.serverSends({ type: 'lead.new', id: 9 });
    expect(stale(dispatchKeys.leadPoolPages({}))).toBe(true);
    expect(stale(dispatchKeys.followPage({ pageNum: 1 }))).toBe(false);
    ws.serverSends({ type: 'follow.changed', id: 1, status: 4 });
    expect(stale(dispatchKeys.followPage({ pageNum: 1 }))).toBe(true);

    live.client().setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5], 1)], pageParams: [1] });
    live.client().setQueryData(dispatchKeys.followPage({ pageNum: 1 }), page([1], 1));
    ws.serverSends({ type: 'ready', userId: 3 });
    expect(stale(dispatchKeys.leadPoolPages({}))).toBe(true);
    expect(stale(dispatchKeys.followPage({ pageNum: 1 }))).toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from '@/test/fake-socket';
import { dispatchKeys } from '../api/keys';
import { usePoolLive } from './use-pool-live';

const page = (ids: number[], total: number) => ({ rows: ids.map((id) => ({ id })), total });
const user = { token: 'x'.repeat(43), userId: 3, businessType: 10, shopStatus: 1, mobile: '13912345678', avatar: '', userType: '谈判人', nick_name: '李娜', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('usePoolLive', () => {
  let stop = () => {};
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new QueryClient();
    useSession.getState().login(user);
    renderHook(() => usePoolLive(), { wrapper });
    act(() => {
      stop = startRealtime();
    });
  });
  afterEach(() => {
    act(() => stop());
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('drops a taken or blocked lead from every cached pool page, and a taken pre-order from the other pool only', () => {
    client.setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5, 6], 2)], pageParams: [1] });
    client.setQueryData([...dispatchKeys.preOrderPool(), 'newest'], page([6], 1));
    const ws = FakeSocket.all[0]!;
    ws.serverSends({ type: 'ready', userId: 3 });
    ws.serverSends({ type: 'lead.taken', id: 5 });
    expect(client.getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [page([6], 1)], pageParams: [1] });
    ws.serverSends({ type: 'lead.blocked', id: 6 });
    expect(client.getQueryData(dispatchKeys.leadPoolPages({}))).toEqual({ pages: [page([], 0)], pageParams: [1] });
    expect(client.getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual(page([6], 1));
    ws.serverSends({ type: 'preOrder.taken', id: 6 });
    expect(client.getQueryData([...dispatchKeys.preOrderPool(), 'newest'])).toEqual(page([], 0));
  });

  it('marks the pool stale on a new lead, my follow items on follow.changed, and everything of dispatch on every ready', () => {
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    client.setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5], 1)], pageParams: [1] });
    client.setQueryData(dispatchKeys.followPage({ pageNum: 1 }), page([1], 1));
    const ws = FakeSocket.all[0]!;
    ws.serverSends({ type: 'lead.new', id: 9 });
    expect(stale(dispatchKeys.leadPoolPages({}))).toBe(true);
    expect(stale(dispatchKeys.followPage({ pageNum: 1 }))).toBe(false);
    ws.serverSends({ type: 'follow.changed', id: 1, status: 4 });
    expect(stale(dispatchKeys.followPage({ pageNum: 1 }))).toBe(true);

    client.setQueryData(dispatchKeys.leadPoolPages({}), { pages: [page([5], 1)], pageParams: [1] });
    client.setQueryData(dispatchKeys.followPage({ pageNum: 1 }), page([1], 1));
    ws.serverSends({ type: 'ready', userId: 3 });
    expect(stale(dispatchKeys.leadPoolPages({}))).toBe(true);
    expect(stale(dispatchKeys.followPage({ pageNum: 1 }))).toBe(true);
  });
});

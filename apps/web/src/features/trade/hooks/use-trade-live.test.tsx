import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from '@/test/fake-socket';
import { tradeKeys } from '../api/keys';
import { externalPayInfoKey } from '../api/money-keys';
import { useTradeLive } from './use-trade-live';

const buyer = { token: 'b'.repeat(43), userId: 8, businessType: 0, shopStatus: null, mobile: '13912345670', avatar: '', userType: '普通用户', nick_name: '王强', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useTradeLive (a contract confirmed elsewhere shows at once in my orders)', () => {
  let stop = () => {};
  let client: QueryClient;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new QueryClient();
    useSession.getState().login(buyer);
    renderHook(() => useTradeLive(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    act(() => {
      stop = startRealtime();
    });
  });
  afterEach(() => {
    act(() => stop());
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('reloads the order lists and that order (with its transfer info) on order.status, and the lists on every ready', () => {
    const list = tradeKeys.orderPages('buy', { orderStatus: 0 });
    client.setQueryData(list, { pages: [], pageParams: [] });
    client.setQueryData(tradeKeys.order(5), { id: 5 });
    client.setQueryData(tradeKeys.order(6), { id: 6 });
    client.setQueryData(externalPayInfoKey(5), { orderId: 5 });
    const ws = FakeSocket.all[0]!;
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(list)).toBe(false);
    ws.serverSends({ type: 'order.status', id: 5, status: 20 });
    expect(stale(list)).toBe(true);
    expect(stale(tradeKeys.order(5))).toBe(true);
    expect(stale(tradeKeys.order(6))).toBe(false);
    // paid by transfer: that order's transfer info (under the order's key) reloads too
    expect(stale(externalPayInfoKey(5))).toBe(true);

    client.setQueryData(list, { pages: [], pageParams: [] });
    ws.serverSends({ type: 'ready', userId: 8 });
    expect(stale(list)).toBe(true);
  });
});

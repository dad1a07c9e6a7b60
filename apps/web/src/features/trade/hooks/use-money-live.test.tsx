import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from '@/test/fake-socket';
import { useMoneyLive } from './use-money-live';

const seller = { token: 's'.repeat(43), userId: 9, businessType: 0, shopStatus: null, mobile: '13912345671', avatar: '', userType: '普通用户', nick_name: '刘洋', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useMoneyLive (an order of mine settled elsewhere: my balance shows it at once)', () => {
  let stop = () => {};
  let client: QueryClient;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new QueryClient();
    useSession.getState().login(seller);
    renderHook(() => useMoneyLive(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    act(() => {
      stop = startRealtime();
    });
  });
  afterEach(() => {
    act(() => stop());
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('reloads the balances (the user centre’s and the wallet’s) on order.status, nothing on other events', () => {
    client.setQueryData(['users', 'balance'], { accounts: [] });
    client.setQueryData(['wallet', 'statement'], { rows: [] });
    client.setQueryData(['users', 'info'], { nick_name: '刘洋' });
    const ws = FakeSocket.all[0]!;
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(['users', 'balance'])).toBe(false);
    ws.serverSends({ type: 'order.status', id: 5, status: 50 });
    expect(stale(['users', 'balance'])).toBe(true);
    expect(stale(['wallet', 'statement'])).toBe(true);
    expect(stale(['users', 'info'])).toBe(false);
  });
});

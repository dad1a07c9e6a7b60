import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from '@/test/fake-socket';
import { useWalletLive } from './use-wallet-live';

const me = { token: 'w'.repeat(43), userId: 9, businessType: 0, shopStatus: null, mobile: '13912345671', avatar: '', userType: '普通用户', nick_name: '刘洋', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useWalletLive (the wallet page follows money moved elsewhere)', () => {
  let stop = () => {};
  let client: QueryClient;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new QueryClient();
    useSession.getState().login(me);
    renderHook(() => useWalletLive(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    act(() => {
      stop = startRealtime();
    });
  });
  afterEach(() => {
    act(() => stop());
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('an operator confirming my deposit (wallet.changed) reloads the balance and the wallet lists; other events do not', () => {
    client.setQueryData(['users', 'balance'], { accounts: [] });
    client.setQueryData(['wallet', 'deposits', 'pages', 10], { pages: [] });
    const ws = FakeSocket.all[0]!;
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(['users', 'balance'])).toBe(false);
    ws.serverSends({ type: 'wallet.changed', id: 3, kind: 'deposit' });
    expect(stale(['users', 'balance'])).toBe(true);
    expect(stale(['wallet', 'deposits', 'pages', 10])).toBe(true);
  });
});

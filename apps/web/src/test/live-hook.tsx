import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from './fake-socket';

/**
 * Mounts a live hook (one that reloads queries on realtime pushes) for each test of the calling `describe`: a fake
 * websocket, a fresh query client, `user` logged in, the realtime connection started. `socket()` is the fake server
 * end (`serverSends`), `stale(key)` whether a query was invalidated.
 */
export function mountLiveHook(useHook: () => void, user: LoginResult) {
  let stop = () => {};
  const state = { client: new QueryClient() };
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    state.client = new QueryClient();
    useSession.getState().login(user);
    const client = state.client;
    renderHook(() => useHook(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    act(() => {
      stop = startRealtime();
    });
  });
  afterEach(() => {
    act(() => stop());
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });
  return {
    client: () => state.client,
    socket: () => FakeSocket.all[0]!,
    stale: (key: readonly unknown[]) => state.client.getQueryState(key)?.isInvalidated,
  };
}

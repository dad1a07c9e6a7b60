import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from '@/test/fake-socket';
import { clueKeys } from '../api/keys';
import { useMyLeadsLive } from './use-my-leads-live';

const owner = { token: 'o'.repeat(43), userId: 8, businessType: 0, shopStatus: null, mobile: '13912345670', avatar: '', userType: '普通用户', nick_name: '王强', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useMyLeadsLive (the owner sees a grab, publish, close or release in 我的信息)', () => {
  let stop = () => {};
  let client: QueryClient;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new QueryClient();
    useSession.getState().login(owner);
    renderHook(() => useMyLeadsLive(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    act(() => {
      stop = startRealtime();
    });
  });
  afterEach(() => {
    act(() => stop());
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('reloads my lead lists and that lead on lead.status, and the lists on every ready', () => {
    client.setQueryData(clueKeys.minePages({ type: 1 }), { pages: [], pageParams: [] });
    client.setQueryData(clueKeys.record(5), { id: 5 });
    client.setQueryData(clueKeys.record(6), { id: 6 });
    const ws = FakeSocket.all[0]!;
    ws.serverSends({ type: 'lead.new', id: 5 });
    expect(stale(clueKeys.minePages({ type: 1 }))).toBe(false);
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(clueKeys.minePages({ type: 1 }))).toBe(true);
    expect(stale(clueKeys.record(5))).toBe(true);
    expect(stale(clueKeys.record(6))).toBe(false);

    client.setQueryData(clueKeys.minePages({ type: 1 }), { pages: [], pageParams: [] });
    ws.serverSends({ type: 'ready', userId: 8 });
    expect(stale(clueKeys.minePages({ type: 1 }))).toBe(true);
  });
});

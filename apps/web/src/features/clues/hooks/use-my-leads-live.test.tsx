import { describe, expect, it } from 'vitest';
import { mountLiveHook } from '@/test/live-hook';
import type { LoginResult } from '@mts/shared/schemas';
import { clueKeys } from '../api/keys';
import { useMyLeadsLive } from './use-my-leads-live';

const owner = { token: 'o'.repeat(43), userId: 8, businessType: 0, shopStatus: null, mobile: '13912345670', avatar: '', userType: '普通用户', nick_name: '王强', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useMyLeadsLive (the owner sees a grab, publish, close or release in 我的信息)', () => {
  const live = mountLiveHook(useMyLeadsLive, owner);
  const stale = live.stale;

  it('reloads my lead lists and that lead on lead.status, and the lists on every ready', () => {
    live.client().setQueryData(clueKeys.minePages({ type: 1 }), { pages: [], pageParams: [] });
    live.client().setQueryData(clueKeys.record(5), { id: 5 });
    live.client().setQueryData(clueKeys.record(6), { id: 6 });
    const ws = live.socket();
    ws.serverSends({ type: 'lead.new', id: 5 });
    expect(stale(clueKeys.minePages({ type: 1 }))).toBe(false);
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(clueKeys.minePages({ type: 1 }))).toBe(true);
    expect(stale(clueKeys.record(5))).toBe(true);
    expect(stale(clueKeys.record(6))).toBe(false);

    live.client().setQueryData(clueKeys.minePages({ type: 1 }), { pages: [], pageParams: [] });
    ws.serverSends({ type: 'ready', userId: 8 });
    expect(stale(clueKeys.minePages({ type: 1 }))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { mountLiveHook } from '@/test/live-hook';
import type { LoginResult } from '@mts/shared/schemas';
import { useWalletLive } from './use-wallet-live';

const me = { token: 'w'.repeat(43), userId: 9, businessType: 0, shopStatus: null, mobile: '13912345671', avatar: '', userType: '普通用户', nick_name: '刘洋', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useWalletLive (the wallet page follows money moved elsewhere)', () => {
  const live = mountLiveHook(useWalletLive, me);
  const stale = live.stale;

  it('an operator confirming my deposit (wallet.changed) reloads the balance and the wallet lists; other events do not', () => {
    live.client().setQueryData(['users', 'balance'], { accounts: [] });
    live.client().setQueryData(['wallet', 'deposits', 'pages', 10], { pages: [] });
    const ws = live.socket();
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(['users', 'balance'])).toBe(false);
    ws.serverSends({ type: 'wallet.changed', id: 3, kind: 'deposit' });
    expect(stale(['users', 'balance'])).toBe(true);
    expect(stale(['wallet', 'deposits', 'pages', 10])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { mountLiveHook } from '@/test/live-hook';
import type { LoginResult } from '@mts/shared/schemas';
import { useMoneyLive } from './use-money-live';

const seller = { token: 's'.repeat(43), userId: 9, businessType: 0, shopStatus: null, mobile: '13912345671', avatar: '', userType: '普通用户', nick_name: '刘洋', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useMoneyLive (an order of mine settled elsewhere: my balance shows it at once)', () => {
  const live = mountLiveHook(useMoneyLive, seller);
  const stale = live.stale;

  it('reloads the balances (the user centre’s and the wallet’s) on order.status, nothing on other events', () => {
    live.client().setQueryData(['users', 'balance'], { accounts: [] });
    live.client().setQueryData(['wallet', 'statement'], { rows: [] });
    live.client().setQueryData(['users', 'info'], { nick_name: '刘洋' });
    const ws = live.socket();
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(['users', 'balance'])).toBe(false);
    ws.serverSends({ type: 'order.status', id: 5, status: 50 });
    expect(stale(['users', 'balance'])).toBe(true);
    expect(stale(['wallet', 'statement'])).toBe(true);
    expect(stale(['users', 'info'])).toBe(false);
  });
});

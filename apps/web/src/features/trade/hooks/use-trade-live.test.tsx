import { describe, expect, it } from 'vitest';
import { mountLiveHook } from '@/test/live-hook';
import type { LoginResult } from '@mts/shared/schemas';
import { tradeKeys } from '../api/keys';
import { externalPayInfoKey } from '../api/money-keys';
import { useTradeLive } from './use-trade-live';

const buyer = { token: 'b'.repeat(43), userId: 8, businessType: 0, shopStatus: null, mobile: '13912345670', avatar: '', userType: '普通用户', nick_name: '王强', goodlevel: 1, authnStatus: 1 } as LoginResult;

describe('useTradeLive (a contract confirmed elsewhere shows at once in my orders)', () => {
  const live = mountLiveHook(useTradeLive, buyer);
  const stale = live.stale;

  it('reloads the order lists and that order (with its transfer info) on order.status, and the lists on every ready', () => {
    const list = tradeKeys.orderPages('buy', { orderStatus: 0 });
    live.client().setQueryData(list, { pages: [], pageParams: [] });
    live.client().setQueryData(tradeKeys.order(5), { id: 5 });
    live.client().setQueryData(tradeKeys.order(6), { id: 6 });
    live.client().setQueryData(externalPayInfoKey(5), { orderId: 5 });
    const ws = live.socket();
    ws.serverSends({ type: 'lead.status', id: 5, status: 10 });
    expect(stale(list)).toBe(false);
    ws.serverSends({ type: 'order.status', id: 5, status: 20 });
    expect(stale(list)).toBe(true);
    expect(stale(tradeKeys.order(5))).toBe(true);
    expect(stale(tradeKeys.order(6))).toBe(false);
    // paid by transfer: that order's transfer info (under the order's key) reloads too
    expect(stale(externalPayInfoKey(5))).toBe(true);

    live.client().setQueryData(list, { pages: [], pageParams: [] });
    ws.serverSends({ type: 'ready', userId: 8 });
    expect(stale(list)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { useWalletQuery } from './wallet-page';

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
const mount = (url: string) => renderHook(() => ({ wallet: useWalletQuery(), search: useLocation().search }), { wrapper: at(url) });

describe('useWalletQuery: the wallet page address on both apps', () => {
  it('reads the tab, the chosen currency, the statement filter and page and the rewards filter', () => {
    const { result } = mount('/w?tab=rewards&currency=10&kind=deposit&unit=0&page=2&reward=jb');
    expect(result.current.wallet).toMatchObject({ tab: 'rewards', initialCurrency: 10, filter: { kind: 'deposit', priceUnit: 0 }, page: 2, rewardKind: 'jb' });
  });

  it('falls back on anything unknown', () => {
    const { result } = mount('/w?tab=nope&currency=3&reward=x&page=-1');
    expect(result.current.wallet).toMatchObject({ tab: 'statement', initialCurrency: undefined, rewardKind: undefined, page: 1 });
  });

  it('opens a tab with the account button currency, back at page 1, keeping the rest', () => {
    const { result } = mount('/w?tab=statement&page=3&kind=deposit');
    act(() => result.current.wallet.openTab('withdraw', 10));
    const params = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(params)).toEqual({ tab: 'withdraw', kind: 'deposit', currency: '10' });
  });

  it('pages the statement, and a new filter starts at page 1', () => {
    const { result } = mount('/w?tab=statement');
    act(() => result.current.wallet.setPage(2));
    expect(new URLSearchParams(result.current.search).get('page')).toBe('2');
    act(() => result.current.wallet.setFilter({ kind: 'withdraw' }));
    expect(Object.fromEntries(new URLSearchParams(result.current.search))).toEqual({ tab: 'statement', kind: 'withdraw' });
    act(() => result.current.wallet.setRewardKind('jf'));
    expect(new URLSearchParams(result.current.search).get('reward')).toBe('jf');
    act(() => result.current.wallet.setRewardKind(undefined));
    expect(new URLSearchParams(result.current.search).has('reward')).toBe(false);
  });
});

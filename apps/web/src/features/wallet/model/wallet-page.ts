import { useSearchParams } from 'react-router';
import { positiveInt } from '@/lib/query-params';
import { type AccountView, type Currency, isCurrency } from './accounts';
import { isRewardKind, type RewardKind } from './rewards';
import { filterFromQuery, filterToQuery, type StatementFilter } from './statement';
import { walletTabFromQuery, type WalletTab } from './wallet-tabs';

/**
 * The wallet page's address (both apps): the tab (?tab=), the currency a 充值 or 提现 button chose (?currency=),
 * the statement's filter and page (?kind=&unit=&page=) and the rewards' filter (?reward=). Opening a tab starts the
 * statement at page 1. The phone replaces the history entry; the desktop pushes one.
 */
export function useWalletQuery({ replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const update = (next: URLSearchParams) => setParams(next, { replace });
  const edit = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    update(next);
  };
  const currency = Number(params.get('currency'));
  const reward = params.get('reward');
  return {
    tab: walletTabFromQuery(params.get('tab')),
    initialCurrency: isCurrency(currency) ? currency : undefined,
    rewardKind: isRewardKind(reward) ? reward : undefined,
    filter: filterFromQuery(params),
    page: positiveInt(params.get('page')) ?? 1,
    /** A tab, with the currency of the account whose button opened it. */
    openTab: (key: WalletTab, currencyOf?: number) =>
      edit((next) => {
        next.set('tab', key);
        next.delete('page');
        if (currencyOf !== undefined) next.set('currency', String(currencyOf));
      }),
    setFilter: (filter: StatementFilter) => update(filterToQuery(params, filter)),
    setPage: (p: number) => edit((next) => (p > 1 ? next.set('page', String(p)) : next.delete('page'))),
    setRewardKind: (kind: RewardKind | undefined) => edit((next) => (kind ? next.set('reward', kind) : next.delete('reward'))),
  };
}

/** What the 提现 tab is given on both apps: the accounts, whether money may leave (real-name verified) and the name. */
export type WithdrawPaneProps = {
  accounts: AccountView[];
  /** Real-name verified (only then can money leave the wallet), and the verified name, masked. */
  verified: boolean;
  realName: string | undefined;
  initialCurrency?: Currency;
  /** 去实名认证. */
  onVerify: () => void;
};

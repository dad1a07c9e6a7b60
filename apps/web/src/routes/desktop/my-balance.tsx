import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { isVerified } from '@mts/shared/status';
import { userBalanceQueryOptions } from '@/features/users/api/get-user-balance';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { DepositPanel } from '@/features/wallet/components/desktop/deposit-panel';
import { RewardTable } from '@/features/wallet/components/desktop/reward-table';
import { StatementTable } from '@/features/wallet/components/desktop/statement-table';
import { WalletOverview } from '@/features/wallet/components/desktop/wallet-overview';
import { WithdrawPanel } from '@/features/wallet/components/desktop/withdraw-panel';
import { useWalletLive } from '@/features/wallet/hooks/use-wallet-live';
import { accountViews, isCurrency } from '@/features/wallet/model/accounts';
import { isRewardKind } from '@/features/wallet/model/rewards';
import { filterFromQuery, filterToQuery } from '@/features/wallet/model/statement';
import { WALLET_TABS, walletTabFromQuery, type WalletTab } from '@/features/wallet/model/wallet-tabs';
import { positiveInt } from '@/lib/query-params';

/**
 * /pc/my/myBalance in the user centre: the ¥ and $ accounts and 积分/金币, then the tabs 资金明细 · 充值 · 提现 ·
 * 积分金币. The address keeps the tab (?tab=), the statement's filter and page (?kind=&unit=&page=), the currency a
 * 充值 or 提现 button chose (?currency=) and the rewards' filter (?reward=).
 */
export function MyBalancePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  // Always fresh on entry: money may have moved since the user centre loaded it.
  const balance = useQuery({ ...userBalanceQueryOptions(Boolean(user)), staleTime: 0 });
  useWalletLive();

  const tab = walletTabFromQuery(params.get('tab'));
  const currency = Number(params.get('currency'));
  const initialCurrency = isCurrency(currency) ? currency : undefined;
  const reward = params.get('reward');
  const openTab = (key: WalletTab, extra: Record<string, string> = {}) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    next.delete('page');
    for (const [k, v] of Object.entries(extra)) next.set(k, v);
    setParams(next);
  };

  const panes: Record<WalletTab, ReactNode> = {
    statement: (
      <StatementTable
        filter={filterFromQuery(params)}
        page={positiveInt(params.get('page')) ?? 1}
        onFilter={(f) => setParams(filterToQuery(params, f))}
        onPage={(p) => {
          const next = new URLSearchParams(params);
          if (p > 1) next.set('page', String(p));
          else next.delete('page');
          setParams(next);
        }}
      />
    ),
    deposit: <DepositPanel key={`deposit-${initialCurrency}`} initialCurrency={initialCurrency} />,
    withdraw: (
      <WithdrawPanel
        key={`withdraw-${initialCurrency}`}
        accounts={accountViews(balance.data)}
        verified={isVerified(user)}
        realName={user?.realName}
        initialCurrency={initialCurrency}
        onVerify={() => navigate('/pc/realname')}
      />
    ),
    rewards: (
      <RewardTable
        kind={isRewardKind(reward) ? reward : undefined}
        onKind={(kind) => {
          const next = new URLSearchParams(params);
          if (kind) next.set('reward', kind);
          else next.delete('reward');
          setParams(next);
        }}
      />
    ),
  };

  return (
    <>
      <WalletOverview
        balance={balance.data}
        loading={balance.isPending}
        failed={balance.isError && !balance.data}
        onRetry={() => void balance.refetch()}
        onAction={(key, unit) => openTab(key, { currency: String(unit) })}
      />
      <section className="pc-card" data-testid="wallet-sections">
        <Tabs
          activeKey={tab}
          onChange={(key) => openTab(walletTabFromQuery(key))}
          items={WALLET_TABS.map((t) => ({ key: t.key, label: t.title }))}
          data-testid="wallet-tabs"
        />
        {panes[tab]}
      </section>
    </>
  );
}

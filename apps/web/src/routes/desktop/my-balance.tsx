import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isVerified } from '@mts/shared/status';
import { userBalanceQueryOptions } from '@/features/users/api/get-user-balance';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';
import { DepositPanel } from '@/features/wallet/components/desktop/deposit-panel';
import { RewardTable } from '@/features/wallet/components/desktop/reward-table';
import { StatementTable } from '@/features/wallet/components/desktop/statement-table';
import { WalletOverview } from '@/features/wallet/components/desktop/wallet-overview';
import { WithdrawPanel } from '@/features/wallet/components/desktop/withdraw-panel';
import { useWalletLive } from '@/features/wallet/hooks/use-wallet-live';
import { accountViews } from '@/features/wallet/model/accounts';
import { useWalletQuery } from '@/features/wallet/model/wallet-page';
import { WALLET_TABS, walletTabFromQuery, type WalletTab } from '@/features/wallet/model/wallet-tabs';

/**
 * /pc/my/myBalance in the user centre: the ¥ and $ accounts and 积分/金币, then the tabs 资金明细 · 充值 · 提现 ·
 * 积分金币. The address keeps the tab (?tab=), the statement's filter and page (?kind=&unit=&page=), the currency a
 * 充值 or 提现 button chose (?currency=) and the rewards' filter (?reward=).
 */
export function MyBalancePage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  // Always fresh on entry: money may have moved since the user centre loaded it.
  const balance = useQuery({ ...userBalanceQueryOptions(Boolean(user)), staleTime: 0 });
  useWalletLive();
  const wallet = useWalletQuery();
  const { tab, initialCurrency } = wallet;

  const panes: Record<WalletTab, ReactNode> = {
    statement: <StatementTable filter={wallet.filter} page={wallet.page} onFilter={wallet.setFilter} onPage={wallet.setPage} />,
    deposit: <DepositPanel key={`deposit-${initialCurrency}`} initialCurrency={initialCurrency} Uploader={ImageUploader} />,
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
    rewards: <RewardTable kind={wallet.rewardKind} onKind={wallet.setRewardKind} />,
  };

  return (
    <>
      <WalletOverview
        balance={balance.data}
        loading={balance.isPending}
        failed={balance.isError && !balance.data}
        onRetry={() => void balance.refetch()}
        onAction={wallet.openTab}
      />
      <section className="pc-card" data-testid="wallet-sections">
        <Tabs
          activeKey={tab}
          onChange={(key) => wallet.openTab(walletTabFromQuery(key))}
          items={WALLET_TABS.map((t) => ({ key: t.key, label: t.title }))}
          data-testid="wallet-tabs"
        />
        {panes[tab]}
      </section>
    </>
  );
}

import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { isVerified } from '@mts/shared/status';
import { userBalanceQueryOptions } from '@/features/users/api/get-user-balance';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { MobileImageUploader } from '@/features/uploads/components/mobile/image-uploader';
import { DepositPane } from '@/features/wallet/components/mobile/deposit-pane';
import { RewardPane } from '@/features/wallet/components/mobile/reward-pane';
import { StatementList } from '@/features/wallet/components/mobile/statement-list';
import { WalletAccounts } from '@/features/wallet/components/mobile/wallet-accounts';
import { WithdrawPane } from '@/features/wallet/components/mobile/withdraw-pane';
import { useWalletLive } from '@/features/wallet/hooks/use-wallet-live';
import { accountViews } from '@/features/wallet/model/accounts';
import { useWalletQuery } from '@/features/wallet/model/wallet-page';
import { WALLET_TABS, walletTabFromQuery } from '@/features/wallet/model/wallet-tabs';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './orders.module.css';

/**
 * 我的钱包 (/my/myBalance): ¥ and $ balances (总余额, 可提现, 冻结), 积分 and 金币, then the tabs 资金明细 · 充值 ·
 * 提现 · 积分金币. The address keeps the tab (?tab=), the statement's filter (?kind=&unit=), the currency a 充值 or
 * 提现 button chose (?currency=) and the rewards' filter (?reward=).
 */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  // Always fresh on entry: money may have moved since the user centre loaded it.
  const balance = useQuery({ ...userBalanceQueryOptions(Boolean(user)), staleTime: 0 });
  useWalletLive();
  const wallet = useWalletQuery({ replace: true });
  const { tab, initialCurrency } = wallet;

  return (
    <div className={styles.page} data-testid="my-balance">
      <NavBar className={`${styles.nav} ${styles.top}`} onBack={back}>
        我的钱包
      </NavBar>
      <WalletAccounts
        balance={balance.data}
        loading={balance.isPending}
        failed={balance.isError && !balance.data}
        onRetry={() => void balance.refetch()}
        onAction={wallet.openTab}
      />
      <Tabs activeKey={tab} onChange={(key) => wallet.openTab(walletTabFromQuery(key))} className={`${styles.tabs} ${styles.top}`} style={{ top: 45 }} data-testid="wallet-tabs">
        {WALLET_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab === 'statement' && <StatementList filter={wallet.filter} onFilter={wallet.setFilter} />}
      {tab === 'deposit' && <DepositPane key={`deposit-${initialCurrency}`} initialCurrency={initialCurrency} Uploader={MobileImageUploader} />}
      {tab === 'withdraw' && (
        <WithdrawPane
          key={`withdraw-${initialCurrency}`}
          accounts={accountViews(balance.data)}
          verified={isVerified(user)}
          realName={user?.realName}
          initialCurrency={initialCurrency}
          onVerify={() => navigate('/realname')}
        />
      )}
      {tab === 'rewards' && <RewardPane kind={wallet.rewardKind} onKind={wallet.setRewardKind} />}
    </div>
  );
}

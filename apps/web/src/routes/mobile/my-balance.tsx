import NavBar from 'antd-mobile/es/components/nav-bar';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { BalanceCard } from '@/features/users/components/mobile/balance-card';
import { RewardList } from '@/features/users/components/mobile/reward-list';
import { useBack } from './navigation';
import styles from './sub-page.module.css';

/** 我的钱包 (/my/myBalance): balances and the points and coins history. */
export function Component() {
  const back = useBack();
  const balance = useUserBalance();
  return (
    <div className={styles.page} data-testid="my-balance">
      <NavBar className={styles.nav} onBack={back}>
        我的钱包
      </NavBar>
      <BalanceCard balance={balance.data} />
      <h2 className={styles.sectionTitle}>积分 / 金币明细</h2>
      <RewardList />
    </div>
  );
}

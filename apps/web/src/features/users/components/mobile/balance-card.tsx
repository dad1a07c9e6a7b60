import type { UserBalance } from '@mts/shared/schemas';
import { walletFigures } from '../../model/wallet';
import styles from './wallet.module.css';

/** The wallet's figures: money in cents shown as ¥ with two decimals, points (jf) and coins (jb). */
export function BalanceCard({ balance }: { balance: UserBalance | undefined }) {
  const figures = walletFigures(balance);
  return (
    <section className={styles.balance} data-testid="balance-card">
      <span className={styles.balanceLabel}>总余额（元）</span>
      <strong className={styles.balanceTotal} data-testid="wallet-total">
        {figures.total}
      </strong>
      <div className={styles.balanceRow}>
        <span>
          可提现
          <strong data-testid="wallet-withdrawable">{figures.withdrawable}</strong>
        </span>
        <span>
          冻结
          <strong data-testid="wallet-frozen">{figures.frozen}</strong>
        </span>
      </div>
      <div className={styles.rewardSummary}>
        <span>
          <strong data-testid="wallet-jf">{figures.points}</strong>
          积分
        </span>
        <span>
          <strong data-testid="wallet-jb">{figures.coins}</strong>
          金币
        </span>
      </div>
    </section>
  );
}

import { Limits } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UserBalance } from '@mts/shared/schemas';
import styles from './wallet.module.css';

/** The wallet's figures: money in cents shown as ¥ with two decimals, points (jf) and coins (jb). */
export function BalanceCard({ balance }: { balance: UserBalance | undefined }) {
  const money = (cents: number | undefined) => (balance ? formatPrice(cents) : '--');
  return (
    <section className={styles.balance} data-testid="balance-card">
      <span className={styles.balanceLabel}>总余额（元）</span>
      <strong className={styles.balanceTotal} data-testid="wallet-total">
        {money(balance?.totalBalance)}
      </strong>
      <div className={styles.balanceRow}>
        <span>
          可提现
          <strong data-testid="wallet-withdrawable">{money(balance?.withdrawableBalance)}</strong>
        </span>
        <span>
          冻结
          <strong data-testid="wallet-frozen">{money(balance?.frozenBalance)}</strong>
        </span>
      </div>
      <div className={styles.rewardSummary}>
        <span>
          <strong data-testid="wallet-jf">{balance ? balance.jf : Limits.defaultPoints}</strong>
          积分
        </span>
        <span>
          <strong data-testid="wallet-jb">{balance ? balance.jb : Limits.defaultCoins}</strong>
          金币
        </span>
      </div>
    </section>
  );
}

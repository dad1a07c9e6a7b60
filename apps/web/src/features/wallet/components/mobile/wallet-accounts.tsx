import { accountViews, rewardFigures, type WalletAccountsProps } from '../../model/accounts';
import styles from './wallet.module.css';

function Figure({ value, loading, testId, big }: { value: string; loading: boolean; testId: string; big?: boolean }) {
  if (loading) return <span className={`${styles.shimmer} ${big ? styles.shimmerBig : ''}`} aria-label="加载中" data-testid={`${testId}-loading`} />;
  return (
    <strong className={big ? styles.totalValue : styles.figureValue} data-testid={testId}>
      {value}
    </strong>
  );
}

/** 我的钱包's top: one card per currency (总余额, 可提现, 冻结, with 充值 and 提现), then 积分 and 金币. */
export function WalletAccounts({ balance, loading, failed, onRetry, onAction }: WalletAccountsProps) {
  const accounts = accountViews(balance);
  const rewards = rewardFigures(balance);
  return (
    <section className={styles.accounts}>
      {accounts.map((a) => (
        <div key={a.priceUnit} className={`${styles.account} ${a.priceUnit === 0 ? styles.accountYuan : styles.accountDollar}`} data-testid={`wallet-account-${a.priceUnit}`}>
          <div className={styles.accountHead}>
            <span className={styles.accountTitle}>
              <span className={styles.symbol}>{a.symbol}</span>
              {a.title}
            </span>
            <span className={styles.accountActions}>
              <button type="button" className={styles.accountButton} onClick={() => onAction('deposit', a.priceUnit)} data-testid={`wallet-deposit-${a.priceUnit}`}>
                充值
              </button>
              <button type="button" className={styles.accountButton} onClick={() => onAction('withdraw', a.priceUnit)} data-testid={`wallet-withdraw-${a.priceUnit}`}>
                提现
              </button>
            </span>
          </div>
          <span className={styles.figureLabel}>总余额</span>
          <Figure value={a.total} loading={loading} testId={`wallet-total-${a.priceUnit}`} big />
          <div className={styles.figureRow}>
            <span>
              <span className={styles.figureLabel}>可提现</span>
              <Figure value={a.withdrawable} loading={loading} testId={`wallet-withdrawable-${a.priceUnit}`} />
            </span>
            <span>
              <span className={styles.figureLabel}>冻结</span>
              <Figure value={a.frozen} loading={loading} testId={`wallet-frozen-${a.priceUnit}`} />
            </span>
          </div>
        </div>
      ))}
      <div className={styles.rewardStrip}>
        <span>
          积分
          <Figure value={rewards.points} loading={loading} testId="wallet-jf" />
        </span>
        <span className={styles.stripDivider} />
        <span>
          金币
          <Figure value={rewards.coins} loading={loading} testId="wallet-jb" />
        </span>
      </div>
      {failed && (
        <button type="button" className={styles.retry} onClick={onRetry} data-testid="wallet-balance-retry">
          余额加载失败，点击重新加载
        </button>
      )}
    </section>
  );
}

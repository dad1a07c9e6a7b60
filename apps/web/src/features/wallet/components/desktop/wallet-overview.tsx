import { Button, Skeleton } from 'antd';
import { accountViews, rewardFigures, type WalletAccountsProps } from '../../model/accounts';
import './wallet.css';

function Figure({ value, loading, testId, big }: { value: string; loading: boolean; testId: string; big?: boolean }) {
  if (loading) return <Skeleton.Input active size={big ? 'default' : 'small'} className="pc-wallet-figure-loading" data-testid={`${testId}-loading`} />;
  return (
    <strong className={big ? 'pc-wallet-total' : 'pc-wallet-figure'} data-testid={testId}>
      {value}
    </strong>
  );
}

/** 我的钱包: a block per currency (总余额, 可提现, 冻结; 充值, 提现) and one for 积分 and 金币. */
export function WalletOverview({ balance, loading, failed, onRetry, onAction }: WalletAccountsProps) {
  const rewards = rewardFigures(balance);
  return (
    <section className="pc-card" data-testid="wallet-overview">
      <div className="pc-section-title">
        <h2>我的钱包</h2>
        {failed ? (
          <Button size="small" onClick={onRetry} data-testid="wallet-balance-retry">
            余额加载失败，重新加载
          </Button>
        ) : null}
      </div>
      <div className="pc-wallet-accounts">
        {accountViews(balance).map((a) => (
          <div key={a.priceUnit} className={`pc-wallet-account pc-wallet-account-${a.priceUnit}`} data-testid={`wallet-account-${a.priceUnit}`}>
            <div className="pc-wallet-account-head">
              <span className="pc-wallet-symbol">{a.symbol}</span>
              {a.title}
            </div>
            <span className="pc-wallet-label">总余额</span>
            <Figure value={a.total} loading={loading} testId={`wallet-total-${a.priceUnit}`} big />
            <div className="pc-wallet-split">
              <span>
                <span className="pc-wallet-label">可提现</span>
                <Figure value={a.withdrawable} loading={loading} testId={`wallet-withdrawable-${a.priceUnit}`} />
              </span>
              <span>
                <span className="pc-wallet-label">冻结</span>
                <Figure value={a.frozen} loading={loading} testId={`wallet-frozen-${a.priceUnit}`} />
              </span>
            </div>
            <div className="pc-wallet-actions">
              <Button type="primary" ghost onClick={() => onAction('deposit', a.priceUnit)} data-testid={`wallet-deposit-${a.priceUnit}`}>
                充值
              </Button>
              <Button onClick={() => onAction('withdraw', a.priceUnit)} data-testid={`wallet-withdraw-${a.priceUnit}`}>
                提现
              </Button>
            </div>
          </div>
        ))}
        <div className="pc-wallet-account pc-wallet-rewards">
          <div className="pc-wallet-account-head">积分与金币</div>
          <span className="pc-wallet-label">积分</span>
          <Figure value={rewards.points} loading={loading} testId="wallet-jf" big />
          <span className="pc-wallet-label">金币</span>
          <Figure value={rewards.coins} loading={loading} testId="wallet-jb" big />
        </div>
      </div>
    </section>
  );
}

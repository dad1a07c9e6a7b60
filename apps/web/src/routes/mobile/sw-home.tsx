import Button from 'antd-mobile/es/components/button';
import { BusinessType, USER_TYPE_LABEL } from '@mts/shared/constants';
import { DispatchMsg } from '@mts/shared/messages';
import { useSwCounts } from '@/features/dispatch/hooks/use-sw-counts';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './sw-home.module.css';
import { PageTop } from '@/components/mobile/page-top';

function Counts() {
  const navigate = useAppNavigate();
  const counts = useSwCounts();
  const items: [string, string, string, string][] = [
    ['pool', '待抢单', counts.pool, '/follow/swPendingFollow'],
    ['pending', '跟进中', counts.pending, '/follow?tab=pending'],
    ['awaitingPayment', '待付款', counts.awaitingPayment, '/follow?tab=awaitingPayment'],
  ];
  return (
    <div className={styles.counts}>
      {items.map(([key, label, n, to]) => (
        <button key={key} type="button" className={styles.count} onClick={() => navigate(to)} data-testid={`sw-count-${key}`}>
          <b>{n}</b>
          <span>{label}</span>
        </button>
      ))}
    </div>
  );
}

const LINKS: [string, string, string, string][] = [
  ['pool', '抢单', '买方商务生成合同，卖方商务确认合同', '/follow/swPendingFollow'],
  ['follow', '我的跟单', '跟进中、待付款和已完成的意向单', '/follow'],
  ['orders', '我生成的订单', '我起草的合同及其订单状态', '/sw/myCreateOrder'],
];

/**
 * /sw: the business follower's home: how many intention orders wait in the pool, how many he follows and how many
 * wait for the buyer's payment (each opens its list), and the ways to his follow items and the orders he drew up.
 */
export function Component() {
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const back = useBack();
  const follower = user?.businessType === BusinessType.BusinessFollower;

  return (
    <div className={styles.page} data-testid="sw-home">
      <PageTop title="商务工作台" onBack={back} />
      {!follower ? (
        <div className={styles.state} data-testid="sw-wrong-role">
          <p className={styles.stateText}>{DispatchMsg.followerOnly}</p>
          <Button color="primary" shape="rounded" onClick={() => navigate('/follow', { replace: true })}>
            返回跟单
          </Button>
        </div>
      ) : (
        <>
          <section className={styles.hero}>
            <p className={styles.heroName}>{user.nick_name || user.mobile}</p>
            <p className={styles.heroRole}>{USER_TYPE_LABEL[user.businessType]} · 负责意向单的合同与付款跟进</p>
            <Counts />
          </section>
          <nav className={styles.links}>
            {LINKS.map(([key, title, hint, to]) => (
              <button key={key} type="button" className={styles.link} onClick={() => navigate(to)} data-testid={`sw-link-${key}`}>
                <span>
                  {title}
                  <small>{hint}</small>
                </span>
                <span className={styles.arrow}>›</span>
              </button>
            ))}
          </nav>
          <section className={styles.steps}>
            <h2>商务的工作</h2>
            <ol>
              <li>在接单池抢单：买方商务单需生成合同，卖方商务单需确认合同。</li>
              <li>买方商务按意向单起草合同，卖方商务核对后确认，合同即生效。</li>
              <li>合同确认后订单进入待付款，跟进买方付款至平台担保账户。</li>
            </ol>
          </section>
        </>
      )}
    </div>
  );
}

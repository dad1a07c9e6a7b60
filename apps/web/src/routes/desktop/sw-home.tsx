import { Button, Result, Steps } from 'antd';
import { BusinessType } from '@mts/shared/constants';
import { DispatchMsg } from '@mts/shared/messages';
import { useSwCounts } from '@/features/dispatch/hooks/use-sw-counts';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useUserAndDetails } from '@/features/users/hooks/use-current-user';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import '@/features/trade/components/desktop/staff.css';

function Counts() {
  const navigate = useAppNavigate();
  const counts = useSwCounts();
  const items: [string, string, string, string, string][] = [
    ['pool', '待抢单', counts.pool, '买方商务生成合同，卖方商务确认合同', '/pc/follow/swPendingFollow'],
    ['pending', '跟进中', counts.pending, '抢到、尚未完成的意向单', '/pc/follow?status=pending'],
    ['awaitingPayment', '待付款', counts.awaitingPayment, '合同已确认，等待买方付款', '/pc/follow?status=awaitingPayment'],
  ];
  return (
    <div className="pc-staff-counts">
      {items.map(([key, label, n, hint, to]) => (
        <button key={key} type="button" className="pc-staff-count" onClick={() => navigate(to)} data-testid={`sw-count-${key}`}>
          <b>{n}</b>
          <span>
            {label} · {hint}
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * /pc/sw (user centre): the business follower's home: the pool, his follow items in progress and those awaiting
 * the buyer's payment (each opens its list), and the ways to /pc/follow and the orders he drew up.
 */
export function SwHomePage() {
  const navigate = useAppNavigate();
  const { details, user } = useUserAndDetails();
  const businessType = details?.businessType ?? user?.businessType;
  useDocumentTitle('商务工作台');
  if (businessType !== BusinessType.BusinessFollower)
    return (
      <section className="pc-card" data-testid="sw-wrong-role">
        <Result status="403" title={DispatchMsg.followerOnly} extra={<Button type="primary" onClick={() => navigate('/pc/follow')}>返回跟单</Button>} />
      </section>
    );
  return (
    <section className="pc-card" data-testid="sw-home">
      <h2 className="pc-page-card-title">商务工作台</h2>
      <p className="pc-page-card-sub">抢单、起草与确认合同、跟进买方付款。</p>
      <Counts />
      <div className="pc-staff-links">
        <Button type="primary" size="large" onClick={() => navigate('/pc/follow/swPendingFollow')} data-testid="sw-link-pool">
          去抢单
        </Button>
        <Button size="large" onClick={() => navigate('/pc/follow')} data-testid="sw-link-follow">
          我的跟单
        </Button>
        <Button size="large" onClick={() => navigate('/pc/sw/myCreateOrder')} data-testid="sw-link-orders">
          我生成的订单
        </Button>
      </div>
      <Steps
        size="small"
        current={-1}
        items={[
          { title: '抢单', content: '买方商务单或卖方商务单' },
          { title: '生成合同', content: '买方商务按意向单起草' },
          { title: '确认合同', content: '卖方商务核对后确认，合同生效' },
          { title: '跟进付款', content: '买方付款至平台担保账户' },
        ]}
      />
    </section>
  );
}

import Tabs from 'antd-mobile/es/components/tabs';
import { useSearchParams } from 'react-router';
import { BusinessType, USER_TYPE_LABEL } from '@mts/shared/constants';
import { ShopApplyStatus, FOLLOW_STATUS_TABS } from '@mts/shared/status';
import { AuthMsg } from '@mts/shared/messages';
import { useNewestLead } from '@/features/dispatch/api/get-lead-pool';
import { useNewestPreOrder } from '@/features/dispatch/api/get-pre-order-pool';
import { MyFollowList } from '@/features/dispatch/components/mobile/my-follow-list';
import { followDetailPath, poolRoleOf, type PoolRole } from '@/features/dispatch/model/pool';
import { ApplyPrompt } from '@/features/users/components/mobile/apply-prompt';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { loginPath } from '@/components/mobile/require-login';
import { toast } from '@/components/mobile/toast';
import styles from './follow.module.css';

/** The pool's size and the way to it: 待抢单 N 条 · 去抢单. */
function PoolEntry({ role }: { role: PoolRole }) {
  const navigate = useAppNavigate();
  const leads = useNewestLead(role.kind === 'lead');
  const preOrders = useNewestPreOrder(role.kind === 'preOrder');
  const total = (role.kind === 'lead' ? leads.data?.total : preOrders.data?.total) ?? 0;
  return (
    <button type="button" className={styles.poolEntry} onClick={() => navigate(role.pendingPath)} data-testid="follow-pool-entry">
      <span>
        待抢单 <b data-testid="follow-pool-total">{total}</b> 条
      </span>
      <span className={styles.poolGo}>去抢单 ›</span>
    </button>
  );
}

/** My follow items by status tab (?tab=pending …), each opening its detail. */
function StaffFollow({ role, businessType }: { role: PoolRole; businessType: number }) {
  const navigate = useAppNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = FOLLOW_STATUS_TABS.find((t) => t.key === searchParams.get('tab')) ?? FOLLOW_STATUS_TABS[0];
  return (
    <div className={styles.page} data-testid="follow-page" data-role={businessType}>
      <header className={styles.header}>
        <h1 className={styles.title}>{role.title}</h1>
        {businessType === BusinessType.BusinessFollower ? (
          <button type="button" className={`${styles.role} ${styles.roleLink}`} onClick={() => navigate('/sw')} data-testid="follow-sw-home">
            商务工作台 ›
          </button>
        ) : (
          <span className={styles.role}>{USER_TYPE_LABEL[businessType]}</span>
        )}
      </header>
      <PoolEntry role={role} />
      <div className={styles.tabs}>
        <Tabs activeKey={tab.key} onChange={(key) => setSearchParams({ tab: key }, { replace: true })} className={styles.tabBar}>
          {FOLLOW_STATUS_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      <MyFollowList key={tab.key} status={tab.status} onOpen={(item) => navigate(followDetailPath(item))} />
    </div>
  );
}

/**
 * The follow tab (谈判人跟单 / 商务跟单). Negotiators and business followers get their follow items and the way
 * to their pool; anyone else, logged in or not, is invited to apply as a negotiator.
 */
export function Component() {
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const role = poolRoleOf(user?.businessType);

  if (role && user) return <StaffFollow role={role} businessType={user.businessType} />;

  const apply = () => {
    if (!user) navigate(loginPath('/follow'));
    else if (user.shopStatus === ShopApplyStatus.UnderReview) toast(AuthMsg.underReview);
    else navigate('/applybroker');
  };

  return (
    <div className={styles.page} data-testid="follow-page">
      <header className={styles.header}>
        <h1 className={styles.title}>谈判人跟单</h1>
      </header>
      <ApplyPrompt shopStatus={user?.shopStatus} onApply={apply} />
    </div>
  );
}

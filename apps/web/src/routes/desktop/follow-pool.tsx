import { Alert, Breadcrumb, Button, Result } from 'antd';
import { Link } from 'react-router';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import { useLeadPool } from '@/features/dispatch/api/get-lead-pool';
import { usePreOrderPool } from '@/features/dispatch/api/get-pre-order-pool';
import { LeadPoolTable, PreOrderPoolTable } from '@/features/dispatch/components/desktop/pool-table';
import { useDesktopPoolActions } from '@/features/dispatch/components/desktop/use-desktop-pool-actions';
import { poolRoleOf, type PoolRole } from '@/features/dispatch/model/pool';
import { loadedRows } from '@/lib/infinite';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useUserAndDetails } from '@/features/users/hooks/use-current-user';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './user-centre.css';

const TITLES = { lead: '待抢线索', preOrder: '待抢意向单' } as const;

/**
 * /pc/follow/pendingFollow (negotiators: leads awaiting dispatch) and /pc/follow/swPendingFollow (business
 * followers: confirmed intention orders): the pool newest first, 10 more at a time, 抢单 and 屏蔽 per row. Rows
 * taken or blocked anywhere leave at once and new ones appear at the top (realtime, applied to the cache).
 */
export function FollowPoolPage({ kind }: { kind: 'lead' | 'preOrder' }) {
  const navigate = useAppNavigate();
  const role = poolRoleOf(useUserAndDetails().businessType);
  useDocumentTitle(TITLES[kind]);

  if (role?.kind !== kind) {
    return (
      <div className="pc-container pc-follow">
        <section className="pc-card pc-follow-prompt" data-testid="pool-wrong-role">
          <Result
            status="403"
            title={kind === 'lead' ? DispatchMsg.negotiatorOnly : DispatchMsg.followerOnly}
            subTitle={role ? '您的待抢信息在自己的跟单页。' : '申请成为谈判人并通过审核后即可抢单。'}
            extra={
              <Button type="primary" onClick={() => navigate('/pc/follow')}>
                返回跟单
              </Button>
            }
          />
        </section>
      </div>
    );
  }
  return <PoolView role={role} />;
}

export const LeadPoolPage = () => <FollowPoolPage kind="lead" />;
export const PreOrderPoolPage = () => <FollowPoolPage kind="preOrder" />;

function PoolView({ role }: { role: PoolRole }) {
  const leads = useLeadPool(undefined, { enabled: role.kind === 'lead' });
  const preOrders = usePreOrderPool(undefined, { enabled: role.kind === 'preOrder' });
  const pool = role.kind === 'lead' ? leads : preOrders;
  const actions = useDesktopPoolActions(role);
  const total = pool.data?.pages[0]?.total ?? 0;
  const paging = {
    loading: pool.isPending,
    hasMore: !!pool.hasNextPage,
    loadingMore: pool.isFetchingNextPage,
    onMore: () => void pool.fetchNextPage(),
  };

  return (
    <div className="pc-container pc-follow" data-testid="follow-pool">
      <Breadcrumb items={[{ title: <Link to="/pc/home">首页</Link> }, { title: <Link to="/pc/follow">{role.title}</Link> }, { title: TITLES[role.kind] }]} />
      <section className="pc-card">
        <div className="pc-section-title">
          <h2>
            {TITLES[role.kind]}
            <small data-testid="pool-total">共 {total} 条</small>
          </h2>
          <Link to="/pc/follow">返回跟单</Link>
        </div>
        {pool.isError ? (
          <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => pool.refetch()}>重新加载</Button>} />
        ) : role.kind === 'lead' ? (
          <LeadPoolTable rows={loadedRows(leads.data)} actions={actions} {...paging} />
        ) : (
          <PreOrderPoolTable rows={loadedRows(preOrders.data)} actions={actions} {...paging} />
        )}
      </section>
    </div>
  );
}

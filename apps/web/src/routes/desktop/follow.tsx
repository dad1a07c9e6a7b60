import { Alert, App, Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { FOLLOW_STATUS_TABS, ShopApplyStatus } from '@mts/shared/status';
import { useLoginDialog } from '@/features/auth/login-dialog-store';
import { useNewestLead } from '@/features/dispatch/api/get-lead-pool';
import { useMyFollows } from '@/features/dispatch/api/get-my-follows';
import { useNewestPreOrder } from '@/features/dispatch/api/get-pre-order-pool';
import { FollowTable, type FollowTabKey } from '@/features/dispatch/components/desktop/follow-table';
import { GrabPanel, LeadSummary, PreOrderSummary } from '@/features/dispatch/components/desktop/grab-panel';
import { useDesktopPoolActions } from '@/features/dispatch/components/desktop/use-desktop-pool-actions';
import { availableActions, followActions } from '@/features/dispatch/model/follow-actions';
import { followDetailPath, poolRoleOf, type PoolRole } from '@/features/dispatch/model/pool';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { positiveInt } from '@/lib/query-params';
import { pc } from '@/lib/desktop-path';
import { useUserAndDetails } from '@/features/users/hooks/use-current-user';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './user-centre.css';

const PAGE_SIZE = Limits.followPageSize;

/**
 * /pc/follow (spec: desktop follow page). Negotiators and business followers: the panel 新的抢单信息 with the
 * newest grabbable item of their pool (or 暂无可抢单信息) and 更多 → the pending list; below, their follow items
 * with status tabs. Visitors: 请先登录！; everyone else: the application prompt (审核中 while under review).
 */
export function FollowPage() {
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const showLogin = useLoginDialog((s) => s.show);
  const { user, details, businessType } = useUserAndDetails();
  const role = poolRoleOf(businessType);
  const title = role?.title ?? '谈判人跟单';
  useDocumentTitle(title);

  let body;
  if (!user) {
    body = (
      <Result
        status="info"
        title={AuthMsg.loginFirstBang}
        extra={
          <Button type="primary" onClick={showLogin}>
            登录/注册
          </Button>
        }
      />
    );
  } else if (!role) {
    const underReview = (details ?? user).shopStatus === ShopApplyStatus.UnderReview;
    body = (
      <Result
        status="info"
        title={AuthMsg.notNegotiatorDesktop}
        extra={
          <Button
            type="primary"
            data-testid="follow-apply-button"
            onClick={() => (underReview ? void message.info(AuthMsg.underReview) : navigate('/pc/applybroker'))}
          >
            {underReview ? AuthMsg.reviewButton : AuthMsg.applyButton}
          </Button>
        }
      />
    );
  }

  return (
    <div className="pc-container pc-follow" data-testid="follow-page">
      <div className="pc-section-title">
        <h2>{title}</h2>
        {role?.kind === 'preOrder' ? (
          <Button type="link" onClick={() => navigate('/pc/sw')} data-testid="follow-sw-home">
            商务工作台 ›
          </Button>
        ) : null}
      </div>
      {body ? <section className="pc-card pc-follow-prompt">{body}</section> : <StaffFollow role={role!} />}
    </div>
  );
}

function StaffFollow({ role }: { role: PoolRole }) {
  return (
    <>
      {role.kind === 'lead' ? <NewestLead role={role} /> : <NewestPreOrder role={role} />}
      <MyFollows role={role} />
    </>
  );
}

function NewestLead({ role }: { role: PoolRole }) {
  const newest = useNewestLead();
  const actions = useDesktopPoolActions(role);
  const lead = newest.data?.rows[0];
  return (
    <GrabPanel total={newest.data?.total ?? 0} loading={newest.isPending} moreTo={pc(role.pendingPath)} emptyText="新的线索会实时显示在这里">
      {lead ? <LeadSummary lead={lead} actions={actions} /> : null}
    </GrabPanel>
  );
}

function NewestPreOrder({ role }: { role: PoolRole }) {
  const newest = useNewestPreOrder();
  const actions = useDesktopPoolActions(role);
  const order = newest.data?.rows[0];
  return (
    <GrabPanel total={newest.data?.total ?? 0} loading={newest.isPending} moreTo={pc(role.pendingPath)} emptyText="买卖双方确认的意向单会实时显示在这里">
      {order ? <PreOrderSummary order={order} actions={actions} /> : null}
    </GrabPanel>
  );
}

/** My follow items, 10 a page; the tab and page live in the url (?status=pending&page=2). */
function MyFollows({ role }: { role: PoolRole }) {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const [params, setParams] = useSearchParams();
  const tab = FOLLOW_STATUS_TABS.find((t) => t.key === params.get('status')) ?? FOLLOW_STATUS_TABS[0];
  const page = positiveInt(params.get('page')) ?? 1;
  const list = useMyFollows({ pageNum: page, pageSize: PAGE_SIZE, status: tab.status });

  const go = (status: FollowTabKey, nextPage: number) => {
    const next = new URLSearchParams(params);
    if (status === 'all') next.delete('status');
    else next.set('status', status);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  };

  return (
    <section className="pc-card" data-testid="follow-intentions">
      <div className="pc-section-title">
        <h2>
          我的跟单<small>{role.kind === 'lead' ? '抢到的线索：联系货主、记录跟进、发布商品' : '抢到的意向单：跟进合同与付款'}</small>
        </h2>
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => list.refetch()}>重新加载</Button>} />
      ) : null}
      <FollowTable
        kind={role.kind}
        tab={tab.key}
        onTab={(key) => go(key, 1)}
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => go(tab.key, p)}
        loading={list.isFetching}
        onOpen={(item) => navigate(pc(followDetailPath(item)))}
        // the trade steps in the row (发布商品 stays on the detail, which knows canPublishGoods)
        actionsOf={(item) => availableActions(followActions(item), (p) => isAvailable(pc(p))).filter((a) => a.key !== 'publishGoods')}
        onAction={(a) => navigate(pc(a.path))}
      />
    </section>
  );
}

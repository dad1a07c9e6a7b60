import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import NavBar from 'antd-mobile/es/components/nav-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Limits } from '@mts/shared/constants';
import { DispatchMsg } from '@mts/shared/messages';
import { dispatchKeys } from '@/features/dispatch/api/keys';
import { PoolList } from '@/features/dispatch/components/mobile/pool-list';
import { usePoolActions } from '@/features/dispatch/hooks/use-pool-actions';
import { poolRoleOf } from '@/features/dispatch/model/pool';
import type { PoolKind, PoolRowRef } from '@/features/dispatch/model/pool-cache';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './pending.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PAGES: Record<PoolKind, { title: string; wrongRole: string }> = {
  lead: { title: '待抢线索', wrongRole: DispatchMsg.negotiatorOnly },
  preOrder: { title: '待抢意向单', wrongRole: DispatchMsg.followerOnly },
};

/** 屏蔽's confirm: title 提示, the role's text, 确定 / 取消. */
const confirmBlock = (title: string, content: string) => Dialog.confirm({ title, content, confirmText: '确定', cancelText: '取消' });

/**
 * A staff pool (/follow/pendingFollow for negotiators, /follow/swPendingFollow for business followers, login
 * required): newest first, pull to refresh, each row with 抢单 and 屏蔽. Rows taken or blocked elsewhere leave
 * without a reload (realtime). After a grab the list stays for the next one and a bar leads to 跟进中; an
 * intention order (goods without a negotiator, in the negotiators' pool) opens its 确认意向单 / 修改意向单 page.
 */
function PoolPage({ kind }: { kind: PoolKind }) {
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const back = useBack();
  const client = useQueryClient();
  const [grabbed, setGrabbed] = useState(0);
  const role = poolRoleOf(user?.businessType);
  const mine = role?.kind === kind ? role : null;
  // An intention order taken from the negotiators' pool opens its confirm / edit page at once.
  const actions = usePoolActions(mine, { notify: toast, confirm: confirmBlock, open: navigate });
  const page = PAGES[kind];

  const grab = useCallback(
    async (row: PoolRowRef) => {
      if (await actions.grab(row)) setGrabbed((n) => n + 1);
    },
    [actions],
  );

  const refresh = async () => {
    await wait(Limits.pullRefreshDelayMs);
    await client.refetchQueries({ queryKey: kind === 'lead' ? dispatchKeys.leadPool() : dispatchKeys.preOrderPool() });
  };

  let content;
  if (!user) {
    content = (
      <div className={styles.state}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (!mine) {
    content = (
      <div className={styles.state} data-testid="pool-wrong-role">
        <p className={styles.stateTitle}>无法查看</p>
        <p className={styles.stateText}>{page.wrongRole}</p>
        <Button color="primary" shape="rounded" className={styles.stateButton} onClick={() => navigate('/follow', { replace: true })}>
          返回跟单
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        {grabbed > 0 && (
          <button type="button" className={styles.grabbedBar} onClick={() => navigate('/follow?tab=pending')} data-testid="pool-grabbed">
            <span>
              已抢到 <b>{grabbed}</b> 条，记得及时跟进
            </span>
            <span className={styles.grabbedGo}>去跟进 ›</span>
          </button>
        )}
        <PullToRefresh onRefresh={refresh}>
          <div className={styles.content}>
            <PoolList role={mine} busyKey={actions.busyKey} onGrab={(row) => void grab(row)} onBlock={(row) => void actions.block(row)} />
          </div>
        </PullToRefresh>
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="pending-follow" data-kind={kind}>
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back} right={mine && <button type="button" className={styles.navLink} onClick={() => navigate('/follow')}>我的跟单</button>}>
          {page.title}
        </NavBar>
      </div>
      {content}
    </div>
  );
}

export const LeadPoolPage = () => <PoolPage kind="lead" />;
export const PreOrderPoolPage = () => <PoolPage kind="preOrder" />;

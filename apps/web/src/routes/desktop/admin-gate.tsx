import { Result } from 'antd';
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useSession } from '@/lib/session';

/** The console itself: its own chunk tree, downloaded only once the user is known to be an operator. */
const Console = lazy(() => import('./admin/console'));

/**
 * /pc/admin/*: the operator console (issue 12, desktop only). Logged out, RequireLogin (the parent) asks to log
 * in; a logged-in user who is not an operator gets 403 here, and never downloads the console.
 */
export function AdminGate() {
  const isOperator = useSession((s) => !!(s.details?.isOperator ?? s.user?.isOperator));
  if (!isOperator)
    return (
      <div className="pc-container" style={{ paddingTop: 48, paddingBottom: 64 }} data-testid="admin-forbidden">
        <div className="pc-card">
          <Result status="403" title="无权限访问" subTitle="运营后台仅对运营人员开放" />
        </div>
      </div>
    );
  return (
    <Suspense fallback={<div className="pc-container" style={{ padding: '24px 0' }}><Skeleton active paragraph={{ rows: 8 }} /></div>}>
      <Console />
    </Suspense>
  );
}

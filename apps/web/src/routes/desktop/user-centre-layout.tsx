import { Outlet } from 'react-router';
import { BusinessType } from '@mts/shared/constants';
import { UserMenu } from '@/features/users/components/desktop/user-menu';
import { useSession } from '@/lib/session';
import { useIsAvailable } from '@/components/desktop/available-paths';
import './user-centre.css';

/** The desktop user centre: sidebar (资金, 我的交易, 我的服务 by role) beside the page. Inside the login guard. */
export function UserCentreLayout() {
  const businessType = useSession((s) => s.details?.businessType ?? s.user?.businessType ?? BusinessType.Ordinary);
  const isOperator = useSession((s) => !!(s.details?.isOperator ?? s.user?.isOperator));
  const isAvailable = useIsAvailable();
  return (
    <div className="pc-container pc-user-centre">
      <aside className="pc-card pc-user-side">
        <UserMenu businessType={businessType} isAvailable={isAvailable} isOperator={isOperator} />
      </aside>
      <div className="pc-user-content">
        <Outlet />
      </div>
    </div>
  );
}

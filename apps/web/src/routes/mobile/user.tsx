import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { useSession } from '@/lib/session';
import { toast } from './toast';
import { logout } from '@/features/auth/api/logout';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { UserCentreView } from '@/features/users/components/mobile/user-centre-view';
import { useAppNavigate } from '@/app/use-app-navigate';
import { useIsAvailable } from './available-paths';
import { useCurrentUser } from './use-current-user';

/** Queries that hold one user's data; dropped on logout. */
const USER_QUERIES = new Set(['user-info', 'user-balance', 'reward-list', 'reward-infinite']);

/** 我的 (/user): the user centre; logged out, its header leads to /login and its links ask to log in. */
export function Component() {
  const user = useCurrentUser();
  const balance = useUserBalance();
  const isAvailable = useIsAvailable();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const clear = useSession((s) => s.clear);

  const open = (url: string) => {
    if (!user) toast(Msg.loginFirst);
    else navigate(url);
  };

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      title: AuthMsg.logoutTitle,
      content: AuthMsg.logoutConfirmMobile,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!confirmed) {
      toast(AuthMsg.logoutCancelled);
      return;
    }
    try {
      await logout();
    } catch {
      // The token is dropped here whatever the server says (it may be revoked already).
    }
    clear();
    queryClient.removeQueries({ predicate: (q) => USER_QUERIES.has(String(q.queryKey[0])) });
  };

  return (
    <UserCentreView
      user={user}
      balance={user ? balance.data : undefined}
      isAvailable={isAvailable}
      onLogin={() => navigate('/login')}
      onProfile={() => navigate('/my/myHome')}
      onApply={() => navigate('/applybroker')}
      onOpen={open}
      onLogout={() => void confirmLogout()}
    />
  );
}

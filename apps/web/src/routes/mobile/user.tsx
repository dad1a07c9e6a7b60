import Dialog from 'antd-mobile/es/components/dialog';
import UnreadBadge from '@/features/message/components/mobile/unread-badge';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { toast } from '@/components/mobile/toast';
import { endSession } from '@/features/auth/hooks/end-session';
import { useMyVerification } from '@/features/company/api/get-my-verification';
import { verifyShortState } from '@/features/company/model/company-verify';
import { COMPANY_VERIFY_LINK } from '@/features/users/model/user-centre-rules';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { UserCentreView } from '@/features/users/components/mobile/user-centre-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** 我的 (/user): the user centre; logged out, its header leads to /login and its links ask to log in. */
export function Component() {
  const user = useCurrentUser();
  const balance = useUserBalance();
  const company = useMyVerification(!!user);
  const isAvailable = useIsAvailable();
  const navigate = useAppNavigate();

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
    await endSession();
  };

  return (
    <UserCentreView
      user={user}
      balance={user ? balance.data : undefined}
      balanceLoading={balance.isPending}
      isAvailable={isAvailable}
      onLogin={() => navigate('/login')}
      onProfile={() => navigate('/my/myHome')}
      onApply={() => navigate('/applybroker')}
      onOpen={open}
      onLogout={() => void confirmLogout()}
      messageBadge={user ? <UnreadBadge inline testId="user-unread" /> : undefined}
      accountStates={company.isSuccess ? { [COMPANY_VERIFY_LINK.key]: verifyShortState(company.data) } : {}}
    />
  );
}

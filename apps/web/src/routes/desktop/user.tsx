import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Msg } from '@mts/shared/messages';
import { ProfileCard, WalletSummary } from '@/features/users/components/desktop/user-summary';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { useUserInfo } from '@/features/users/api/get-user-info';
import { useSession } from '@/lib/session';
import { useLogout } from './use-logout';

/** /pc/user: profile (type, rating, real-name, application), wallet summary and 退出登录; 加载失败，请重试 on failure. */
export function UserPage() {
  const info = useUserInfo();
  const balance = useUserBalance();
  const logout = useLogout();

  useEffect(() => {
    if (info.data) useSession.getState().setDetails(info.data);
  }, [info.data]);

  if (info.isError) {
    return (
      <Result
        status="warning"
        title={Msg.desktopUserLoadFailed}
        data-testid="user-load-failed"
        extra={
          <Button type="primary" onClick={() => void Promise.all([info.refetch(), balance.refetch()])}>
            重试
          </Button>
        }
      />
    );
  }
  if (!info.data) return <Skeleton active avatar paragraph={{ rows: 4 }} className="pc-card" />;
  return (
    <>
      <ProfileCard user={info.data} onLogout={logout} />
      <WalletSummary balance={balance.data} loading={balance.isLoading} />
    </>
  );
}

import { Button, Result, Skeleton, Space } from 'antd';
import { Link } from 'react-router';
import { Msg } from '@mts/shared/messages';
import { ProfileCard, WalletSummary } from '@/features/users/components/desktop/user-summary';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { useUserDetails } from '@/features/users/hooks/use-current-user';
import { useMyVerification } from '@/features/company/api/get-my-verification';
import { verifyShortState } from '@/features/company/model/company-verify';
import { useLogout } from '@/features/auth/components/desktop/use-logout';
import './my-listings.css';

/** /pc/user: profile (type, rating, real-name, application), wallet summary and 退出登录; 加载失败，请重试 on failure. */
export function UserPage() {
  const info = useUserDetails();
  const balance = useUserBalance();
  const logout = useLogout();
  const company = useMyVerification(!!info.data);

  if (info.isError) {
    return (
      <Result
        status="warning"
        title={Msg.desktopUserLoadFailed}
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
      <ProfileCard user={info.data} onLogout={logout} company={company.isSuccess ? verifyShortState(company.data) : undefined} />
      <section className="pc-card pc-user-publish" data-testid="user-publish">
        <div>
          <strong>发布货源或求购</strong>
          <span>报出现货价格或提交求购需求，谈判人接单后与您联系</span>
        </div>
        <Space>
          <Link to="/pc/myxg/myPublishClue?active=0">我的信息</Link>
          <Link to="/pc/myxg/mySaleGoods">我是货主</Link>
          <Link to="/pc/source/publish">
            <Button type="primary">发布信息</Button>
          </Link>
        </Space>
      </section>
      <WalletSummary balance={balance.data} loading={balance.isLoading} />
    </>
  );
}

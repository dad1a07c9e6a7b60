import { App, Button, Empty, Result } from 'antd';
import { BusinessType } from '@mts/shared/constants';
import { ShopApplyStatus } from '@mts/shared/status';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { useLoginDialog } from '@/features/auth/login-dialog-store';
import { useUserDetails } from '@/features/users/hooks/use-current-user';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useDocumentTitle } from './use-document-title';
import './user-centre.css';

/**
 * /pc/follow (spec: desktop follow page). Visitors: 请先登录！; users who are neither negotiator nor business
 * follower: the application prompt (审核中 while under review). The panels of negotiators and followers read
 * the dispatch APIs of a later issue: until then they show their empty states, without links to missing pages.
 */
export function FollowPage() {
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const showLogin = useLoginDialog((s) => s.show);
  const sessionUser = useSession((s) => s.user);
  const info = useUserDetails();
  const user = info.data ?? sessionUser;
  const isFollower = user?.businessType === BusinessType.BusinessFollower;
  const isNegotiator = user?.businessType === BusinessType.Negotiator;
  const title = isFollower ? '商务跟单' : '谈判人跟单';
  useDocumentTitle(title);

  let body;
  if (!sessionUser) {
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
  } else if (!isFollower && !isNegotiator) {
    const underReview = user?.shopStatus === ShopApplyStatus.UnderReview;
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
  } else {
    body = (
      <>
        <section className="pc-card" data-testid="follow-grab">
          <div className="pc-section-title">
            <h2>暂无可抢单信息</h2>
          </div>
          <Empty description={isFollower ? '新的商务跟单信息会显示在这里' : '新的线索会显示在这里'} />
        </section>
        <section className="pc-card" data-testid="follow-intentions">
          <div className="pc-section-title">
            <h2>{isFollower ? '我的跟单' : '我的意向单'}</h2>
          </div>
          <Empty description={Msg.empty} />
        </section>
      </>
    );
  }

  return (
    <div className="pc-container pc-follow" data-testid="follow-page">
      <div className="pc-section-title">
        <h2>{title}</h2>
      </div>
      {!sessionUser || (!isFollower && !isNegotiator) ? <section className="pc-card pc-follow-prompt">{body}</section> : body}
    </div>
  );
}

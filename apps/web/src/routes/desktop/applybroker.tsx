import { App, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { AuthMsg } from '@mts/shared/messages';
import { ShopApplyForm } from '@/features/users/components/desktop/shop-apply-form';
import { useShopApplyPage } from '@/features/users/hooks/use-account-pages';

/** /pc/applybroker: the negotiator application; 正在审核中 while one is open; other roles need none. */
export function ApplyBrokerPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const toUser = () => navigate('/pc/user');
  const { user, state, submitting, apply } = useShopApplyPage({ notify: (text) => void message.success(text), leave: toUser });
  const back = <Button onClick={toUser}>返回个人中心</Button>;

  if (state === 'notNeeded') {
    return (
      <section className="pc-card">
        <Result status="info" title={AuthMsg.applyNotAllowed} extra={back} />
      </section>
    );
  }
  if (state === 'underReview') {
    return (
      <section className="pc-card" data-testid="apply-under-review">
        <Result status="info" title={AuthMsg.underReview} subTitle="审核通过后，您将成为谈判人" extra={back} />
      </section>
    );
  }
  return (
    <section className="pc-card" data-testid="applybroker-page">
      <h2 className="pc-page-card-title">申请成为谈判人</h2>
      <p className="pc-page-card-sub">谈判人可以抢单、跟进货源与求购线索。提交后平台将在 1–3 个工作日内审核。</p>
      <ShopApplyForm defaultMobile={user?.mobile ?? ''} submitting={submitting} onSubmit={(body) => void apply(body)} />
    </section>
  );
}

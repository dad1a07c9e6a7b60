import { App, Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BusinessType } from '@mts/shared/constants';
import { ShopApplyStatus } from '@mts/shared/status';
import { AuthMsg } from '@mts/shared/messages';
import { ShopApplyForm } from '@/features/users/components/desktop/shop-apply-form';
import { useApplyForShop } from '@/features/users/api/shop-apply';
import { userKeys } from '@/features/users/api/keys';
import { useUserDetails } from '@/features/users/hooks/use-current-user';
import { useSession } from '@/lib/session';

/** /pc/applybroker: the negotiator application; 正在审核中 while one is open; other roles need none. */
export function ApplyBrokerPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const info = useUserDetails();
  const apply = useApplyForShop();
  const mobile = useSession((s) => s.user?.mobile ?? '');
  const user = info.data;
  const back = <Button onClick={() => navigate('/pc/user')}>返回个人中心</Button>;

  if (user && user.businessType !== BusinessType.Ordinary) {
    return (
      <section className="pc-card">
        <Result status="info" title={AuthMsg.applyNotAllowed} extra={back} />
      </section>
    );
  }
  if (user?.shopStatus === ShopApplyStatus.UnderReview) {
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
      <ShopApplyForm
        defaultMobile={mobile}
        submitting={apply.isPending}
        onSubmit={(body) =>
          apply.mutate(body, {
            onSuccess: async () => {
              void message.success(AuthMsg.applyOk);
              await queryClient.invalidateQueries({ queryKey: userKeys.info() });
              navigate('/pc/user');
            },
          })
        }
      />
    </section>
  );
}

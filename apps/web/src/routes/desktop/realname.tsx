import { App, Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AuthMsg } from '@mts/shared/messages';
import { isVerified } from '@mts/shared/status';
import { RealnameForm } from '@/features/users/components/desktop/realname-form';
import { useSubmitAuthn } from '@/features/users/api/authn';
import { userKeys } from '@/features/users/api/keys';
import { useUserDetails } from '@/features/users/hooks/use-current-user';

/** /pc/realname: 实名认证 form, or the verified state. */
export function RealnamePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const info = useUserDetails();
  const submit = useSubmitAuthn();

  if (isVerified(info.data)) {
    return (
      <section className="pc-card">
        <Result status="success" title={AuthMsg.alreadyVerified} extra={<Button onClick={() => navigate('/pc/user')}>返回个人中心</Button>} />
      </section>
    );
  }
  return (
    <section className="pc-card" data-testid="realname-page">
      <h2 className="pc-page-card-title">实名认证</h2>
      <p className="pc-page-card-sub">根据《网络安全法》，发布信息前需完成实名认证。信息仅用于身份核验。</p>
      <RealnameForm
        submitting={submit.isPending}
        onSubmit={(body) =>
          submit.mutate(body, {
            onSuccess: async (reply) => {
              void message.success(reply.msg && reply.msg !== '操作成功' ? reply.msg : AuthMsg.realNameOk);
              await queryClient.invalidateQueries({ queryKey: userKeys.info() });
              // back where the user was going (the publish form sent him here), as the phone does; else the user centre
              const fromPage = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
              if (fromPage) navigate(-1);
              else navigate('/pc/user');
            },
          })
        }
      />
    </section>
  );
}

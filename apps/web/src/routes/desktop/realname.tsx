import { App, Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { AuthMsg } from '@mts/shared/messages';
import { RealnameForm } from '@/features/users/components/desktop/realname-form';
import { useRealNamePage } from '@/features/users/hooks/use-account-pages';
import { useBackOr } from '@/lib/use-app-navigate';

/** /pc/realname: 实名认证 form, or the verified state. */
export function RealnamePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  // back where the user was going (the publish form sent him here), as the phone does; else the user centre
  const leave = useBackOr('/pc/user');
  const { verified, submitting, verify } = useRealNamePage({ notify: (text) => void message.success(text), leave });

  if (verified) {
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
      <RealnameForm submitting={submitting} onSubmit={(body) => void verify(body)} />
    </section>
  );
}

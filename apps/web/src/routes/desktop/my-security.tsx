import { SecurityPanel } from '@/features/wallet/components/desktop/security-panel';
import { usePayPasswordPage } from '@/features/wallet/hooks/use-pay-password-page';

/** /pc/my/security: 账户安全, the 支付密码 that 余额支付 and 提现 ask for (issue 22). */
export function MySecurityPage() {
  const page = usePayPasswordPage();
  return (
    <section className="pc-card" data-testid="my-security">
      <h2 className="pc-page-card-title">账户安全</h2>
      <p className="pc-page-card-sub">支付密码用于余额支付和提现：6位数字，连续输错5次将锁定30分钟，可通过短信验证码重置。</p>
      <SecurityPanel page={page} />
    </section>
  );
}

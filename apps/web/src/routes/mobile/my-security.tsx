import NavBar from 'antd-mobile/es/components/nav-bar';
import { useBack } from '@/components/mobile/navigation';
import { SecurityPane } from '@/features/wallet/components/mobile/security-pane';
import { usePayPasswordPage } from '@/features/wallet/hooks/use-pay-password-page';
import styles from './orders.module.css';

/** 账户安全 (/my/security): the 支付密码 that 余额支付 and 提现 ask for (issue 22). */
export function Component() {
  const back = useBack();
  const page = usePayPasswordPage();
  return (
    <div className={styles.page} data-testid="my-security">
      <NavBar className={`${styles.nav} ${styles.top}`} onBack={back}>
        账户安全
      </NavBar>
      <SecurityPane page={page} />
    </div>
  );
}

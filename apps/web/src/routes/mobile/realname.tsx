import NavBar from 'antd-mobile/es/components/nav-bar';
import { AuthMsg } from '@mts/shared/messages';
import { BadgeIcon } from '@/features/users/components/mobile/user-icons';
import { RealnameForm } from '@/features/users/components/mobile/realname-form';
import { useRealNamePage } from '@/features/users/hooks/use-account-pages';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './sub-page.module.css';

/** 实名认证 (/realname): the form, or the verified state once authnStatus is 1. */
export function Component() {
  const back = useBack();
  const { user, verified, submitting, verify } = useRealNamePage({ notify: toast, leave: back });
  if (!user) return null;
  return (
    <div className={styles.page} data-testid="realname">
      <NavBar className={styles.nav} onBack={back}>
        实名认证
      </NavBar>
      {verified ? (
        <div className={styles.state} data-testid="realname-verified">
          <span className={styles.stateIcon}>
            <BadgeIcon size={40} />
          </span>
          <p className={styles.stateTitle}>已实名认证</p>
          <p className={styles.stateText}>{AuthMsg.alreadyVerified}，可以发布供求信息。</p>
        </div>
      ) : (
        <RealnameForm submitting={submitting} onSubmit={(body) => void verify(body)} />
      )}
    </div>
  );
}

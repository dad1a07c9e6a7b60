import NavBar from 'antd-mobile/es/components/nav-bar';
import { AuthMsg } from '@mts/shared/messages';
import { BrokerApplyForm } from '@/features/users/components/mobile/broker-apply-form';
import { BadgeIcon, ChatIcon } from '@/features/users/components/mobile/user-icons';
import { useShopApplyPage } from '@/features/users/hooks/use-account-pages';
import { useBackOr } from '@/lib/use-app-navigate';
import { toast } from '@/components/mobile/toast';
import styles from './sub-page.module.css';

/** 申请成为谈判人 (/applybroker): the application form; afterwards the page it came from shows 审核中. */
export function Component() {
  const back = useBackOr('/user', { replace: true });
  const { user, state, submitting, apply } = useShopApplyPage({ notify: toast, leave: back });
  if (!user) return null;

  let body;
  if (state === 'underReview') {
    body = (
      <div className={styles.state} data-testid="apply-under-review-state">
        <span className={`${styles.stateIcon} ${styles.stateIconWait}`}>
          <ChatIcon size={38} />
        </span>
        <p className={styles.stateTitle}>{AuthMsg.reviewButton}</p>
        <p className={styles.stateText}>{AuthMsg.underReview}，审核结果将在个人中心展示。</p>
      </div>
    );
  } else if (state === 'notNeeded') {
    body = (
      <div className={styles.state} data-testid="apply-not-needed">
        <span className={styles.stateIcon}>
          <BadgeIcon size={38} />
        </span>
        <p className={styles.stateTitle}>{AuthMsg.applyNotAllowed}</p>
      </div>
    );
  } else {
    body = (
      <BrokerApplyForm defaultMobile={user.mobile} submitting={submitting} onSubmit={(body) => void apply(body)} />
    );
  }

  return (
    <div className={styles.page} data-testid="applybroker">
      <NavBar className={styles.nav} onBack={back}>
        申请成为谈判人
      </NavBar>
      {body}
    </div>
  );
}

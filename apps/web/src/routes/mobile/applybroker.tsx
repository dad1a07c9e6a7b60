import NavBar from 'antd-mobile/es/components/nav-bar';
import { BusinessType } from '@mts/shared/constants';
import { ShopApplyStatus } from '@mts/shared/status';
import { AuthMsg } from '@mts/shared/messages';
import { BrokerApplyForm } from '@/features/users/components/mobile/broker-apply-form';
import { BadgeIcon, ChatIcon } from '@/features/users/components/mobile/user-icons';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useCurrentUser, useRefreshDetails } from '@/features/users/hooks/use-current-user';
import styles from './sub-page.module.css';

/** 申请成为谈判人 (/applybroker): the application form; afterwards the page it came from shows 审核中. */
export function Component() {
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  const refreshDetails = useRefreshDetails();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/user', { replace: true });
  };
  if (!user) return null;

  let body;
  if (user.shopStatus === ShopApplyStatus.UnderReview) {
    body = (
      <div className={styles.state} data-testid="apply-under-review-state">
        <span className={`${styles.stateIcon} ${styles.stateIconWait}`}>
          <ChatIcon size={38} />
        </span>
        <p className={styles.stateTitle}>{AuthMsg.reviewButton}</p>
        <p className={styles.stateText}>{AuthMsg.underReview}，审核结果将在个人中心展示。</p>
      </div>
    );
  } else if (user.businessType !== BusinessType.Ordinary) {
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
      <BrokerApplyForm
        defaultMobile={user.mobile}
        onApplied={() => {
          void refreshDetails().then(back);
        }}
      />
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

import { BusinessType, USER_TYPE_LABEL } from '@mts/shared/constants';
import { ShopApplyStatus } from '@mts/shared/status';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { toast } from './toast';
import { ApplyPrompt } from '@/features/users/components/mobile/apply-prompt';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { loginPath } from './require-login';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import styles from './follow.module.css';

/** antd-mobile's ErrorBlock with only the empty illustration (the stock one bundles all four). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

/**
 * The follow tab (谈判/商务跟单). Negotiators and business followers get their follow list here (the
 * lists come with the dispatch issue; until then an honest empty state); anyone else, logged in or not,
 * is invited to apply as a negotiator.
 */
export function Component() {
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const role = user?.businessType;

  if (role === BusinessType.Negotiator || role === BusinessType.BusinessFollower) {
    return (
      <div className={styles.page} data-testid="follow-page" data-role={role}>
        <header className={styles.header}>
          <h1 className={styles.title}>{role === BusinessType.BusinessFollower ? '商务跟单' : '谈判人跟单'}</h1>
          <span className={styles.role}>{USER_TYPE_LABEL[role]}</span>
        </header>
        <ErrorBlock status="empty" title={Msg.empty} description="" className={styles.empty} data-testid="follow-empty" />
      </div>
    );
  }

  const apply = () => {
    if (!user) navigate(loginPath('/follow'));
    else if (user.shopStatus === ShopApplyStatus.UnderReview) toast(AuthMsg.underReview);
    else navigate('/applybroker');
  };

  return (
    <div className={styles.page} data-testid="follow-page">
      <header className={styles.header}>
        <h1 className={styles.title}>谈判人跟单</h1>
      </header>
      <ApplyPrompt shopStatus={user?.shopStatus} onApply={apply} />
    </div>
  );
}

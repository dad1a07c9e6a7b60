import Button from 'antd-mobile/es/components/button';
import { ShopApplyStatus } from '@mts/shared/status';
import { AuthMsg } from '@mts/shared/messages';
import { ChatIcon } from './user-icons';
import styles from './forms.module.css';

/** The follow page for anyone who is neither negotiator nor business follower (spec: Follow page). */
export function ApplyPrompt({ shopStatus, onApply }: { shopStatus: number | null | undefined; onApply: () => void }) {
  const underReview = shopStatus === ShopApplyStatus.UnderReview;
  return (
    <div className={styles.prompt} data-testid="apply-prompt">
      <span className={styles.promptIcon}>
        <ChatIcon size={44} />
      </span>
      <p className={styles.promptText}>{AuthMsg.notNegotiatorMobile}</p>
      <p className={styles.promptSub}>谈判人负责对接货主与买家、跟进线索并促成交易。</p>
      <Button color="primary" shape="rounded" className={`${styles.promptButton} ${underReview ? styles.promptReview : ''}`} onClick={onApply} data-testid="apply-button">
        {underReview ? AuthMsg.reviewButton : AuthMsg.applyButton}
      </Button>
    </div>
  );
}

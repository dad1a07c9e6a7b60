import { NoAccess } from '@/components/mobile/no-access';
import { ReceivedRatings } from '@/features/rating/components/mobile/received-ratings';
import { receivesRatings, STAFF_ONLY } from '@/features/rating/model/rating-view';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './orders.module.css';
import { PageTop } from '@/components/mobile/page-top';

/**
 * 我的评价 (/myxg/myFollowOrderList): the ratings a negotiator or business follower received, with his 好评等级 (the
 * server derives it). Anyone else gets a 403 page.
 */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  return (
    <div className={styles.page} data-testid="my-ratings">
      <PageTop title="我的评价" onBack={back} />
      {receivesRatings(user?.businessType) ? <ReceivedRatings /> : <NoAccess title={STAFF_ONLY.title} text={STAFF_ONLY.text} onBack={() => navigate('/user', { replace: true })} />}
    </div>
  );
}

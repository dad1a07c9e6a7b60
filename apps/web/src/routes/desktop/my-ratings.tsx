import { NoAccess } from '@/components/desktop/no-access';
import { ReceivedRatings } from '@/features/rating/components/desktop/received-ratings';
import { receivesRatings, STAFF_ONLY } from '@/features/rating/model/rating-view';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/**
 * 我的评价 (/pc/myxg/myFollowOrderList): the ratings a negotiator or business follower received, with his 好评等级 (the
 * server derives it). Anyone else gets a 403 page.
 */
export function MyRatingsPage() {
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  useDocumentTitle('我的评价');
  if (!receivesRatings(user?.businessType)) return <NoAccess title={STAFF_ONLY.title} text={STAFF_ONLY.text} onBack={() => navigate('/pc/user')} />;
  return (
    <section className="pc-card" data-testid="my-ratings">
      <h2 className="pc-page-card-title">我的评价</h2>
      <p className="pc-page-card-sub">买卖双方在订单完成后对您的评价；好评等级由平台按收到的评价计算</p>
      <ReceivedRatings />
    </section>
  );
}

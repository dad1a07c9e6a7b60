import { useSearchParams } from 'react-router';
import { DispatchMsg } from '@mts/shared/messages';
import { SuccessCard } from '@/components/mobile/success-card';
import { openGoodsPath } from '@/components/mobile/navigation';
import { poolRoleOf } from '@/features/dispatch/model/pool';
import { useGoodsDetail } from '@/features/goods/api/get-goods-detail';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';

/**
 * 商品已发布 (/follow/getFollowSuccess?goodsId=…): the lead's goods are on the shelf; see them, go back to my
 * follow items, or grab the next lead.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  const goodsId = Number(searchParams.get('goodsId')) || 0;
  const goods = useGoodsDetail(goodsId);
  const pendingPath = poolRoleOf(user?.businessType)?.pendingPath ?? '/follow/pendingFollow';
  const toFollow = () => navigate('/follow', { replace: true });

  return (
    <SuccessCard
      title={DispatchMsg.publishGoodsOk}
      testId="follow-success"
      onBack={toFollow}
      text={
        goods.data ? (
          <>
            商品 <b>{goods.data.goodsModel}</b> 已上架，买家现在就能搜索到
          </>
        ) : (
          '商品已上架，买家现在就能搜索到'
        )
      }
      sub="线索已发布，这条跟单已完成。"
      actions={[
        { text: '查看商品', testId: 'follow-success-goods', disabled: !goodsId, onClick: () => navigate(openGoodsPath(goodsId)) },
        { text: '返回跟单', testId: 'follow-success-follow', onClick: toFollow },
        { text: '继续抢单', testId: 'follow-success-pool', onClick: () => navigate(pendingPath, { replace: true }) },
      ]}
    />
  );
}

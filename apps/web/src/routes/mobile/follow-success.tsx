import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { DispatchMsg } from '@mts/shared/messages';
import { poolRoleOf } from '@/features/dispatch/model/pool';
import { useGoodsDetail } from '@/features/goods/api/get-goods-detail';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { openGoodsPath } from '@/components/mobile/navigation';
import styles from './publish-success.module.css';

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

  return (
    <div className={styles.page} data-testid="follow-success">
      <NavBar className={styles.nav} onBack={() => navigate('/follow', { replace: true })}>
        {DispatchMsg.publishGoodsOk}
      </NavBar>
      <div className={styles.card}>
        <span className={styles.icon}>
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
            <path d="M5 12.5l4.2 4.2L19 7" />
          </svg>
        </span>
        <h1 className={styles.title}>{DispatchMsg.publishGoodsOk}</h1>
        <p className={styles.text}>
          {goods.data ? (
            <>
              商品 <b>{goods.data.goodsModel}</b> 已上架，买家现在就能搜索到
            </>
          ) : (
            '商品已上架，买家现在就能搜索到'
          )}
        </p>
        <p className={styles.sub}>线索已发布，这条跟单已完成。</p>
        <div className={styles.actions}>
          <Button block color="primary" shape="rounded" disabled={!goodsId} onClick={() => navigate(openGoodsPath(goodsId))} data-testid="follow-success-goods">
            查看商品
          </Button>
          <Button block color="primary" fill="outline" shape="rounded" onClick={() => navigate('/follow', { replace: true })} data-testid="follow-success-follow">
            返回跟单
          </Button>
          <Button block fill="none" shape="rounded" onClick={() => navigate(pendingPath, { replace: true })} data-testid="follow-success-pool">
            继续抢单
          </Button>
        </div>
      </div>
    </div>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg } from '@mts/shared/messages';
import { useGoodsDetailPage } from '@/features/goods/model/detail-page';
import { GoodsDetailView } from '@/features/goods/components/mobile/goods-detail-view';
import { GoodsActionBar } from '@/features/trade/components/mobile/goods-action-bar';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SITE_NAME } from '@/lib/site-name';
import { useBack } from '@/components/mobile/navigation';
import { loginPath } from '@/components/mobile/require-login';
import { toast } from '@/components/mobile/toast';
import styles from './prodetail.module.css';

/** antd-mobile's ErrorBlock with only the illustration used here (the stock one bundles all four, about 10 KB gzip). */
const ErrorBlock = createErrorBlock({ empty: emptyImage });

/** 行情 (issue 25): the price panel and the badge come with their own chunk (the chart's uPlot with a later one). */
const PricePanel = lazy(async () => ({ default: (await import('@/features/market/components/common/price-panel')).PricePanel }));
const MarketBadge = lazy(async () => ({ default: (await import('@/features/market/components/common/price-panel')).MarketBadge }));

/** Product detail /prodetail/{goodsId}. */
export function Component() {
  const { id, detail } = useGoodsDetailPage();
  const navigate = useAppNavigate();
  const back = useBack();
  const loggedIn = useSession((s) => Boolean(s.user?.token));

  useEffect(() => {
    if (detail.data) document.title = `${detail.data.goodsModel} - 商品详情 - ${SITE_NAME}`;
  }, [detail.data]);

  return (
    <div className={`${styles.page} ${detail.data ? styles.withBar : ''}`}>
      <NavBar className={styles.nav} onBack={back}>
        商品详情
      </NavBar>
      {id > 0 && detail.isPending ? (
        <div className={styles.loading}>
          <Skeleton animated className={styles.imageSkeleton} />
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      ) : detail.data ? (
        <>
          <GoodsDetailView
            goods={detail.data}
            priceBadge={
              <Suspense fallback={null}>
                <MarketBadge goodsId={detail.data.goodsId} />
              </Suspense>
            }
            marketPanel={
              <div className={styles.market}>
                <Suspense fallback={null}>
                  <PricePanel goodsId={detail.data.goodsId} base="" />
                </Suspense>
              </div>
            }
          />
          <GoodsActionBar
            goods={detail.data}
            loggedIn={loggedIn}
            navigate={navigate}
            onLoginFirst={(target) => {
              toast(Msg.loginFirst);
              navigate(loginPath(target));
            }}
          />
        </>
      ) : (
        <div className={styles.missing} data-testid="goods-missing">
          <ErrorBlock status="empty" title={Msg.goodsNotFound} description="看看其他货源与求购信息吧" />
          <Button color="primary" className={styles.home} onClick={() => navigate('/home')}>
            返回首页
          </Button>
        </div>
      )}
    </div>
  );
}

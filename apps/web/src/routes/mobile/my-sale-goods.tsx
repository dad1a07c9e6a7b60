import { MySaleGoodsList } from '@/features/goods/components/mobile/my-sale-goods-list';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { openGoodsPath, useBack } from '@/components/mobile/navigation';
import styles from './my-listings.module.css';
import { PageTop } from '@/components/mobile/page-top';

/** 我是货主 (/myxg/mySaleGoods): goods published from my leads, with on-shelf/off-shelf. */
export function Component() {
  const navigate = useAppNavigate();
  const back = useBack();
  return (
    <div className={styles.page} data-testid="my-sale-goods">
      <PageTop title="我是货主" onBack={back} />
      <MySaleGoodsList onOpen={(goodsId) => navigate(openGoodsPath(goodsId))} />
    </div>
  );
}

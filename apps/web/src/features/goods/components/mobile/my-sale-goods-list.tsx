import Switch from 'antd-mobile/es/components/switch';
import Toast from 'antd-mobile/es/components/toast';
import type { MySaleGoodsItem } from '@mts/shared/schemas';
import { Limits } from '@mts/shared/constants';
import { brandedName, formatPieces } from '@mts/shared/format';
import { EmptyBlock } from '@/components/mobile/empty-block';
import { PagedRows } from '@/components/mobile/paged-list';
import { SafeImage } from '@/components/safe-image';
import { useMySaleGoodsInfinite } from '../../api/get-my-sale-goods';
import { priceLabel } from '@/lib/price';
import { useGoodsShelf } from '../../hooks/use-goods-shelf';
import { canToggleShelf, isOnShelf } from '../../model/shelf';
import { GoodsTypeBadge } from './goods-type-badge';
import styles from './my-sale-goods.module.css';

type CardProps = { goods: MySaleGoodsItem; onOpen: (goodsId: number) => void; onShelf: (goodsId: number, onShelf: boolean) => Promise<void>; busy: boolean };

function SaleGoodsCard({ goods, onOpen, onShelf, busy }: CardProps) {
  const price = priceLabel(goods);
  const on = isOnShelf(goods.status);
  return (
    <div className={styles.card} data-testid="sale-goods">
      <button type="button" className={styles.main} onClick={() => onOpen(goods.goodsId)}>
        <span className={styles.thumb}>
          <SafeImage src={goods.goodsImage} alt={goods.goodsModel} />
        </span>
        <span className={styles.body}>
          <span className={styles.titleRow}>
            <span className={styles.model}>{goods.goodsModel}</span>
            <GoodsTypeBadge type={goods.type} />
          </span>
          <span className={styles.meta}>{[brandedName(goods.brandName, goods.goodsName), goods.dateCode].filter(Boolean).join(' · ')}</span>
          <span className={styles.priceRow}>
            <span className={styles.price}>
              {price.prefix && `${price.prefix} `}
              {price.text}
            </span>
            <span className={styles.qty}>{formatPieces(goods.quantity)}</span>
          </span>
        </span>
      </button>
      <div className={styles.shelf}>
        <span className={on ? styles.on : styles.off} data-testid="sale-goods-status">
          {goods.statusText}
        </span>
        <label className={styles.toggle}>
          上架
          <Switch checked={on} loading={busy} disabled={!canToggleShelf(goods.status)} onChange={(next) => onShelf(goods.goodsId, next)} aria-label="上架" data-testid="sale-goods-shelf" />
        </label>
      </div>
    </div>
  );
}

/** 我是货主: goods published from my leads, each with its on-shelf/off-shelf switch. */
export function MySaleGoodsList({ onOpen }: { onOpen: (goodsId: number) => void }) {
  const query = useMySaleGoodsInfinite({ pageSize: Limits.goodsPageSize }, Limits.listLoadDelayMs);
  const shelf = useGoodsShelf((content) => Toast.show({ content, duration: Limits.toastMs }));
  return (
    <PagedRows
      query={query}
      className={styles.list}
      testId="sale-goods-list"
      empty={<EmptyBlock className={styles.empty} testId="sale-goods-empty" description="谈判人接单并把你的货源发布为商品后，商品会出现在这里，你可以随时上架或下架。" />}
    >
      {(g) => <SaleGoodsCard key={g.goodsId} goods={g} onOpen={onOpen} onShelf={shelf.toggle} busy={shelf.busyId === g.goodsId} />}
    </PagedRows>
  );
}

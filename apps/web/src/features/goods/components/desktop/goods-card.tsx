import { Tag } from 'antd';
import { formatPieces } from '@mts/shared/format';
import type { GoodsListItem } from '@mts/shared/schemas';
import { CompanyBadge } from '@/components/company-badge';
import { SafeImage } from '@/components/safe-image';
import { isDemand } from '@/lib/price';
import { GoodsPrice } from './goods-price';
import './goods-card.css';

/** A compact listing card (related goods). */
export function GoodsCard({ item, onOpen }: { item: GoodsListItem; onOpen: (item: GoodsListItem) => void }) {
  return (
    <button type="button" className="pc-goods-card" onClick={() => onOpen(item)}>
      <div className="pc-goods-card-img">
        <SafeImage src={item.goodsImage} alt={item.goodsModel} />
      </div>
      <div className="pc-goods-card-body">
        <div className="pc-goods-card-model">
          {isDemand(item) ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>}
          <strong>{item.goodsModel}</strong>
        </div>
        <div className="pc-goods-card-meta">
          {item.brandName} · {item.dateCode} · {item.condition}
        </div>
        <CompanyBadge company={item.company} />
        <div className="pc-goods-card-foot">
          <GoodsPrice item={item} />
          <span>{formatPieces(item.quantity)}</span>
        </div>
      </div>
    </button>
  );
}

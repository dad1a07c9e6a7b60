import { CompanyBadge } from '@/components/company-badge';
import { Skeleton } from 'antd';
import { GoodsType } from '@mts/shared/constants';
import { formatDate, formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { GoodsListItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { GoodsPrice } from './goods-price';
import { specText } from '../../model/spec-text';
import './goods-table.css';

type Props = {
  items: GoodsListItem[];
  loading?: boolean;
  onOpen: (item: GoodsListItem) => void;
};

/**
 * The home's newest listings: the same columns and look as GoodsTable, in plain table markup. The home
 * needs no sorting, paging or column machinery, and antd's Table brought its Tree, Form and Pagination
 * (about 35 KB gzip) onto the first desktop page.
 */
export function GoodsListTable({ items, loading, onOpen }: Props) {
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} className="pc-goods-list-loading" />;
  return (
    <table className="pc-goods-list">
      <colgroup>
        <col style={{ width: 300 }} />
        <col style={{ width: 110 }} />
        <col />
        <col style={{ width: 80 }} />
        <col style={{ width: 80 }} />
        <col style={{ width: 110 }} />
        <col style={{ width: 150 }} />
        <col style={{ width: 80 }} />
        <col style={{ width: 170 }} />
      </colgroup>
      <thead>
        <tr>
          <th>型号</th>
          <th>品牌</th>
          <th>规格</th>
          <th>批号</th>
          <th>成色</th>
          <th className="is-right">数量 (片)</th>
          <th className="is-right">价格</th>
          <th>交货地</th>
          <th>发布时间</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={9} className="pc-goods-list-empty">
              {Msg.empty}
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr
              key={item.id}
              onClick={() => onOpen(item)}
              data-testid="goods-row"
              data-goods-type={item.goodsType === GoodsType.Demand ? 'demand' : 'supply'}
            >
              <td>
                <div className="pc-goods-model">
                  <SafeImage src={item.goodsImage} alt={item.goodsModel} />
                  <div>
                    <strong>{item.goodsModel || item.goodsName}</strong>
                    <span>{item.categoryName}</span>
                    <CompanyBadge company={item.company} />
                  </div>
                </div>
              </td>
              <td className="is-ellipsis" title={item.brandName}>
                {item.brandName}
              </td>
              <td className="is-ellipsis" title={specText(item)}>
                {specText(item)}
              </td>
              <td>{item.dateCode}</td>
              <td>{item.condition}</td>
              <td className="is-right">{formatQuantity(item.quantity)}</td>
              <td className="is-right">
                <GoodsPrice item={item} />
              </td>
              <td>{item.deliveryPlace}</td>
              <td>
                <span className="pc-goods-time">{formatDate(item.createTime)}</span>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

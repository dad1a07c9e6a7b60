import { CompanyBadge } from '@/components/company-badge';
import { Table, Tag } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { GoodsType } from '@mts/shared/constants';
import { formatDate, formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { GoodsListItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { isDemand } from '@/lib/price';
import { specText } from '../../model/spec-text';
import { GoodsPrice } from './goods-price';
import { HighlightText } from './highlight-text';
import './goods-table.css';

type Props = {
  items: GoodsListItem[];
  loading?: boolean;
  /** false hides the pager (home page list). */
  pagination?: TablePaginationConfig | false;
  /** Adds a 货源/求购 column when the list mixes both. */
  showType?: boolean;
  onOpen: (item: GoodsListItem) => void;
  /** The search keyword: its matches are marked in part number, brand and name. */
  keyword?: string;
};

/** Supply and demand listings as a trading table: part number first, price with its unit. */
export function GoodsTable({ items, loading, pagination = false, showType, onOpen, keyword }: Props) {
  const columns: ColumnsType<GoodsListItem> = [
    {
      title: '型号',
      key: 'model',
      width: 300,
      render: (_, item) => (
        <div className="pc-goods-model">
          <SafeImage src={item.goodsImage} alt={item.goodsModel} />
          <div>
            <strong>
              <HighlightText text={item.goodsModel || item.goodsName} keyword={keyword} />
            </strong>
            <span>{item.categoryName}</span>
            <CompanyBadge company={item.company} />
          </div>
        </div>
      ),
    },
    ...(showType
      ? [
          {
            title: '类型',
            key: 'type',
            width: 80,
            render: (_: unknown, item: GoodsListItem) =>
              isDemand(item) ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>,
          },
        ]
      : []),
    { title: '品牌', dataIndex: 'brandName', width: 110, ellipsis: true, render: (brand: string) => <HighlightText text={brand} keyword={keyword} /> },
    { title: '规格', key: 'spec', ellipsis: true, render: (_, item) => <HighlightText text={specText(item)} keyword={keyword} /> },
    { title: '批号', dataIndex: 'dateCode', width: 80 },
    { title: '成色', dataIndex: 'condition', width: 80 },
    {
      title: '数量 (片)',
      dataIndex: 'quantity',
      width: 110,
      align: 'right',
      render: (q: number) => formatQuantity(q),
    },
    { title: '价格', key: 'price', width: 150, align: 'right', render: (_, item) => <GoodsPrice item={item} /> },
    { title: '交货地', dataIndex: 'deliveryPlace', width: 80 },
    { title: '发布时间', dataIndex: 'createTime', width: 170, render: (t: string) => <span className="pc-goods-time">{formatDate(t)}</span> },
  ];

  return (
    <Table<GoodsListItem>
      className="pc-goods-table"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: Msg.empty }}
      onRow={(item) =>
        ({
          onClick: () => onOpen(item),
          'data-testid': 'goods-row',
          'data-goods-type': item.goodsType === GoodsType.Demand ? 'demand' : 'supply',
        }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}

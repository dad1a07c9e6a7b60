import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { GoodsType } from '@mts/shared/constants';
import { formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { PendingLead, PendingPreOrder } from '@mts/shared/schemas';
import { ageText } from '../../model/pool';
import { leadPriceText, preOrderPriceText } from '../../model/price-text';
import { PoolRowActions } from './pool-row-actions';
import { SlotTag } from './slot-tag';
import type { DesktopPoolActions } from './use-desktop-pool-actions';
import './dispatch.css';

type Paging = {
  loading: boolean;
  /** More rows wait on the server: 加载更多. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

function model<T extends { goodsModel: string; goodsName: string }>(row: T, tag?: React.ReactNode) {
  return (
    <div className="pc-pool-model">
      <div>
        {tag}
        <strong>{row.goodsModel}</strong>
      </div>
      <span>{row.goodsName}</span>
    </div>
  );
}

const rowProps = (row: { id: number }) => ({ 'data-testid': 'pool-row', 'data-id': row.id }) as React.HTMLAttributes<HTMLElement>;

function MoreFooter({ count, paging }: { count: number; paging: Paging }) {
  if (!count) return null;
  return (
    <div className="pc-pool-more">
      {paging.hasMore ? (
        <Button loading={paging.loadingMore} onClick={paging.onMore} data-testid="pool-more">
          加载更多
        </Button>
      ) : (
        <span>{Msg.listFinished}</span>
      )}
    </div>
  );
}

/** A pool's rows (each a pool-row with its id) and 加载更多 under them. */
function PoolRows<T extends { id: number }>({ rows, columns, paging }: { rows: T[]; columns: ColumnsType<T>; paging: Paging }) {
  return (
    <>
      <Table<T> rowKey="id" columns={columns} dataSource={rows} loading={paging.loading} pagination={false} locale={{ emptyText: Msg.empty }} onRow={rowProps} />
      <MoreFooter count={rows.length} paging={paging} />
    </>
  );
}

/** The negotiators' pool: the same facts as the /pc/follow panel, newest first, 抢单 and 屏蔽 per row. */
export function LeadPoolTable({ rows, actions, ...paging }: { rows: PendingLead[]; actions: DesktopPoolActions } & Paging) {
  const columns: ColumnsType<PendingLead> = [
    {
      title: '型号 / 品名',
      key: 'model',
      render: (_, l) => model(l, l.type === GoodsType.Demand ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>),
    },
    { title: '品牌', dataIndex: 'brandName', width: 120, ellipsis: true },
    { title: '数量 (片)', dataIndex: 'quantity', width: 120, align: 'right', render: (q: number) => formatQuantity(q) },
    { title: '价格', key: 'price', width: 150, align: 'right', render: (_, l) => <span className="pc-pool-price">{leadPriceText(l)}</span> },
    { title: '批号', dataIndex: 'dateCode', width: 90 },
    { title: '成色', dataIndex: 'condition', width: 90 },
    { title: '交货地', dataIndex: 'deliveryPlace', width: 100 },
    { title: '发布', dataIndex: 'createTime', width: 110, render: (t: string) => ageText(t) },
    { title: '操作', key: 'actions', width: 170, render: (_, l) => <PoolRowActions id={l.id} actions={actions} /> },
  ];
  return <PoolRows rows={rows} columns={columns} paging={paging} />;
}

/** The business followers' pool of confirmed intention orders, newest first, 抢单 and 屏蔽 per row. */
export function PreOrderPoolTable({ rows, actions, ...paging }: { rows: PendingPreOrder[]; actions: DesktopPoolActions } & Paging) {
  const columns: ColumnsType<PendingPreOrder> = [
    { title: '意向单号', dataIndex: 'orderNo', width: 180 },
    { title: '型号 / 品名', key: 'model', render: (_, o) => model(o, <SlotTag model={o.model} />) },
    { title: '品牌', dataIndex: 'brandName', width: 120, ellipsis: true },
    { title: '数量 (片)', dataIndex: 'quantity', width: 120, align: 'right', render: (q: number) => formatQuantity(q) },
    { title: '单价', key: 'price', width: 130, align: 'right', render: (_, o) => <span className="pc-pool-price">{preOrderPriceText(o)}</span> },
    { title: '卖家', dataIndex: 'sellerName', width: 140, ellipsis: true },
    { title: '买家', dataIndex: 'buyerName', width: 140, ellipsis: true },
    { title: '确认', dataIndex: 'createTime', width: 110, render: (t: string) => ageText(t) },
    { title: '操作', key: 'actions', width: 170, render: (_, o) => <PoolRowActions id={o.id} actions={actions} /> },
  ];
  return <PoolRows rows={rows} columns={columns} paging={paging} />;
}

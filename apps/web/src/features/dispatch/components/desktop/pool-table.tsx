import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { GoodsType, PoolRowKind } from '@mts/shared/constants';
import { formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { PendingLead, PendingPreOrder } from '@mts/shared/schemas';
import { ageText } from '../../model/pool';
import { poolRowKey, type PoolKind, type PoolRowRef } from '../../model/pool-cache';
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

const rowProps = (pool: PoolKind) => (row: PoolRowRef) => ({ 'data-testid': 'pool-row', 'data-id': row.id, 'data-kind': row.kind ?? pool }) as React.HTMLAttributes<HTMLElement>;

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

/** A pool's rows (each a pool-row with its kind and id, keyed by both) and 加载更多 under them. */
function PoolRows<T extends PoolRowRef>({ rows, pool, columns, paging }: { rows: T[]; pool: PoolKind; columns: ColumnsType<T>; paging: Paging }) {
  return (
    <>
      <Table<T>
        rowKey={(row) => poolRowKey(row, pool)}
        columns={columns}
        dataSource={rows}
        loading={paging.loading}
        pagination={false}
        locale={{ emptyText: Msg.empty }}
        onRow={rowProps(pool)}
      />
      <MoreFooter count={rows.length} paging={paging} />
    </>
  );
}

/** 货源 / 求购 of a lead or goods; an intention order of the negotiators' pool is tagged 意向单 before it. */
export function PoolRowTags({ row }: { row: PendingLead }) {
  return (
    <>
      {row.kind === PoolRowKind.PreOrder ? (
        <Tag color="green" data-testid="pool-kind">
          意向单
        </Tag>
      ) : null}
      {row.type === GoodsType.Demand ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>}
    </>
  );
}

/**
 * The negotiators' pool: the same facts as the /pc/follow panel, newest first, 抢单 and 屏蔽 per row. Its intention
 * orders (goods without a negotiator) show as 意向单 rows: number and buyer under the part number, the order's
 * quantity and unit price, what the grab leads to.
 */
export function LeadPoolTable({ rows, actions, ...paging }: { rows: PendingLead[]; actions: DesktopPoolActions } & Paging) {
  const columns: ColumnsType<PendingLead> = [
    {
      title: '型号 / 品名',
      key: 'model',
      render: (_, l) =>
        l.preOrder ? (
          <div className="pc-pool-model">
            <div>
              <PoolRowTags row={l} />
              <strong>{l.goodsModel}</strong>
            </div>
            <span>
              意向单号 {l.preOrder.orderNo} · 买方 {l.preOrder.buyerName || '—'}
            </span>
          </div>
        ) : (
          model(l, <PoolRowTags row={l} />)
        ),
    },
    { title: '品牌', dataIndex: 'brandName', width: 120, ellipsis: true },
    { title: '数量 (片)', dataIndex: 'quantity', width: 120, align: 'right', render: (q: number) => formatQuantity(q) },
    { title: '价格', key: 'price', width: 150, align: 'right', render: (_, l) => <span className="pc-pool-price">{leadPriceText(l)}</span> },
    { title: '批号', dataIndex: 'dateCode', width: 90 },
    { title: '成色', dataIndex: 'condition', width: 90 },
    { title: '交货地', dataIndex: 'deliveryPlace', width: 100 },
    { title: '发布', dataIndex: 'createTime', width: 110, render: (t: string) => ageText(t) },
    { title: '操作', key: 'actions', width: 170, render: (_, l) => <PoolRowActions row={l} pool="lead" actions={actions} /> },
  ];
  return <PoolRows rows={rows} pool="lead" columns={columns} paging={paging} />;
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
    { title: '操作', key: 'actions', width: 170, render: (_, o) => <PoolRowActions row={o} pool="preOrder" actions={actions} /> },
  ];
  return <PoolRows rows={rows} pool="preOrder" columns={columns} paging={paging} />;
}

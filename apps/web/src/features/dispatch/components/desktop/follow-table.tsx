import { Button, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FollowType } from '@mts/shared/constants';
import { brandedName, formatDate, formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { FollowItem } from '@mts/shared/schemas';
import { FOLLOW_STATUS_TABS, followMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { followKindText, type FollowAction } from '../../model/follow-actions';
import type { PoolKind } from '../../model/pool-cache';
import { followPriceText } from '../../model/price-text';
import './dispatch.css';

export type FollowTabKey = (typeof FOLLOW_STATUS_TABS)[number]['key'];

type Props = {
  /** lead: a negotiator's items (leads, later intention orders); preOrder: a business follower's trade items. */
  kind: PoolKind;
  tab: FollowTabKey;
  onTab: (tab: FollowTabKey) => void;
  rows: FollowItem[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading: boolean;
  onOpen: (item: FollowItem) => void;
  /** The row's next steps this app has pages for (确认意向单, 生成合同, 确认合同, 去支付 …), and where they go. */
  actionsOf?: (item: FollowItem) => FollowAction[];
  onAction?: (action: FollowAction) => void;
};

const goods = (f: FollowItem) => (
  <div className="pc-pool-model">
    <div>
      <strong>{f.goodsModel || f.goodsName}</strong>
    </div>
    <span>{[brandedName(f.brandName, f.goodsModel ? f.goodsName : ''), f.type === FollowType.Trade ? f.orderNo : ''].filter(Boolean).join(' · ')}</span>
  </div>
);

/** My follow items with the status tabs (全部, 跟进中, 已完成, 已关闭, 已退回), 10 a page; a row opens its detail. */
export function FollowTable({ kind, tab, onTab, rows, total, page, pageSize, onPage, loading, onOpen, actionsOf, onAction }: Props) {
  const open = { title: '操作', key: 'open', width: actionsOf ? 170 : 80, render: (_: unknown, f: FollowItem) => (
      <>
      {(actionsOf?.(f) ?? []).map((a) => (
        <Button
          key={a.key}
          type={a.key === 'viewOrder' ? 'link' : 'primary'}
          size="small"
          className="pc-follow-action"
          data-testid={`follow-row-${a.key}`}
          onClick={(e) => {
            e.stopPropagation();
            onAction?.(a);
          }}
        >
          {a.label}
        </Button>
      ))}
      <Button
        type="link"
        size="small"
        onClick={(e) => {
          e.stopPropagation();
          onOpen(f);
        }}
      >
        详情
      </Button>
      </>
    ),
  };
  const status = { title: '状态', key: 'status', width: 90, render: (_: unknown, f: FollowItem) => <StatusBadge machine={followMachine} status={f.status} text={f.statusText} testId="follow-status" /> };
  const quantity = { title: '数量 (片)', dataIndex: 'goodsQuantity', width: 110, align: 'right' as const, render: (q: number) => formatQuantity(q) };
  const price = { title: '价格', key: 'price', width: 140, align: 'right' as const, render: (_: unknown, f: FollowItem) => followPriceText(f) };
  const columns: ColumnsType<FollowItem> =
    kind === 'lead'
      ? [
          { title: '型号 / 品名', key: 'goods', render: (_, f) => goods(f) },
          { title: '类型', key: 'kind', width: 110, render: (_, f) => followKindText(f) },
          quantity,
          price,
          { title: '货主', dataIndex: 'ownerName', width: 100, ellipsis: true },
          status,
          { title: '抢单时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDate(t) },
          { title: '最近跟进', dataIndex: 'followTime', width: 170, render: (t: string | null) => (t ? formatDate(t) : <span className="pc-muted">未跟进</span>) },
          open,
        ]
      : [
          { title: '订单号', dataIndex: 'orderNo', width: 170, render: (n: string) => n || '—' },
          { title: '商品', key: 'goods', render: (_, f) => goods(f) },
          { title: '类型', key: 'kind', width: 96, render: (_, f) => followKindText(f) },
          { ...quantity, width: 96 },
          { ...price, width: 110 },
          { title: '卖家', dataIndex: 'sellerName', width: 110, ellipsis: true },
          { title: '买家', dataIndex: 'buyerName', width: 110, ellipsis: true },
          { ...status, width: 84 },
          { title: '订单', key: 'order', width: 96, render: (_, f) => (f.order ? f.order.statusText : <span className="pc-muted">未生成合同</span>) },
          { title: '抢单时间', dataIndex: 'createTime', width: 140, render: (t: string) => formatDate(t, 'yyyy-MM-dd HH:mm') },
          open,
        ];
  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => onTab(key as FollowTabKey)} items={FOLLOW_STATUS_TABS.map((t) => ({ key: t.key, label: t.title }))} />
      <Table<FollowItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        locale={{ emptyText: Msg.empty }}
        rowClassName="pc-follow-row"
        onRow={(f) => ({ onClick: () => onOpen(f), 'data-testid': 'follow-row', 'data-id': f.id }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: onPage,
        }}
      />
    </>
  );
}

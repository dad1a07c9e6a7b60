import { Empty, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GoodsType } from '@mts/shared/constants';
import { formatPieces } from '@mts/shared/format';
import { DispatchMsg } from '@mts/shared/messages';
import type { PendingLead, PendingPreOrder, PoolPreOrder } from '@mts/shared/schemas';
import { poolPreOrderWork, poolSlotText } from '../../model/follow-actions';
import { ageText } from '../../model/pool';
import type { PoolKind, PoolRowRef } from '../../model/pool-cache';
import { leadPriceText, preOrderPriceText } from '../../model/price-text';
import { PoolRowActions } from './pool-row-actions';
import { PoolRowTags } from './pool-table';
import { SlotTag } from './slot-tag';
import type { DesktopPoolActions } from './use-desktop-pool-actions';
import './dispatch.css';

type PanelProps = {
  /** The pool's size; 0 shows 暂无可抢单信息. */
  total: number;
  loading: boolean;
  /** The pending list (更多). */
  moreTo: string;
  emptyText: string;
  children?: ReactNode;
};

/** /pc/follow's panel: 新的抢单信息 with the newest grabbable item (children), or 暂无可抢单信息; 更多 opens the pending list. */
export function GrabPanel({ total, loading, moreTo, emptyText, children }: PanelProps) {
  const has = !loading && total > 0 && !!children;
  return (
    <section className="pc-card pc-grab" data-testid="follow-grab">
      <div className="pc-section-title">
        <h2>
          {loading || has ? DispatchMsg.newGrabbable : DispatchMsg.noGrabbable}
          {has ? <small data-testid="grab-total">共 {total} 条待抢</small> : null}
        </h2>
        <Link to={moreTo} data-testid="follow-more">
          {DispatchMsg.more}
        </Link>
      </div>
      {loading ? <Skeleton active paragraph={{ rows: 2 }} /> : has ? children : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
    </section>
  );
}

function Facts({ items }: { items: { label: string; value: ReactNode; strong?: boolean }[] }) {
  return (
    <dl className="pc-grab-facts">
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd className={f.strong ? 'is-strong' : undefined}>{f.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

type GrabItemProps = {
  row: PoolRowRef;
  pool: PoolKind;
  tag: ReactNode;
  goodsModel: string;
  brandName: string;
  name: ReactNode;
  facts: { label: string; value: ReactNode; strong?: boolean }[];
  /** e.g. 3 分钟前发布. */
  age: string;
  actions: DesktopPoolActions;
};

/** One grabbable item: its tag, part number and brand, its name line and facts, its age; 抢单 and 屏蔽. */
function GrabItem({ row, pool, tag, goodsModel, brandName, name, facts, age, actions }: GrabItemProps) {
  return (
    <div className="pc-grab-item" data-testid="grab-item" data-id={row.id} data-kind={row.kind ?? pool}>
      <div className="pc-grab-main">
        <div className="pc-grab-title">
          {tag}
          <strong>{goodsModel}</strong>
          <span>{brandName}</span>
        </div>
        <p className="pc-grab-name">{name}</p>
        <Facts items={facts} />
      </div>
      <div className="pc-grab-side">
        <span className="pc-grab-age">{age}</span>
        <PoolRowActions row={row} pool={pool} actions={actions} size="large" />
      </div>
    </div>
  );
}

/**
 * The newest row of the negotiators' pool: a lead (part number, brand, name, quantity, price, date code, condition,
 * delivery place, age) or an intention order on goods without a negotiator (PoolPreOrderSummary); 抢单 and 屏蔽.
 */
export function LeadSummary({ lead, actions }: { lead: PendingLead; actions: DesktopPoolActions }) {
  if (lead.preOrder) return <PoolPreOrderSummary row={lead} order={lead.preOrder} actions={actions} />;
  const demand = lead.type === GoodsType.Demand;
  return (
    <GrabItem
      row={lead}
      pool="lead"
      tag={demand ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>}
      goodsModel={lead.goodsModel}
      brandName={lead.brandName}
      name={
        <>
          {lead.goodsName}
          {lead.categoryName ? ` · ${lead.categoryName}` : ''}
        </>
      }
      facts={[
        { label: demand ? '求购数量' : '数量', value: `${formatPieces(lead.quantity)}` },
        { label: demand ? '目标价' : '价格', value: leadPriceText(lead), strong: true },
        { label: '批号', value: lead.dateCode },
        { label: '成色', value: lead.condition },
        { label: '交货地', value: lead.deliveryPlace },
        { label: '货期', value: lead.stockType },
      ]}
      age={`${ageText(lead.createTime)}发布`}
      actions={actions}
    />
  );
}

/** An intention order waiting for a negotiator (意向单): part number, number and goods, quantity, unit price, amount, buyer, its step, age. */
function PoolPreOrderSummary({ row, order, actions }: { row: PendingLead; order: PoolPreOrder; actions: DesktopPoolActions }) {
  return (
    <GrabItem
      row={row}
      pool="lead"
      tag={<PoolRowTags row={row} />}
      goodsModel={row.goodsModel}
      brandName={row.brandName}
      name={`${row.goodsName} · 意向单号 ${order.orderNo}`}
      facts={[
        { label: '数量', value: `${formatPieces(row.quantity)}` },
        { label: '单价', value: preOrderPriceText({ price: row.priceMin, priceUnit: row.priceUnit }), strong: true },
        { label: '金额', value: preOrderPriceText({ price: order.amount, priceUnit: row.priceUnit }) },
        { label: '买方', value: order.buyerName },
        { label: '待办', value: poolPreOrderWork(order.model) },
      ]}
      age={`${ageText(row.createTime)}下单`}
      actions={actions}
    />
  );
}

/** The newest confirmed intention order: order number, goods, quantity, unit price, seller, buyer, age; 抢单 and 屏蔽. */
export function PreOrderSummary({ order, actions }: { order: PendingPreOrder; actions: DesktopPoolActions }) {
  return (
    <GrabItem
      row={order}
      pool="preOrder"
      tag={<SlotTag model={order.model} />}
      goodsModel={order.goodsModel}
      brandName={order.brandName}
      name={`${order.goodsName} · 意向单号 ${order.orderNo}`}
      facts={[
        { label: '数量', value: `${formatPieces(order.quantity)}` },
        { label: '单价', value: preOrderPriceText(order), strong: true },
        { label: '待办', value: poolSlotText(order.model).work },
        { label: '卖家', value: order.sellerName },
        { label: '买家', value: order.buyerName },
      ]}
      age={`${ageText(order.createTime)}确认`}
      actions={actions}
    />
  );
}

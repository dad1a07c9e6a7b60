import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { FollowModel, Limits, PoolRowKind } from '@mts/shared/constants';
import { brandedName, formatPieces, formatPrice } from '@mts/shared/format';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import type { PendingLead, PendingPreOrder, PoolPreOrder } from '@mts/shared/schemas';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { cluePriceText, NEGOTIABLE } from '@/lib/price';
import { useLeadPool } from '../../api/get-lead-pool';
import { usePreOrderPool } from '../../api/get-pre-order-pool';
import { poolPreOrderWork, poolSlotText } from '../../model/follow-actions';
import { ageText, type PoolRole } from '../../model/pool';
import { poolRowKey, type PoolKind, type PoolRowRef } from '../../model/pool-cache';
import { LeadTypeBadge } from './follow-card';
import styles from './dispatch.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type RowActions = {
  /** The key (kind + id, poolRowKey) of the row being grabbed or blocked (its buttons spin, the others wait). */
  busyKey: string | undefined;
  onGrab: (row: PoolRowRef) => void;
  onBlock: (row: PoolRowRef) => void;
};

type PoolListProps = RowActions & { role: PoolRole };

/**
 * The pool of a staff role, newest first, 10 a page as the user scrolls, each row with 抢单 and 屏蔽. The negotiators'
 * pool mixes leads and intention orders on goods without a negotiator (意向单 cards), keyed by kind + id.
 */
export function PoolList({ role, ...props }: PoolListProps) {
  return role.kind === 'lead' ? <LeadPool {...props} /> : <PreOrderPool {...props} />;
}

const POOL_PAGE = { pageSize: Limits.followPageSize } as const;
const POOL_OPTIONS = { delayMs: Limits.listLoadDelayMs } as const;

function LeadPool(props: Omit<PoolListProps, 'role'>) {
  const query = useLeadPool(POOL_PAGE, POOL_OPTIONS);
  return (
    <PoolView query={query} pool="lead" {...props} renderRow={(row) => (row.kind === PoolRowKind.PreOrder && row.preOrder ? <PoolPreOrderRow row={row} order={row.preOrder} /> : <LeadRow lead={row} />)} />
  );
}

function PreOrderPool(props: Omit<PoolListProps, 'role'>) {
  const query = usePreOrderPool(POOL_PAGE, POOL_OPTIONS);
  return <PoolView query={query} pool="preOrder" {...props} renderRow={(order) => <PreOrderRow order={order} />} />;
}

/** What the view reads of either pool's infinite query. */
type PoolQuery<T> = {
  data: { pages: { rows: T[]; total: number }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
};

function PoolView<T extends PoolRowRef>({
  query,
  pool,
  renderRow,
  busyKey,
  onGrab,
  onBlock,
}: RowActions & { query: PoolQuery<T>; pool: PoolKind; renderRow: (row: T) => ReactNode }) {
  const rows = loadedRows(query.data);
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <PagedList
      query={query}
      rowCount={rows.length}
      empty={
        <ErrorBlock status="empty" title={Msg.empty} description="" className={styles.empty} data-testid="pool-empty" />
      }
    >
      <div className={styles.list} data-testid="pool-list" data-total={total}>
        {rows.map((row) => {
          const key = poolRowKey(row, pool);
          return (
            <div key={key} className={styles.card} data-testid="pool-row" data-id={row.id} data-kind={row.kind ?? pool}>
              {renderRow(row)}
              <div className={styles.rowActions}>
                <Button size="small" shape="rounded" disabled={busyKey !== undefined} onClick={() => onBlock(row)} data-testid="pool-block">
                  {DispatchMsg.block}
                </Button>
                <Button
                  size="small"
                  shape="rounded"
                  color="primary"
                  loading={busyKey === key}
                  disabled={busyKey !== undefined && busyKey !== key}
                  onClick={() => onGrab(row)}
                  data-testid="pool-grab"
                >
                  {DispatchMsg.grab}
                </Button>
              </div>
            </div>
          );
        })}
      </div>
    </PagedList>
  );
}

function Specs({ items }: { items: [string, string][] }) {
  return (
    <dl className={styles.specs}>
      {items
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A lead awaiting dispatch: part number, brand and name, price with unit, quantity, date code, condition, delivery, stock, age. */
function LeadRow({ lead }: { lead: PendingLead }) {
  return (
    <>
      <div className={styles.head}>
        <span className={styles.title}>
          <LeadTypeBadge type={lead.type} />
          <span className={styles.model} data-testid="pool-model">
            {lead.goodsModel}
          </span>
        </span>
        <span className={styles.age}>{ageText(lead.createTime)}</span>
      </div>
      <div className={styles.meta}>{brandedName(lead.brandName, lead.goodsName)}</div>
      <div className={styles.foot}>
        <span className={styles.price}>{cluePriceText(lead)}</span>
        <span className={styles.qty}>{formatPieces(lead.quantity)}</span>
      </div>
      <Specs
        items={[
          ['批号', lead.dateCode],
          ['成色', lead.condition],
          ['交货地', lead.deliveryPlace],
          ['库存', lead.stockType],
        ]}
      />
    </>
  );
}

/**
 * An intention order on goods without a negotiator, in the negotiators' pool (意向单): the goods' part number and
 * type, its number, brand and name, unit price and quantity, amount, buyer (and seller), what the grab leads to
 * (确认意向单 / 修改意向单), its age.
 */
function PoolPreOrderRow({ row, order }: { row: PendingLead; order: PoolPreOrder }) {
  const money = (cents: number | null) => (cents === null ? NEGOTIABLE : formatPrice(cents, row.priceUnit));
  return (
    <>
      <div className={styles.head}>
        <span className={styles.title}>
          <span className={`${styles.badge} ${styles.intent}`} data-testid="pool-kind">
            意向单
          </span>
          <LeadTypeBadge type={row.type} />
          <span className={styles.model} data-testid="pool-model">
            {row.goodsModel || row.goodsName}
          </span>
        </span>
        <span className={styles.age}>{ageText(row.createTime)}</span>
      </div>
      <div className={styles.meta}>
        意向单号 {order.orderNo} · {brandedName(row.brandName, row.goodsName)}
      </div>
      <div className={styles.foot}>
        <span className={styles.price}>{money(row.priceMin)}</span>
        <span className={styles.qty}>{formatPieces(row.quantity)}</span>
      </div>
      <Specs
        items={[
          ['金额', money(order.amount)],
          ['买方', order.buyerName],
          ['卖方', order.sellerName],
          ['待办', poolPreOrderWork(order.model)],
          ['交货地', row.deliveryPlace],
        ]}
      />
    </>
  );
}

/** 买方商务 (生成合同) or 卖方商务 (确认合同): which side of the deal a pool slot is. */
function SlotBadge({ model }: { model: number }) {
  const slot = poolSlotText(model);
  return (
    <span className={`${styles.badge} ${model === FollowModel.Seller ? styles.demand : styles.supply}`} data-testid="pool-slot" title={slot.work}>
      {slot.side}
    </span>
  );
}

/**
 * A pool slot: a confirmed intention order whose contract the buyer side draws (买方商务), or a drawn contract the
 * seller side confirms (卖方商务); its number, goods, quantity, unit price and amount, seller and buyer, age.
 */
function PreOrderRow({ order }: { order: PendingPreOrder }) {
  const money = (cents: number | null) => (cents === null ? NEGOTIABLE : formatPrice(cents, order.priceUnit));
  return (
    <>
      <div className={styles.head}>
        <span className={styles.title}>
          <SlotBadge model={order.model} />
          <span className={styles.model} data-testid="pool-model">
            {order.goodsModel || order.goodsName}
          </span>
        </span>
        <span className={styles.age}>{ageText(order.createTime)}</span>
      </div>
      <div className={styles.meta}>
        意向单号 {order.orderNo} · {brandedName(order.brandName, order.goodsName)}
      </div>
      <div className={styles.foot}>
        <span className={styles.price}>{money(order.price)}</span>
        <span className={styles.qty}>{formatPieces(order.quantity)}</span>
      </div>
      <Specs
        items={[
          ['金额', money(order.amount)],
          ['待办', poolSlotText(order.model).work],
          ['卖方', order.sellerName],
          ['买方', order.buyerName],
        ]}
      />
    </>
  );
}

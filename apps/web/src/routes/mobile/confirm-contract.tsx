import { formatDate, formatPrice } from '@mts/shared/format';
import { OrderMsg } from '@mts/shared/messages';
import type { OrderDetail } from '@mts/shared/schemas';
import { orderMachine } from '@mts/shared/status';
import { orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { contractMoves, useConfirmContractPage } from '@/features/trade/model/staff-pages';
import { ContractView } from '@/features/trade/components/mobile/contract-view';
import { StaffMoves } from '@/features/trade/components/mobile/staff-moves';
import { Fields, NextStep, Section } from '@/features/trade/components/mobile/staff-pre-order';
import { StatusBadge } from '@/components/mobile/status-badge';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { useBack } from '@/components/mobile/navigation';
import { LoadState } from '@/components/mobile/load-state';
import { STAFF_LOAD } from '@/features/trade/components/mobile/load-presets';
import { toast } from '@/components/mobile/toast';
import styles from './staff-page.module.css';
import { PageTop } from '@/components/mobile/page-top';

/** The order's head: number, status, amount, parties and its followers; what happens next. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <>
      <Section title="订单">
        <Fields
          rows={[
            ['订单号', order.orderNo],
            [
              '状态',
              <StatusBadge key="s" machine={orderMachine} status={order.status} text={order.statusText} testId="order-status" />,
            ],
            ['金额', <b key="a">{formatPrice(order.amount, order.priceUnit)}</b>],
            ['意向单', order.preOrderNo],
            ['买方商务', order.buyerFollowerName],
            ['卖方商务', order.sellerFollowerName],
            ['更新于', formatDate(order.updateTime, 'yyyy-MM-dd HH:mm')],
            ['退回原因', order.closeReason],
          ]}
        />
      </Section>
      <NextStep {...order.nextStep} />
    </>
  );
}

/**
 * /follow/confirmTradeContract?orderId&followId: the seller-side business follower (model 1) checks the contract the
 * buyer side drew up and confirms it (待付款, frozen) or returns it with a reason; buttons only as the server allows.
 */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const page = useConfirmContractPage({ notify: toast, prefix: '' });
  const { followId } = page;
  const order = page.detail.data;

  return (
    <div className={styles.page} data-testid="confirm-contract">
      <PageTop title="确认合同" onBack={back} />
      {!order ? (
        <LoadState id={page.orderId} query={page.detail} forbidden={OrderMsg.orderForbidden} notFound={OrderMsg.orderNotFound} {...STAFF_LOAD} />
      ) : (
        <>
          <OrderSummary order={order} />
          <h2 className={styles.sectionTitle}>合同</h2>
          <div className={styles.contract}>
            <ContractView contract={order.contract} />
          </div>
          {followId > 0 && (
            <button type="button" className={styles.link} onClick={() => navigate(`/follow/swFollowDetail/${followId}`)} data-testid="to-follow">
              查看跟单与跟进记录 ›
            </button>
          )}
          {isAvailable(orderDetailPath(order.id)) && (
            <button type="button" className={styles.link} onClick={() => navigate(orderDetailPath(order.id))}>
              订单详情 ›
            </button>
          )}
          <StaffMoves {...contractMoves(order, page, 'phone')} className={styles.bar} />
        </>
      )}
    </div>
  );
}

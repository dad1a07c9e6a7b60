import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { formatDate, formatPrice } from '@mts/shared/format';
import { OrderMsg } from '@mts/shared/messages';
import { rejectContractBody, type OrderDetail } from '@mts/shared/schemas';
import { orderMachine } from '@mts/shared/status';
import { orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { useConfirmContractPage } from '@/features/trade/model/staff-pages';
import { ContractView } from '@/features/trade/components/mobile/contract-view';
import { ReasonDialog } from '@/features/trade/components/mobile/reason-dialog';
import { Fields, NextStep, Section } from '@/features/trade/components/mobile/staff-pre-order';
import { StatusBadge } from '@/components/mobile/status-badge';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { useBack } from '@/components/mobile/navigation';
import { LoadState } from '@/components/mobile/load-state';
import { STAFF_LOAD } from '@/features/trade/components/mobile/load-presets';
import { toast } from '@/components/mobile/toast';
import styles from './staff-page.module.css';

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

type Page = ReturnType<typeof useConfirmContractPage>;

function Moves({ order, page }: { order: OrderDetail; page: Page }) {
  const [rejecting, setRejecting] = useState(false);
  if (!order.canConfirmContract && !order.canRejectContract) return null;

  const doConfirm = async () => {
    const ok = await Dialog.confirm({ title: '确认合同', content: '确认后合同生效且不可更改，等待买方付款。', confirmText: '确认', cancelText: '取消' });
    if (ok) await page.confirm();
  };

  return (
    <>
      <div className={styles.bar}>
        {order.canRejectContract && (
          <Button color="danger" fill="outline" shape="rounded" onClick={() => setRejecting(true)} data-testid="contract-reject">
            退回合同
          </Button>
        )}
        {order.canConfirmContract && (
          <Button color="primary" shape="rounded" loading={page.confirming} onClick={() => void doConfirm()} data-testid="contract-confirm">
            确认合同
          </Button>
        )}
      </div>
      {order.canRejectContract && (
        <ReasonDialog
          visible={rejecting}
          title="退回合同"
          hint="退回后订单关闭，买方商务可重新生成合同。"
          schema={rejectContractBody.shape.reason}
          busy={page.rejecting}
          onCancel={() => setRejecting(false)}
          onSubmit={(r) => void page.reject(r).then(() => setRejecting(false))}
        />
      )}
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
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          确认合同
        </NavBar>
      </div>
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
          <Moves order={order} page={page} />
        </>
      )}
    </div>
  );
}

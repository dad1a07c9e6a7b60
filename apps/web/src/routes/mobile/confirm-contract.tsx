import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { formatDate, formatPrice } from '@mts/shared/format';
import { OrderMsg } from '@mts/shared/messages';
import { rejectContractBody, type OrderDetail } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { useConfirmContract, useRejectContract } from '@/features/trade/api/contract-moves';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { ContractView } from '@/features/trade/components/mobile/contract-view';
import { ReasonDialog } from '@/features/trade/components/mobile/reason-dialog';
import { Fields, NextStep, Section, StatusPill } from '@/features/trade/components/mobile/staff-pre-order';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/lib/available-paths';
import { useBack } from '@/components/mobile/navigation';
import { LoadState, positiveParam } from './staff-pre-order';
import { toast } from '@/components/mobile/toast';
import styles from './staff-page.module.css';

export const orderTone = (status: number) =>
  status === OrderStatus.AwaitingContract || status === OrderStatus.AwaitingPayment ? 'wait' : status === OrderStatus.Closed ? 'off' : 'done';

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
              <StatusPill key="s" tone={orderTone(order.status)} testId="order-status">
                {order.statusText}
              </StatusPill>,
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

function Moves({ order, followId }: { order: OrderDetail; followId: number }) {
  const confirm = useConfirmContract();
  const reject = useRejectContract();
  const [rejecting, setRejecting] = useState(false);
  const itemId = order.followId ?? followId;
  if (!order.canConfirmContract && !order.canRejectContract) return null;

  const doConfirm = async () => {
    const ok = await Dialog.confirm({ title: '确认合同', content: '确认后合同生效且不可更改，等待买方付款。', confirmText: '确认', cancelText: '取消' });
    if (!ok) return;
    try {
      await confirm.mutateAsync({ orderId: order.id, followId: itemId });
      toast(OrderMsg.confirmOk);
    } catch {
      // the client toasted the server's reason; the order reloads
    }
  };
  const doReject = async (reason: string) => {
    try {
      await reject.mutateAsync({ orderId: order.id, followId: itemId, reason });
      toast(OrderMsg.rejectOk);
    } catch {
      // toasted; the order reloads
    }
    setRejecting(false);
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
          <Button color="primary" shape="rounded" loading={confirm.isPending} onClick={() => void doConfirm()} data-testid="contract-confirm">
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
          busy={reject.isPending}
          onCancel={() => setRejecting(false)}
          onSubmit={(r) => void doReject(r)}
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
  const [params] = useSearchParams();
  const orderId = positiveParam(params.get('orderId'));
  const followId = positiveParam(params.get('followId'));
  const back = useBack();
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const detail = useOrderDetail(orderId);
  const order = detail.data;

  return (
    <div className={styles.page} data-testid="confirm-contract">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          确认合同
        </NavBar>
      </div>
      {!order ? (
        <LoadState query={orderId ? detail : { isPending: false, error: null, refetch: () => {} }} notFound={OrderMsg.orderNotFound} back={{ label: '返回跟单', to: '/follow' }} />
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
          <Moves order={order} followId={followId} />
        </>
      )}
    </div>
  );
}

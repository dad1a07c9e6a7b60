import { Alert, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPrice } from '@mts/shared/format';
import { MoneyMsg, OrderMsg } from '@mts/shared/messages';
import { OrderStatus } from '@mts/shared/status';
import { useExternalPayInfo } from '@/features/trade/api/get-external-pay-info';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { TransferForm } from '@/features/trade/components/desktop/transfer-form';
import { TransferList } from '@/features/trade/components/desktop/transfer-list';
import { useMoneyMoves } from '@/features/trade/hooks/use-money-moves';
import { externalPayInfoPath, hasPendingTransfer, orderDetailPath } from '@/features/trade/model/order-view';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { TradeDetailState } from './trade-detail-state';
import { useDocumentTitle } from '@/lib/document-title';
import '@/features/trade/components/desktop/trade.css';
import './publish.css';

/**
 * /pc/externalPay?orderId= (login-guarded): the buyer or his side's business follower records the bank transfer he
 * made (amount, paying account, time, receipt image). After it: 已提交，等待平台确认 with the record listed. When the
 * order cannot take one (a transfer already waits, it is paid, or the caller is not on the buyer's side) it says so.
 */
export function ExternalPayPage() {
  const [params] = useSearchParams();
  const orderId = positiveInt(params.get('orderId')) ?? 0;
  const navigate = useAppNavigate();
  const detail = useOrderDetail(orderId);
  const moves = useMoneyMoves(orderId);
  const [recorded, setRecorded] = useState(false);
  const order = detail.data;
  useDocumentTitle(order ? `登记转账 ${order.orderNo}` : '登记转账');
  const open = (path: string) => navigate(`/pc${path}`);

  let content;
  if (!order)
    return (
      <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }}>
        <TradeDetailState id={orderId} query={detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '全部订单', to: '/pc/myorder' }} />
      </div>
    );
  if (recorded) content = <Recorded orderId={orderId} priceUnit={order.priceUnit} onOpen={open} />;
  else if (!order.canRecordTransfer) {
    const pending = order.status === OrderStatus.AwaitingPayment && hasPendingTransfer(order);
    content = (
      <Result
        status={pending ? 'info' : 'warning'}
        title={pending ? MoneyMsg.transferPending : order.status !== OrderStatus.AwaitingPayment ? `该订单${order.statusText}，无需登记转账` : MoneyMsg.notBuyerSide}
        subTitle={pending ? '平台确认到账后订单将进入待发货。' : undefined}
        data-testid="transfer-blocked"
        extra={
          <Button type="primary" onClick={() => open(pending ? externalPayInfoPath(orderId) : orderDetailPath(orderId))}>
            {pending ? '查看转账记录' : '查看订单'}
          </Button>
        }
      />
    );
  } else
    content = (
      <>
        <h1 style={{ marginTop: 0, fontSize: 22 }}>登记转账</h1>
        <Alert
          style={{ margin: '0 0 24px' }}
          type="info"
          showIcon
          data-testid="transfer-order"
          title={
            <span>
              订单 {order.orderNo} · 应付 {formatPrice(order.amount, order.priceUnit)}。请先按
              <Button type="link" size="small" onClick={() => open(externalPayInfoPath(orderId))} data-testid="transfer-info-link">
                转账信息
              </Button>
              转至平台担保账户，再上传银行回单。
            </span>
          }
        />
        <TransferForm order={order} Uploader={ImageUploader} submitting={moves.recording} onSubmit={(values) => moves.recordTransfer(values).then(() => setRecorded(true))} />
      </>
    );

  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }} data-testid="external-pay">
      <div className="pc-card" style={{ padding: 32 }}>
        {content}
      </div>
    </div>
  );
}

/** After recording: it waits for the platform; the order's transfers, the new one first. */
function Recorded({ orderId, priceUnit, onOpen }: { orderId: number; priceUnit: number; onOpen: (path: string) => void }) {
  const info = useExternalPayInfo(orderId);
  return (
    <div data-testid="transfer-recorded">
      <Result
        status="success"
        title="已提交，等待平台确认"
        subTitle="平台核对到账后，订单将进入待发货，买卖双方都会收到通知。"
        extra={[
          <Button key="order" type="primary" onClick={() => onOpen(orderDetailPath(orderId))} data-testid="transfer-view-order">
            查看订单
          </Button>,
          <Button key="info" onClick={() => onOpen(externalPayInfoPath(orderId))}>
            转账信息
          </Button>,
        ]}
      />
      <Card title="转账记录" size="small">
        {info.data ? <TransferList transfers={info.data.transfers} priceUnit={priceUnit} /> : <span className="pc-trade-muted">加载中…</span>}
      </Card>
    </div>
  );
}

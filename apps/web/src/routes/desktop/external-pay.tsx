import { Alert, Button, Card, Result } from 'antd';
import { formatPrice } from '@mts/shared/format';
import { OrderMsg } from '@mts/shared/messages';
import { useExternalPayInfo } from '@/features/trade/api/get-external-pay-info';
import { TransferForm } from '@/features/trade/components/desktop/transfer-form';
import { TransferList } from '@/features/trade/components/desktop/transfer-list';
import { externalPayInfoPath, orderDetailPath } from '@/features/trade/model/order-view';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';
import { transferBlock, useExternalPay } from '@/features/trade/model/pay-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/desktop/load-state';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import '@/features/trade/components/desktop/trade.css';
import './publish.css';

/**
 * /pc/externalPay?orderId= (login-guarded): the buyer or his side's business follower records the bank transfer he
 * made (amount, paying account, time, receipt image). After it: 已提交，等待平台确认 with the record listed. When the
 * order cannot take one (a transfer already waits, it is paid, or the caller is not on the buyer's side) it says so.
 */
export function ExternalPayPage() {
  const navigate = useAppNavigate();
  const { orderId, detail, recorded, recording, record, paths } = useExternalPay();
  const order = detail.data;
  useDocumentTitle(order ? `登记转账 ${order.orderNo}` : '登记转账');
  const open = (path: string) => navigate(`/pc${path}`);

  let content;
  if (!order)
    return (
      <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }}>
        <LoadState testId="trade-detail-error" id={orderId} query={detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '全部订单', to: '/pc/myorder' }} />
      </div>
    );
  const block = transferBlock(order);
  if (recorded) content = <Recorded orderId={orderId} priceUnit={order.priceUnit} onOpen={open} />;
  else if (block)
    content = (
      <Result
        status={block.pending ? 'info' : 'warning'}
        title={block.title}
        subTitle={block.pending ? '平台确认到账后订单将进入待发货。' : undefined}
        data-testid="transfer-blocked"
        extra={
          <Button type="primary" onClick={() => open(block.action.path)}>
            {block.action.label}
          </Button>
        }
      />
    );
  else
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
              <Button type="link" size="small" onClick={() => open(paths.info)} data-testid="transfer-info-link">
                转账信息
              </Button>
              转至平台担保账户，再上传银行回单。
            </span>
          }
        />
        <TransferForm order={order} Uploader={ImageUploader} submitting={recording} onSubmit={record} />
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

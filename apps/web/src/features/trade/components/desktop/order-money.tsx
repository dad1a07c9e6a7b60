import { Card, Descriptions } from 'antd';
import type { OrderDetail } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { orderMoneyBlocks } from '../../model/detail-views';
import { inspectionTone, type Row } from '../../model/payment';
import { ToneTag } from '@/components/desktop/status-badge';
import { TransferList } from './transfer-list';
import './money.css';

function Rows({ rows, testId, column = 3 }: { rows: Row[]; testId?: string; column?: number }) {
  return (
    <Descriptions column={column} size="small" data-testid={testId}>
      {rows.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The order's money on the desktop (issue 11): payment with the bank transfers recorded, shipment, the inspector's
 * report with its photos, the settlement or the refund; each card once it has something to say.
 */
export function OrderMoney({ detail }: { detail: OrderDetail }) {
  const { payment, shipment, inspection, settlement, refund, report } = orderMoneyBlocks(detail);
  return (
    <>
      {payment && (
        <Card title="支付信息" className="mts-contract-no-print" data-testid="order-payment">
          <Rows rows={payment} column={4} />
          {detail.payment.transfers.length > 0 && (
            <>
              <h4 style={{ margin: '12px 0' }}>银行转账记录</h4>
              <TransferList transfers={detail.payment.transfers} priceUnit={detail.priceUnit} />
            </>
          )}
        </Card>
      )}
      {shipment && (
        <Card title="物流信息" className="mts-contract-no-print" data-testid="order-shipment">
          <Rows rows={shipment} />
        </Card>
      )}
      {inspection && (
        <Card
          title="验货报告"
          className="mts-contract-no-print"
          data-testid="order-inspection"
          extra={report ? <ToneTag tone={inspectionTone(report)} testId="inspection-result">{report.resultText}</ToneTag> : undefined}
        >
          <Rows rows={inspection} />
          {report && report.photos.length > 0 && (
            <div className="pc-money-photos">
              {report.photos.map((src) => (
                <a key={src} href={src} target="_blank" rel="noreferrer" title="查看验货照片">
                  <SafeImage src={src} alt="验货照片" />
                </a>
              ))}
            </div>
          )}
        </Card>
      )}
      {settlement && (
        <Card title="结算" className="mts-contract-no-print" data-testid="order-settlement">
          <Rows rows={settlement} column={4} />
        </Card>
      )}
      {refund && (
        <Card title="退款" className="mts-contract-no-print" data-testid="order-refund">
          <Rows rows={refund} />
        </Card>
      )}
    </>
  );
}

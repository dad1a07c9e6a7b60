import type { OrderDetail } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { orderMoneyBlocks } from '../../model/detail-views';
import { inspectionTone, type Row } from '../../model/payment';
import { Fields, Section } from './detail-parts';
import { ToneTag } from '@/components/mobile/status-badge';
import { TransferList } from './transfer-list';
import styles from './money.module.css';

const fields = (rows: Row[]) => rows.map(([k, v]): [string, string] => [k, v]);

/**
 * The order's money on the phone (issue 11): payment (and the bank transfers recorded), shipment, the inspector's
 * report with its photos, the settlement or the refund. Each block shows once it has something to say.
 */
export function OrderMoney({ detail }: { detail: OrderDetail }) {
  const { payment, shipment, inspection, settlement, refund, report } = orderMoneyBlocks(detail);
  return (
    <>
      {payment && (
        <Section title="支付信息" testId="order-payment">
          <Fields rows={fields(payment)} />
          {detail.payment.transfers.length > 0 && (
            <>
              <h3 className={styles.subTitle}>银行转账记录</h3>
              <TransferList transfers={detail.payment.transfers} priceUnit={detail.priceUnit} />
            </>
          )}
        </Section>
      )}
      {shipment && (
        <Section title="物流信息" testId="order-shipment">
          <Fields rows={fields(shipment)} />
        </Section>
      )}
      {inspection && (
        <Section title="验货报告" testId="order-inspection">
          {report && (
            <div style={{ marginBottom: 6 }}>
              <ToneTag tone={inspectionTone(report)} testId="inspection-result">
                {report.resultText}
              </ToneTag>
            </div>
          )}
          <Fields rows={fields(inspection)} />
          {report && report.photos.length > 0 && (
            <div className={styles.photos}>
              {report.photos.map((src) => (
                <a key={src} href={src} target="_blank" rel="noreferrer" aria-label="查看验货照片">
                  <SafeImage src={src} alt="验货照片" />
                </a>
              ))}
            </div>
          )}
        </Section>
      )}
      {settlement && (
        <Section title="结算" testId="order-settlement">
          <Fields rows={fields(settlement)} />
        </Section>
      )}
      {refund && (
        <Section title="退款" testId="order-refund">
          <Fields rows={fields(refund)} />
        </Section>
      )}
    </>
  );
}

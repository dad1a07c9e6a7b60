import type { TransferRecord } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { transferView } from '../../model/payment';
import { ToneTag } from '@/components/mobile/status-badge';
import styles from './money.module.css';

/** The bank transfers recorded for an order, newest first: amount and status (待确认 / 已确认 / 已驳回 + reason), payer, time, receipt. */
export function TransferList({ transfers, priceUnit }: { transfers: readonly TransferRecord[]; priceUnit: number }) {
  if (transfers.length === 0) return <p className={styles.muted}>暂无转账记录</p>;
  return (
    <div data-testid="transfer-list">
      {transfers.map((t) => {
        const v = transferView(t, priceUnit);
        return (
          <div key={t.id} className={styles.transfer} data-testid="transfer-record" data-status={t.status}>
            <div className={styles.transferHead}>
              <span className={styles.transferAmount}>{v.amount}</span>
              <ToneTag tone={v.tone} testId="transfer-status">
                {v.status}
              </ToneTag>
            </div>
            <div className={styles.transferBody}>
              <div className={styles.transferText}>
                <div>付款账户：{v.payer}</div>
                <div>转账时间：{v.paidAt}</div>
                <div className={styles.muted}>登记：{v.recorded}</div>
                {v.reason && (
                  <div className={styles.reason} data-testid="transfer-reason">
                    {v.reason}
                  </div>
                )}
              </div>
              {t.receiptUrl && (
                <a className={styles.receipt} href={t.receiptUrl} target="_blank" rel="noreferrer" aria-label="查看转账凭证">
                  <SafeImage src={t.receiptUrl} alt="转账凭证" />
                </a>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { Empty } from 'antd';
import type { TransferRecord } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { transferView } from '../../model/payment';
import { ToneTag } from '@/components/desktop/status-badge';
import './money.css';

/** The bank transfers recorded for an order, newest first: amount and status (待确认 / 已确认 / 已驳回 + reason), payer, time, receipt. */
export function TransferList({ transfers, priceUnit }: { transfers: readonly TransferRecord[]; priceUnit: number }) {
  if (transfers.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无转账记录" />;
  return (
    <div className="pc-money" style={{ gap: 12 }} data-testid="transfer-list">
      {transfers.map((t) => {
        const v = transferView(t, priceUnit);
        return (
          <div key={t.id} className="pc-money-transfer" data-testid="transfer-record" data-status={t.status}>
            <div className="pc-money-transfer-main">
              <div>
                {v.amount}
                <ToneTag tone={v.tone} testId="transfer-status">{v.status}</ToneTag>
              </div>
              <div>
                付款账户：{v.payer} · 转账时间：{v.paidAt}
              </div>
              <div className="pc-trade-muted">登记：{v.recorded}</div>
              {v.reason && (
                <div className="pc-money-reason" data-testid="transfer-reason">
                  {v.reason}
                </div>
              )}
            </div>
            {t.receiptUrl && (
              <a className="pc-money-receipt" href={t.receiptUrl} target="_blank" rel="noreferrer" title="查看转账凭证">
                <SafeImage src={t.receiptUrl} alt="转账凭证" />
              </a>
            )}
          </div>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { formatQuantity } from '@mts/shared/format';
import type { StockImport } from '@mts/shared/schemas';
import { stockImportMachine } from '@mts/shared/status';
import { STOCK_IMPORT_MODE_LABELS } from '@mts/shared/stock';
import { StatusBadge } from '@/components/mobile/status-badge';
import { CANCEL_CONFIRM, hasReport, importCounts, importOutcome, importPercent, isImportRunning, progressText, RUNNING_NOTE } from '../../model/import-progress';
import styles from './stock.module.css';

type Props = {
  imp: StockImport;
  cancelling: boolean;
  onCancel: () => Promise<boolean>;
  onReport: () => Promise<boolean>;
  /** The end's ways on (查看我的库存, 继续上传), or the list banner's 查看. */
  extra?: ReactNode;
  /** The list's banner: progress only. */
  compact?: boolean;
};

/** An import as it runs (status, progress bar, 取消导入) and as it ended (outcome, counts, 下载导入报告). */
export function ImportCard({ imp, cancelling, onCancel, onReport, extra, compact = false }: Props) {
  const running = isImportRunning(imp.status);
  const outcome = importOutcome(imp);
  const askCancel = async () => {
    const ok = await Dialog.confirm({ title: '取消导入', content: CANCEL_CONFIRM, confirmText: '取消导入', cancelText: '继续导入' });
    if (ok) await onCancel();
  };
  return (
    <div className={compact ? `${styles.import} ${styles.compact}` : styles.import} data-testid="stock-import" data-status={imp.status}>
      <div className={styles.importHead}>
        <span className={styles.importFile}>{imp.fileName}</span>
        <StatusBadge machine={stockImportMachine} status={imp.status} testId="stock-import-status" />
      </div>
      <ProgressBar className={styles.progress} percent={importPercent(imp)} aria-label="导入进度" data-testid="stock-import-progress" />
      <div className={styles.progressLine}>
        <span data-testid="stock-import-progress-text">{progressText(imp)}</span>
        <span>
          {STOCK_IMPORT_MODE_LABELS[imp.mode]} · {importPercent(imp)}%
        </span>
      </div>
      {running && !compact ? <p className={styles.hint}>{RUNNING_NOTE}</p> : null}
      {outcome ? (
        <p className={`${styles.outcome} ${outcome.tone === 'success' ? '' : styles[outcome.tone]}`} data-testid="stock-import-outcome">
          {outcome.text}
        </p>
      ) : null}
      {!running && !compact && hasReport(imp) ? (
        <div className={styles.counts} data-testid="stock-import-counts">
          {importCounts(imp).map((c) => (
            <div key={c.key} className={styles.countCell} data-testid={`stock-count-${c.key}`}>
              <strong>{formatQuantity(c.value)}</strong>
              <span>{c.label}</span>
            </div>
          ))}
        </div>
      ) : null}
      {!running && hasReport(imp) ? (
        <Button block color="primary" fill={compact ? 'outline' : 'solid'} size="small" shape="rounded" onClick={() => void onReport()} data-testid="stock-import-report">
          下载导入报告
        </Button>
      ) : null}
      {(running && !compact) || extra ? (
        <div className={styles.actions}>
          {running && !compact ? (
            <Button color="danger" fill="outline" size="small" loading={cancelling} onClick={() => void askCancel()} data-testid="stock-import-cancel">
              取消导入
            </Button>
          ) : null}
          {extra}
        </div>
      ) : null}
    </div>
  );
}

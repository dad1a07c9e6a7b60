import { App, Button, Progress, Space, Statistic } from 'antd';
import { formatQuantity } from '@mts/shared/format';
import type { StockImport } from '@mts/shared/schemas';
import { stockImportMachine } from '@mts/shared/status';
import { STOCK_IMPORT_MODE_LABELS } from '@mts/shared/stock';
import { StatusBadge } from '@/components/desktop/status-badge';
import { CANCEL_CONFIRM, hasReport, importCounts, importOutcome, importPercent, isImportRunning, progressText, RUNNING_NOTE } from '../../model/import-progress';
import './stock.css';

type Props = {
  imp: StockImport;
  cancelling: boolean;
  onCancel: () => Promise<boolean>;
  onReport: () => Promise<boolean>;
  /** The end's ways on (查看我的库存, 继续上传); none in the list's banner. */
  extra?: React.ReactNode;
  /** The list's banner: one line of progress, no counts. */
  compact?: boolean;
};

/** An import as it runs (status, progress bar, 取消导入) and as it ended (the outcome, its counts, 下载导入报告). */
export function ImportPanel({ imp, cancelling, onCancel, onReport, extra, compact = false }: Props) {
  const { modal } = App.useApp();
  const running = isImportRunning(imp.status);
  const outcome = importOutcome(imp);
  const askCancel = () =>
    modal.confirm({
      title: '取消导入',
      content: CANCEL_CONFIRM,
      okText: '取消导入',
      okButtonProps: { danger: true },
      cancelText: '继续导入',
      onOk: () => onCancel(),
    });
  return (
    <div className={compact ? 'pc-stock-import is-compact' : 'pc-stock-import'} data-testid="stock-import" data-status={imp.status}>
      <div className="pc-stock-import-head">
        <div>
          <strong className="pc-stock-import-file">{imp.fileName}</strong>
          <span className="pc-stock-import-mode">{STOCK_IMPORT_MODE_LABELS[imp.mode]}</span>
        </div>
        <StatusBadge machine={stockImportMachine} status={imp.status} testId="stock-import-status" />
      </div>
      <Progress
        percent={importPercent(imp)}
        status={running ? 'active' : outcome?.tone === 'danger' ? 'exception' : outcome?.tone === 'success' ? 'success' : 'normal'}
        format={() => <span data-testid="stock-import-progress-text">{progressText(imp)}</span>}
        data-testid="stock-import-progress"
        aria-label="导入进度"
      />
      {running && !compact ? <p className="pc-stock-import-outcome pc-stock-muted">{RUNNING_NOTE}</p> : null}
      {outcome ? (
        <p className={`pc-stock-import-outcome is-${outcome.tone}`} data-testid="stock-import-outcome">
          {outcome.text}
        </p>
      ) : null}
      {!running && !compact && hasReport(imp) ? (
        <div className="pc-stock-counts" data-testid="stock-import-counts">
          {importCounts(imp).map((c) => (
            <Statistic key={c.key} title={c.label} value={formatQuantity(c.value)} data-testid={`stock-count-${c.key}`} />
          ))}
        </div>
      ) : null}
      <Space wrap>
        {running && !compact ? (
          <Button danger loading={cancelling} onClick={askCancel} data-testid="stock-import-cancel">
            取消导入
          </Button>
        ) : null}
        {!running && hasReport(imp) ? (
          <Button type={compact ? 'default' : 'primary'} onClick={() => void onReport()} data-testid="stock-import-report">
            下载导入报告
          </Button>
        ) : null}
        {extra}
      </Space>
    </div>
  );
}

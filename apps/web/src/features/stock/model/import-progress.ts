import { formatQuantity } from '@mts/shared/format';
import { StockMsg } from '@mts/shared/messages';
import type { StockImport } from '@mts/shared/schemas';
import { StockImportStatus } from '@mts/shared/status';
import { STOCK_IMPORT_MODE_LABELS, type StockImportMode } from '@mts/shared/stock';

/** Queued or running: the job may still move (progress, 取消导入). */
export const isImportRunning = (status: number | undefined) => status === StockImportStatus.Queued || status === StockImportStatus.Running;

/** The push after every batch (realtime `stock.import`). */
export type ImportProgress = { id: number; status: number; done: number; total: number };

/** The import with a push applied: status and counts; the rows done never go back within a run. */
export function withProgress(current: StockImport, push: ImportProgress): StockImport {
  if (push.id !== current.id) return current;
  const sameRun = push.status === current.status && push.total === current.total;
  return { ...current, status: push.status, total: push.total, done: sameRun ? Math.max(current.done, push.done) : push.done };
}

/** 0–100 for the progress bar; an import that completed is full even if it had no rows. */
export function importPercent({ status, done, total }: Pick<StockImport, 'status' | 'done' | 'total'>): number {
  if (status === StockImportStatus.Done) return 100;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done * 100) / total));
}

/** 12,000 / 50,000 行 (0 / 0 while the job has not counted the file yet: 准备中). */
export const progressText = ({ done, total }: Pick<StockImport, 'done' | 'total'>) => (total > 0 ? `${formatQuantity(done)} / ${formatQuantity(total)} 行` : '准备中');

/** The end's figures, in the report's order. */
export const importCounts = (imp: StockImport) => [
  { key: 'added', label: '新增', value: imp.added },
  { key: 'updated', label: '更新', value: imp.updated },
  { key: 'offShelf', label: '下架', value: imp.offShelf },
  { key: 'refused', label: '未导入', value: imp.refused },
];

/** How an import ended, in a sentence (null while it runs). */
export function importOutcome(imp: StockImport): { tone: 'success' | 'danger' | 'warning'; text: string } | null {
  if (imp.status === StockImportStatus.Done) return { tone: 'success', text: `导入完成：${STOCK_IMPORT_MODE_LABELS[imp.mode]}，共处理 ${formatQuantity(imp.total)} 行` };
  if (imp.status === StockImportStatus.Failed) return { tone: 'danger', text: imp.error || StockMsg.importFailed };
  if (imp.status === StockImportStatus.Cancelled) return { tone: 'warning', text: StockMsg.importCancelled };
  return null;
}

/** The report exists once the import completed (StockMsg.reportNotReady otherwise). */
export const hasReport = (imp: StockImport) => imp.status === StockImportStatus.Done;

/** The two modes, each with what it does to the shelf. */
export const IMPORT_MODES: readonly { value: StockImportMode; label: string; text: string }[] = [
  { value: 'merge', label: STOCK_IMPORT_MODE_LABELS.merge, text: '新增文件里的新库存，更新已有的同型号、同批次、同成色的库存；其他库存保持不变。' },
  { value: 'sync', label: STOCK_IMPORT_MODE_LABELS.sync, text: '以文件为全部库存：新增和更新文件里的库存，文件中没有的库存将下架。' },
];

/** Said under the modes: a line of quantity 0 goes off the shelf in either mode. */
export const ZERO_QUANTITY_NOTE = '数量为 0 的行会将该库存下架；导入失败或取消时，库存保持原样。';

/** Asked before a 全量同步 starts (it takes lines off the shelf). */
export const SYNC_CONFIRM = '全量同步会把文件中没有的库存全部下架，确定开始导入吗？';

/** Asked before 取消导入. */
export const CANCEL_CONFIRM = '取消后本次导入不会改动任何库存，确定取消吗？';

/** Said while an import runs. */
export const RUNNING_NOTE = '导入在后台进行，离开本页不影响导入；完成后可在此下载导入报告。';

/** The last step's state: done, failed or cancelled once the import ended. */
export function importStepStatus(imp: StockImport | null | undefined): 'process' | 'finish' | 'error' {
  if (!imp || isImportRunning(imp.status)) return 'process';
  return imp.status === StockImportStatus.Done ? 'finish' : 'error';
}

import { defineMachine } from './machine.ts';

/**
 * A stock-list import (issue 23): queued when the trader confirms, running in the job runner, then done, failed or
 * cancelled. Only 已完成 changed the shelf: a failed or cancelled import left it as it was.
 */
export const StockImportStatus = { Queued: 0, Running: 10, Done: 20, Failed: 80, Cancelled: 90 } as const;
export type StockImportStatusCode = (typeof StockImportStatus)[keyof typeof StockImportStatus];

export const stockImportMachine = defineMachine({
  entity: 'stockImport',
  initial: [StockImportStatus.Queued],
  labels: { 0: '排队中', 10: '导入中', 20: '已完成', 80: '导入失败', 90: '已取消' },
  tones: { 0: 'default', 10: 'processing', 20: 'success', 80: 'danger', 90: 'warning' },
  moves: {
    start: { from: [StockImportStatus.Queued], to: StockImportStatus.Running, by: ['system'], label: '开始导入' },
    finish: { from: [StockImportStatus.Running], to: StockImportStatus.Done, by: ['system'], label: '完成' },
    fail: { from: [StockImportStatus.Queued, StockImportStatus.Running], to: StockImportStatus.Failed, by: ['system'], label: '失败' },
    cancel: { from: [StockImportStatus.Queued, StockImportStatus.Running], to: StockImportStatus.Cancelled, by: ['owner'], label: '取消导入' },
  },
});
export type StockImportMove = keyof typeof stockImportMachine.moves;

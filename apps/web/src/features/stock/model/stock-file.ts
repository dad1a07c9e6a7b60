import { formatQuantity } from '@mts/shared/format';
import { StockMsg } from '@mts/shared/messages';
import { STOCK_FIELD_LABELS, STOCK_FIELDS, StockLimits } from '@mts/shared/stock';

/** What the file picker offers. */
export const STOCK_FILE_ACCEPT = '.xlsx,.xls,.csv';

/** Said beside the picker, before the trader chooses. */
export const STOCK_FILE_HINT = `支持 .xlsx、.xls、.csv 格式，文件不超过 ${StockLimits.maxFileBytes / 1024 / 1024}MB、${formatQuantity(StockLimits.maxRows)} 行；表头上方可以有标题行`;

/** The columns read, as the template names them (型号 is the only one required). */
export const STOCK_COLUMNS_HINT = `可识别的列：${STOCK_FIELDS.map((f) => (f === 'goodsModel' ? `${STOCK_FIELD_LABELS[f]}（必填）` : STOCK_FIELD_LABELS[f])).join('、')}；也认得常见的别名，如料号、P/N、厂家、MFR、库存、Qty、批号、D/C、Price。`;

/** Why a chosen file is refused before it is sent (the server checks again), else null. */
export function stockFileError(file: { name: string; size: number }): string | null {
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return StockMsg.fileType;
  if (file.size === 0) return StockMsg.fileEmpty;
  if (file.size > StockLimits.maxFileBytes) return StockMsg.fileTooLarge;
  return null;
}

/** A file size as people read it: 812 KB, 3.4 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

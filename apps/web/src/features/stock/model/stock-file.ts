import { formatQuantity } from '@mts/shared/format';
import { StockMsg } from '@mts/shared/messages';
import { StockLimits } from '@mts/shared/stock';

/** What the file picker offers. */
export const STOCK_FILE_ACCEPT = '.xlsx,.xls,.csv';

/** Said beside the picker, before the trader chooses. */
export const STOCK_FILE_HINT = `支持 .xlsx、.xls、.csv 格式，文件不超过 ${StockLimits.maxFileBytes / 1024 / 1024}MB、${formatQuantity(StockLimits.maxRows)} 行；第一行可以是标题，表头里需要有“型号”列`;

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

import type { StockLine } from '@mts/shared/schemas';

/** An uploaded stock list: its name as the trader's computer had it, and its bytes. */
export interface StockFile {
  fileName: string;
  bytes: Buffer;
}

/** A brand of the brand table, by every name a trader writes it under. */
export interface BrandRef {
  id: number;
  name: string;
  nameEn: string;
  aliases: string[];
}

/** A brand as written in a list → the brand table's id and 中文名; null when the table does not know it. */
export type BrandMatcher = (text: string) => { id: number; name: string } | null;

/** One data line of the sheet: listed as `line`, or refused with a Chinese `reason` (StockMsg). */
export type StockRowResult =
  | { row: number; goodsModel: string; line: StockLine; reason?: undefined }
  | { row: number; goodsModel: string; line?: undefined; reason: string };

/** A cell as the reader hands it on: formulas reduced to their cached result, rich text to its plain text. */
export type CellValue = string | number | boolean | Date | null;

/** One row of a sheet: its 1-based number and its cells by 0-based column (missing and empty cells are null). */
export interface SheetRow {
  row: number;
  cells: CellValue[];
}

/** What the export and the template write: a stock line without its sheet position (any extra fields are ignored). */
export type StockSheetRow = Pick<
  StockLine,
  'goodsModel' | 'brandName' | 'quantity' | 'dateCode' | 'priceMin' | 'priceUnit' | 'package' | 'moq' | 'condition' | 'deliveryPlace' | 'remark'
>;

/** The counts on the report's 汇总 sheet. */
export interface ImportReportSummary {
  fileName: string;
  /** Data lines read from the file. */
  total: number;
  added: number;
  updated: number;
  offShelf: number;
  /** Lines not imported (errors and duplicates): the 未导入 sheet lists them. */
  refused: number;
}

import { StockMsg } from '@mts/shared/messages';
import { STOCK_FIELD_LABELS, STOCK_FIELDS, type StockField, type StockMapping } from '@mts/shared/stock';

/** The select's choice for a column the trader leaves out. */
export const NOT_IMPORTED = '不导入';

/** A column's choices: each field by its Chinese name (型号 … 描述), then 不导入 (value ''). */
export const FIELD_OPTIONS: readonly { value: StockField | ''; label: string }[] = [
  ...STOCK_FIELDS.map((field) => ({ value: field, label: STOCK_FIELD_LABELS[field] })),
  { value: '', label: NOT_IMPORTED },
];

/** The field a column is read as, or null (不导入). */
export function fieldOfColumn(mapping: StockMapping, column: number): StockField | null {
  return STOCK_FIELDS.find((field) => mapping[field] === column) ?? null;
}

/**
 * The mapping once a column is set to `field` (null: 不导入). One column per field and one field per column: the
 * column's previous field is let go, and a column that held `field` before becomes 不导入.
 */
export function mapColumn(mapping: StockMapping, column: number, field: StockField | null): StockMapping {
  const next: StockMapping = {};
  for (const f of STOCK_FIELDS) {
    const at = mapping[f];
    if (at !== undefined && at !== column && f !== field) next[f] = at;
  }
  if (field) next[field] = column;
  return next;
}

/** Why the mapping cannot be checked yet (型号 must have a column), else null. */
export const mappingError = (mapping: StockMapping): string | null => (mapping.goodsModel === undefined ? StockMsg.mappingModel : null);

/** The fields no column is read as, by their Chinese names (shown under the table: 未对应的字段). */
export const unmappedFields = (mapping: StockMapping): string[] => STOCK_FIELDS.filter((f) => mapping[f] === undefined).map((f) => STOCK_FIELD_LABELS[f]);

/** The mapping as the API takes it: only the fields that have a column. */
export const mappingBody = (mapping: StockMapping): StockMapping =>
  Object.fromEntries(STOCK_FIELDS.filter((f) => mapping[f] !== undefined).map((f) => [f, mapping[f]]));

/** A sheet column's letter as Excel names it: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Says where the proposed mapping came from. */
export const mappingSource = (remembered: boolean) =>
  remembered ? '已按上次的对应关系填好（与上次上传的表头相同），请确认后预览。' : '已按表头自动识别，请检查每一列对应的字段；不需要的列选“不导入”。';

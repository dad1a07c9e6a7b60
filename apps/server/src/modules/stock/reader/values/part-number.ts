import { StockMsg } from '@mts/shared/messages';
import { PART_NUMBER_RE } from '@mts/shared/schemas';
import { cellText, hasControlChars } from '../cells.ts';
import { refuse } from '../refusal.ts';
import type { CellValue } from '../types.ts';

const MAX_LENGTH = 64;

/**
 * A 型号 cell as listed: NFKC (full-width letters and digits folded), trimmed, runs of spaces as one; the publish
 * form's characters only (letters, digits, - / . : # + and space), up to 64 characters. A control character is
 * refused, never stored.
 */
export function parsePartNumber(v: CellValue): string {
  const raw = cellText(v);
  if (raw === '') return refuse(StockMsg.rowNoModel);
  if (hasControlChars(raw)) return refuse(StockMsg.rowModelChars);
  const model = raw.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
  if (model.length > MAX_LENGTH) return refuse(StockMsg.rowModelTooLong);
  return PART_NUMBER_RE.test(model) ? model : refuse(StockMsg.rowModelChars);
}

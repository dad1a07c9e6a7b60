import type { StockLine } from '@mts/shared/schemas';
import { normalizePartNumber } from '@mts/shared/validate';

/**
 * The identity of a stock line inside one file and on the shelf: the part number as search normalises it
 * (K4A8G165WC-BCTD = k4a8g165wcbctd), the date code (case and spaces ignored) and the condition.
 */
export const stockKey = (l: Pick<StockLine, 'goodsModel' | 'dateCode' | 'condition'>): string =>
  [normalizePartNumber(l.goodsModel), l.dateCode.normalize('NFKC').toUpperCase().replace(/\s+/g, ''), l.condition].join('\u0001');

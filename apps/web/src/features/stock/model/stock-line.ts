import { formatPieces } from '@mts/shared/format';
import type { StockLine } from '@mts/shared/schemas';
import { priceLabel } from '@/lib/price';

type Line = Pick<StockLine, 'priceMin' | 'priceUnit'>;

/** A stock line's price: ¥82.00 / $13.20 (formatPrice), or 面议 without one. */
export const linePrice = (line: Line) => priceLabel(line).text;

/** A stock line's quantity: 10,000 片. */
export const lineQuantity = (line: Pick<StockLine, 'quantity'>) => formatPieces(line.quantity);

/** The line's other facts on one line: 三星 · 23+ · 原装 · FBGA96 · 深圳 (empty ones left out). */
export const lineFacts = (line: Pick<StockLine, 'brandName' | 'dateCode' | 'condition' | 'package' | 'deliveryPlace'>) =>
  [line.brandName, line.dateCode, line.condition, line.package, line.deliveryPlace].filter(Boolean).join(' · ');

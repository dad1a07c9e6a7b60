import { BomLimits, MATCH_CLASS_LABELS } from '@mts/shared/bom';
import { formatPieces, formatPrice } from '@mts/shared/format';
import type { BomLineChanges, BomLineMatch, BomOffer, BomSummary } from '@mts/shared/schemas';

/** The paste box's hint: the forms a line may take (one part per line). */
export const PASTE_PLACEHOLDER = [
  '每行一个型号和数量，例如：',
  'K4A8G165WCBCTD 2000',
  'MT40A1G16TB-062E:F, 1k',
  'H5AN8G6NDJR XNC\t500\tSK Hynix',
  'W25Q128JVSIQ TR 10,000 目标价0.35',
  '也可以从 Excel 复制整列粘贴（制表符分隔，可带表头）',
].join('\n');

export const BOM_FILE_ACCEPT = '.xlsx,.xls,.csv';
export const BOM_FILE_TYPE_TEXT = '只支持 .xlsx、.xls 或 .csv 格式的BOM文件';
export const isBomFile = (name: string) => /\.(xlsx|xls|csv)$/i.test(name);

/** A line's stock against what he wants: the chosen offer has it all, some of it, or there is none. */
export type LineStock = 'full' | 'partial' | 'none';
export function lineStock(line: Pick<BomLineMatch, 'chosen' | 'quantity'>): LineStock {
  if (!line.chosen) return 'none';
  return line.chosen.quantity >= line.quantity ? 'full' : 'partial';
}
export const LINE_STOCK_LABELS: Record<LineStock, string> = { full: '有货', partial: '部分有货', none: '无货' };

/** 精确 / 近似 (85%) / 未找到. */
export const matchLabel = (line: Pick<BomLineMatch, 'matchClass' | 'confidence'>) =>
  line.matchClass === 'near' ? `${MATCH_CLASS_LABELS.near} ${line.confidence}%` : MATCH_CLASS_LABELS[line.matchClass];

/** 可供 2,000 片 / 需 5,000 片. */
export const availableText = (offer: BomOffer, wanted: number) => `可供 ${formatPieces(offer.quantity)} / 需 ${formatPieces(wanted)}`;

/** The offer's price, or 面议. */
export const offerPrice = (offer: Pick<BomOffer, 'priceMin' | 'priceUnit'>) => formatPrice(offer.priceMin, offer.priceUnit);

/** 起订 100 片 (nothing when any quantity goes). */
export const moqText = (offer: Pick<BomOffer, 'moq'>) => (offer.moq > 0 ? `起订 ${formatPieces(offer.moq)}` : '');

/** The offer's facts in one line: brand · date code · condition · place. */
export const offerFacts = (offer: BomOffer) => [offer.brandName, offer.dateCode, offer.condition, offer.deliveryPlace].filter(Boolean).join(' · ');

/** The wanted line's own terms: brand, date code wanted, target price. */
export function wantedFacts(line: BomLineMatch): string {
  const parts = [line.brandName, line.dateCode && `批次 ${line.dateCode}`, line.targetPrice !== null ? `目标价 ${formatPrice(line.targetPrice, line.targetUnit)}` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** What changed since the last match, in words: 价格 ↑ $1.20 → $1.35, 库存 ↓ 5,000 片 → 2,000 片, 原报价已下架. */
export function changeTexts(changes: BomLineChanges | undefined, unit: number): { text: string; tone: 'up' | 'down' | 'gone' }[] {
  if (!changes) return [];
  const out: { text: string; tone: 'up' | 'down' | 'gone' }[] = [];
  if (changes.gone) out.push({ text: '原报价已下架', tone: 'gone' });
  if (changes.price) {
    const [from, to] = changes.price;
    const up = (to ?? 0) > (from ?? 0);
    out.push({ text: `价格 ${up ? '↑' : '↓'} ${formatPrice(from, unit)} → ${formatPrice(to, unit)}`, tone: up ? 'up' : 'down' });
  }
  if (changes.available) {
    const [from, to] = changes.available;
    out.push({ text: `库存 ${to > from ? '↑' : '↓'} ${formatPieces(from)} → ${formatPieces(to)}`, tone: to > from ? 'down' : 'up' });
  }
  return out;
}

/** The summary's words: lines and quantity covered, and the total per currency (¥ and $ never added together). */
export function summaryFacts(summary: BomSummary) {
  const qtyPercent = summary.qtyWanted > 0 ? Math.round((summary.qtyCovered / summary.qtyWanted) * 100) : 0;
  return {
    lines: `${summary.lines} 行`,
    covered: `全部有货 ${summary.linesCovered} 行`,
    partial: `部分 ${summary.linesPartial} 行`,
    none: `无货 ${summary.linesNone} 行`,
    quantity: `${formatPieces(summary.qtyCovered)} / ${formatPieces(summary.qtyWanted)}`,
    qtyPercent,
    totals: summary.totals.map((t) => ({ unit: t.priceUnit, text: formatPrice(t.amount, t.priceUnit) })),
  };
}

/** Which lines a quick selection takes: all, those with stock, those with nothing found. */
export type QuickSelect = 'all' | 'stocked' | 'none';
export function quickSelect(lines: readonly BomLineMatch[], which: QuickSelect): number[] {
  if (which === 'all') return lines.map((l) => l.id);
  if (which === 'stocked') return lines.filter((l) => lineStock(l) !== 'none').map((l) => l.id);
  return lines.filter((l) => !l.chosen).map((l) => l.id);
}

const HOUR = 3_600_000;
/** The RFQ deadline a picker starts at (3 days ahead), and the range it allows (2 hours … 30 days). */
export const defaultRfqDeadline = (now = Date.now()) => new Date(now + BomLimits.rfqDefaultDays * 24 * HOUR);
export const rfqDeadlineRange = (now = Date.now()) => ({ min: new Date(now + BomLimits.rfqMinHours * HOUR), max: new Date(now + BomLimits.rfqMaxDays * 24 * HOUR) });
export function rfqDeadlineError(deadline: Date, now = Date.now()): string | null {
  const { min, max } = rfqDeadlineRange(now);
  if (deadline < min) return `报价截止时间至少在 ${BomLimits.rfqMinHours} 小时之后`;
  if (deadline > max) return `报价截止时间不能超过 ${BomLimits.rfqMaxDays} 天`;
  return null;
}

import { formatPieces, formatPrice } from '@mts/shared/format';
import type { RfqQuote, RfqRow } from '@mts/shared/schemas';
import { RfqQuoteStatus, RfqStatus, rfqMachine, rfqQuoteMachine } from '@mts/shared/status';

export const rfqStatusText = (status: number) => rfqMachine.labels[status as keyof typeof rfqMachine.labels] ?? '';
export const quoteStatusText = (status: number) => rfqQuoteMachine.labels[status as keyof typeof rfqQuoteMachine.labels] ?? '';
export const isOpen = (rfq: Pick<RfqRow, 'status' | 'deadline'>, now = Date.now()) => rfq.status === RfqStatus.Open && Date.parse(rfq.deadline) > now;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left to quote: 剩 2 天 5 小时, 剩 3 小时 20 分, 剩 12 分钟, or 已截止. */
export function countdownText(deadline: string, now = Date.now()): string {
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) return '已截止';
  if (left >= DAY) return `剩 ${Math.floor(left / DAY)} 天 ${Math.floor((left % DAY) / HOUR)} 小时`;
  if (left >= HOUR) return `剩 ${Math.floor(left / HOUR)} 小时 ${Math.floor((left % HOUR) / MINUTE)} 分`;
  return `剩 ${Math.max(1, Math.floor(left / MINUTE))} 分钟`;
}
/** Under 6 hours left: the countdown turns red. */
export const isUrgent = (deadline: string, now = Date.now()) => {
  const left = Date.parse(deadline) - now;
  return left > 0 && left < 6 * HOUR;
};

/** 需求 2,000 片 · 目标价 $1.20 · 批次 24+. */
export function wantedText(rfq: RfqRow): string {
  return [
    `需求 ${formatPieces(rfq.quantity)}`,
    rfq.targetPrice !== null ? `目标价 ${formatPrice(rfq.targetPrice, rfq.targetUnit)}` : '',
    rfq.dateCode ? `批次 ${rfq.dateCode}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The list row's quote count: the buyer's quotes received, or the seller's own state. */
export function quoteCountText(rfq: RfqRow, role: 'buyer' | 'seller'): string {
  if (role === 'buyer') return rfq.quoteCount > 0 ? `${rfq.quoteCount} 个报价` : '暂无报价';
  if (!rfq.myQuote) return '未报价';
  return `已报价 ${formatPrice(rfq.myQuote.price, rfq.myQuote.priceUnit)} · ${quoteStatusText(rfq.myQuote.status)}`;
}

export const quotePrice = (q: Pick<RfqQuote, 'price' | 'priceUnit'>) => formatPrice(q.price, q.priceUnit);
export const quoteQuantity = (q: Pick<RfqQuote, 'quantity'>) => formatPieces(q.quantity);
export const taxText = (taxIncluded: boolean) => (taxIncluded ? '含税' : '不含税');
export const isAccepted = (q: Pick<RfqQuote, 'status'>) => q.status === RfqQuoteStatus.Accepted;

/** The price input's hint: the buyer's target price when he gave one. */
export const priceHint = (rfq: Pick<RfqRow, 'targetPrice' | 'targetUnit'>) =>
  rfq.targetPrice !== null ? `买家目标价 ${formatPrice(rfq.targetPrice, rfq.targetUnit)}` : '每片单价';

import { PreOrderStatus } from '@mts/shared/status';

/**
 * What happens next to an intention order and who acts, as the staff's pages say it (issue 10: every status shows
 * what happens next). The negotiator's confirm sends it to the business followers' pool: 已进入商务接单池.
 */
export function preOrderNextStep(o: { status: number; closeReason: string }): { who: string; text: string } {
  switch (o.status) {
    case PreOrderStatus.AwaitingConfirm:
      return { who: '谈判人', text: '谈判人核对价格、数量与交货条款后确认或拒绝' };
    case PreOrderStatus.Confirmed:
      return { who: '商务', text: '已进入商务接单池，等待商务抢单并生成合同' };
    case PreOrderStatus.Following:
      return { who: '买方商务', text: '商务跟单中，等待买方商务生成合同' };
    case PreOrderStatus.Ordered:
      return { who: '卖方商务', text: '合同已生成，等待卖方商务确认合同' };
    default:
      return { who: '', text: o.closeReason ? `意向单已取消：${o.closeReason}` : '意向单已取消' };
  }
}

/** A revision's value as text: money in the order's currency, yes/no for tax, — for empty. */
export function revisionValueText(field: string, value: string | number | boolean | null, money: (cents: number) => string): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? '含税' : '不含税';
  if (field === 'price' && typeof value === 'number') return money(value);
  if (field === 'quantity' && typeof value === 'number') return `${value.toLocaleString('en-US')} pcs`;
  return String(value);
}

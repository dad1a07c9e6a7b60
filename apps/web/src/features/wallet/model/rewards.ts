import type { RewardItem } from '@mts/shared/schemas';
import { minuteOf } from './statement';

export type RewardKind = RewardItem['kind'];
export const REWARD_KIND_LABEL: Record<RewardKind, string> = { jf: '积分', jb: '金币' };
/** 积分金币's filter: both, points only, coins only. */
export const REWARD_FILTERS: readonly { value: RewardKind | ''; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'jf', label: '积分' },
  { value: 'jb', label: '金币' },
];
export const isRewardKind = (k: unknown): k is RewardKind => k === 'jf' || k === 'jb';

export type RewardRowView = {
  id: number;
  kind: RewardKind;
  kindLabel: string;
  /** +10 金币 / -200 积分 */
  change: string;
  direction: 'in' | 'out';
  balanceAfter: string;
  reason: string;
  time: string;
  orderNo: string;
  orderId: number | null;
};

export function rewardRowView(r: RewardItem): RewardRowView {
  const label = REWARD_KIND_LABEL[r.kind];
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: label,
    change: `${r.amount > 0 ? '+' : ''}${r.amount} ${label}`,
    direction: r.amount >= 0 ? 'in' : 'out',
    balanceAfter: String(r.balanceAfter),
    reason: r.reason,
    time: minuteOf(r.createTime),
    orderNo: r.orderNo,
    orderId: r.orderId,
  };
}

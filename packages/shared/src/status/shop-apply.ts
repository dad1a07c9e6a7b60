import { defineMachine } from './machine.ts';

/**
 * Negotiator application status (shop_applications.status). The user's shopStatus mirrors it (shopStatusOf): null no
 * application (or the last one rejected), 0 under review, 1 approved.
 */
export const ShopApplyStatus = { UnderReview: 0, Approved: 1, Rejected: 2 } as const;
type ShopApplyStatusCode = (typeof ShopApplyStatus)[keyof typeof ShopApplyStatus];

/** Approved and rejected are final; a rejected user applies again with a new application. */
export const shopApplyMachine = defineMachine({
  entity: 'shopApply',
  initial: [ShopApplyStatus.UnderReview],
  labels: { 0: '审核中', 1: '已通过', 2: '已驳回' },
  tones: { 0: 'processing', 1: 'success', 2: 'default' },
  moves: {
    approve: { from: [ShopApplyStatus.UnderReview], to: ShopApplyStatus.Approved, by: ['operator'], label: '通过' },
    reject: { from: [ShopApplyStatus.UnderReview], to: ShopApplyStatus.Rejected, by: ['operator'], label: '驳回' },
  },
});
export type ShopApplyMove = keyof typeof shopApplyMachine.moves;

/**
 * users.shop_status, the one rule every write of it follows (an application's move, an operator's role change): a
 * staff member (negotiator, business follower, inspector) reads 1 已通过; an ordinary user 0 while his latest
 * application is under review, else null (he may apply).
 */
export function shopStatusOf(staff: boolean, latestApplication: number | null): ShopApplyStatusCode | null {
  if (staff) return ShopApplyStatus.Approved;
  return latestApplication === ShopApplyStatus.UnderReview ? ShopApplyStatus.UnderReview : null;
}

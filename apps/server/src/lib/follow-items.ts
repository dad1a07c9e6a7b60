import type { SQL } from 'drizzle-orm';
import { FollowModel, GoodsType } from '@mts/shared/constants';
import { type Actor, followMachine } from '@mts/shared/status';
import { followItems } from '../db/schema/index.ts';
import type { ServiceContext } from './context.ts';
import { type Refusals, transition, type TransitionInput } from './transition.ts';

export interface FollowItemMove {
  id: number;
  move: keyof typeof followMachine.moves;
  actor: Actor;
  /** The holder's own move: follow_items.user_id must be the caller (403 otherwise). */
  owned?: boolean;
  set?: TransitionInput<typeof followItems, keyof typeof followMachine.moves>['set'];
  where?: SQL;
}

/** One move of a follow item (followMachine on follow_items), refused with the caller's messages. */
export function moveFollowItem(ctx: ServiceContext, m: FollowItemMove, refusals: Refusals) {
  const { owned, ...rest } = m;
  return transition(ctx, { machine: followMachine, table: followItems, ...rest, ...(owned ? { owner: followItems.userId } : {}), refusals });
}

/**
 * The side of a negotiator's trade item (type 30) on an intention order, by its goods' type: a 货源 goods is the
 * seller's (model 1: he confirms the order), a 求购 goods the buyer's (model 2: he edits the quote, then confirms).
 */
export const tradeItemModel = (goodsType: number | null | undefined): number => (goodsType === GoodsType.Demand ? FollowModel.Buyer : FollowModel.Seller);

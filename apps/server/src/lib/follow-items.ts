import type { SQL } from 'drizzle-orm';
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

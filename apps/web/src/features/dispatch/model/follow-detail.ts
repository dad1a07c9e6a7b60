import { BusinessType, FollowIdentity, FollowType } from '@mts/shared/constants';
import { followCloseBody, followNoteBody, type FollowDetail } from '@mts/shared/schemas';
import { FollowStatus } from '@mts/shared/status';
import { schemaError } from '@/lib/schema-errors';
import { availableActions, followActions } from './follow-actions';
import { poolRoleOf, releaseText } from './pool';

/** A follow note by the shared schema (1–500 characters once trimmed, no control characters): its message, or null. */
export const followNoteError = (content: string): string | null => schemaError(followNoteBody, { content });

/** A 标记无效 reason by the shared schema (2–200 characters once trimmed, no control characters): its message, or null. */
export const closeReasonError = (reason: string): string | null => schemaError(followCloseBody, { reason });

/**
 * What both apps show of one follow item: a lead or a trade item; the spec's next steps whose page this app has
 * (`isAvailable` answers for the phone path; 发布商品 only when the server agrees); when a pending lead goes back to
 * the pool; the holder's pool (its title heads the desktop breadcrumb).
 */
export function followDetailView(item: FollowDetail, isAvailable: (path: string) => boolean) {
  return {
    isLead: item.type === FollowType.Clue,
    steps: availableActions(followActions(item), isAvailable).filter((a) => a.key !== 'publishGoods' || item.canPublishGoods),
    release: item.status === FollowStatus.Pending ? releaseText(item.releaseAt) : null,
    role: poolRoleOf(item.identity === FollowIdentity.BusinessFollower ? BusinessType.BusinessFollower : BusinessType.Negotiator),
    sameContact: item.contactMobile === item.ownerMobile,
  };
}

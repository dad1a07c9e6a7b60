import { BlockType, BusinessType, FollowIdentity, FollowType, PoolRowKind } from '@mts/shared/constants';
import { DispatchMsg } from '@mts/shared/messages';
import type { BlockBody, FollowUpBody } from '@mts/shared/schemas';
import { FollowStatus } from '@mts/shared/status';
import { followActions } from './follow-actions';
import type { PoolKind, PoolRowRef } from './pool-cache';

/** What a staff role grabs: its pool, the follow-up identity, the block type and its confirm text, its pages. */
export type PoolRole = {
  kind: PoolKind;
  businessType: typeof BusinessType.Negotiator | typeof BusinessType.BusinessFollower;
  identity: number;
  blockType: number;
  blockConfirm: string;
  /** The pending list (去接单, 更多). */
  pendingPath: string;
  /** The follow detail of an item of this role. */
  detailPath: (followId: number) => string;
  /** /follow's and /pc/follow's title. */
  title: string;
};

const NEGOTIATOR: PoolRole = {
  kind: 'lead',
  businessType: BusinessType.Negotiator,
  identity: FollowIdentity.Negotiator,
  blockType: BlockType.Lead,
  blockConfirm: DispatchMsg.blockLeadConfirm,
  pendingPath: '/follow/pendingFollow',
  detailPath: (id) => `/follow/tprFollowDetail/${id}`,
  title: '谈判人跟单',
};

const BUSINESS_FOLLOWER: PoolRole = {
  kind: 'preOrder',
  businessType: BusinessType.BusinessFollower,
  identity: FollowIdentity.BusinessFollower,
  blockType: BlockType.PreOrder,
  blockConfirm: DispatchMsg.blockPreOrderConfirm,
  pendingPath: '/follow/swPendingFollow',
  detailPath: (id) => `/follow/swFollowDetail/${id}`,
  title: '商务跟单',
};

/** The pool of a businessType (10 leads, 20 intention orders), or null for everyone else. */
export function poolRoleOf(businessType: number | null | undefined): PoolRole | null {
  if (businessType === BusinessType.Negotiator) return NEGOTIATOR;
  if (businessType === BusinessType.BusinessFollower) return BUSINESS_FOLLOWER;
  return null;
}

/** Whether a row of the role's pool is an intention order in the negotiators' pool (goods without a negotiator). */
const isPoolPreOrder = (role: PoolRole, row: PoolRowRef) => role.kind === 'lead' && row.kind === PoolRowKind.PreOrder;

/**
 * What 抢单 sends for a row of the role's pool: a lead `{id, identity: 10}`; an intention order of the negotiators'
 * pool `{id, identity: 10, type: 30}`; a business followers' row `{id, identity: 20}`.
 */
export function grabBodyOf(role: PoolRole, row: PoolRowRef): FollowUpBody {
  const identity = role.identity as FollowUpBody['identity'];
  return isPoolPreOrder(role, row) ? { id: row.id, identity, type: FollowType.Trade } : { id: row.id, identity };
}

/** What 屏蔽 sends for a row, and the text its 提示 asks: an intention order is type 20 (确定屏蔽该条信息吗？) in either pool. */
export function blockOf(role: PoolRole, row: PoolRowRef): { body: BlockBody; confirm: string } {
  if (isPoolPreOrder(role, row)) return { body: { bizMsgId: row.id, blockType: BlockType.PreOrder }, confirm: DispatchMsg.blockPreOrderConfirm };
  return { body: { bizMsgId: row.id, blockType: role.blockType as BlockBody['blockType'] }, confirm: role.blockConfirm };
}

/**
 * Where a grab leads at once (phone path): a negotiator's new trade item (an intention order from his pool) opens its
 * step, 确认意向单 (model 1) or 修改意向单 (model 2), as the item does in his follow list; anything else stays in the
 * pool for the next grab (null).
 */
export function afterGrabPath(result: { followId: number; id: number; identity: number; type?: number; model?: number }): string | null {
  if (result.identity !== FollowIdentity.Negotiator || result.type !== FollowType.Trade || result.model === undefined) return null;
  const [step] = followActions({
    id: result.followId,
    type: FollowType.Trade,
    model: result.model,
    identity: FollowIdentity.Negotiator,
    status: FollowStatus.Pending,
    clueId: null,
    orderId: null,
    preOrderId: result.id,
  });
  return step?.path ?? null;
}

/** The follow detail page of an item, by the identity it was grabbed with. */
export const followDetailPath = (item: { id: number; identity: number }) =>
  (item.identity === FollowIdentity.BusinessFollower ? BUSINESS_FOLLOWER : NEGOTIATOR).detailPath(item.id);

/** How long ago a lead entered the pool: 刚刚, 5 分钟前, 3 小时前, 2 天前. */
export function ageText(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes} 分钟前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} 小时前`;
  return `${Math.floor(hours / 24)} 天前`;
}

/** Until a grabbed lead goes back to the pool: 还剩 5 小时 / 还剩 20 分钟 / 即将退回; null when it no longer times out. */
export function releaseText(releaseAt: string | null, now: number = Date.now()): string | null {
  if (!releaseAt) return null;
  const minutes = Math.floor((Date.parse(releaseAt) - now) / 60_000);
  if (!Number.isFinite(minutes)) return null;
  if (minutes < 1) return '即将退回线索池';
  if (minutes < 60) return `${minutes} 分钟内未跟进将退回线索池`;
  return `${Math.floor(minutes / 60)} 小时内未跟进将退回线索池`;
}

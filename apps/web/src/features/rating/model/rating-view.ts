import { BusinessType, ratingTagsFor, type RatingTarget } from '@mts/shared/constants';
import { formatDate } from '@mts/shared/format';
import { AuthMsg } from '@mts/shared/messages';
import type { EvaluateRow, Rating } from '@mts/shared/schemas';

/**
 * How ratings read on both devices (评价, issue 11): the tabs of /myxg/myEvaluate, whom each target names from my
 * side, the stars' words, a received rating's lines and the 好评等级 block of /myxg/myFollowOrderList.
 */

export type EvaluateTab = 0 | 1;

export const EVALUATE_TABS: readonly { tab: EvaluateTab; title: string; empty: string }[] = [
  { tab: 0, title: '待评价', empty: '订单完成后，可在这里评价交易对方和跟单商务' },
  { tab: 1, title: '已评价', empty: '您评价过的订单会显示在这里' },
];

/** The tab of ?tab= (0 or 1); anything else is 待评价. */
export function evaluateTabFromQuery(value: string | null | undefined): EvaluateTab {
  return value === '1' ? 1 : 0;
}

/** The order of ?orderId= (linked from an order's 去评价), or null. */
export function focusOrderIdFromQuery(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** The targets in the order a row lists them. */
export const RATING_TARGETS: readonly RatingTarget[] = ['order', 'staff', 'negotiator'];

/** Whom a target is, seen from my side of the order: the other party, my side's business follower, the negotiator. */
export function targetName(target: RatingTarget, myRole: 'buyer' | 'seller'): string {
  if (target === 'order') return myRole === 'buyer' ? '卖方' : '买方';
  return target === 'staff' ? '跟单商务' : '谈判人';
}

/** What a target's button and form say: 评价卖方 / 评价跟单商务 / 评价谈判人. */
export const rateActionText = (target: RatingTarget, myRole: 'buyer' | 'seller') => `评价${targetName(target, myRole)}`;

/** The tags offered for a target from my side (an order rating praises the other party's role: ratingTagsFor). */
export const tagsFor = (target: RatingTarget, myRole: 'buyer' | 'seller'): readonly string[] => ratingTagsFor(target, myRole);

/** Words under the stars, 1 … 5. */
export const STAR_WORDS = ['', '很差', '较差', '一般', '满意', '非常满意'] as const;
export const starWord = (stars: number) => STAR_WORDS[Math.round(stars)] ?? '';

/** The targets still open on a row, in the row's order. */
export const openTargets = (row: Pick<EvaluateRow, 'toRate'>): RatingTarget[] => RATING_TARGETS.filter((t) => row.toRate.includes(t));

/** The ratings I gave on a row, in the row's order of targets. */
export const ratedInOrder = (row: Pick<EvaluateRow, 'rated'>): Rating[] =>
  [...row.rated].sort((a, b) => RATING_TARGETS.indexOf(a.target) - RATING_TARGETS.indexOf(b.target));

/** A row's state in words: 待评价：卖方、跟单商务 / 已全部评价. */
export function openTargetsLine(row: Pick<EvaluateRow, 'toRate' | 'myRole'>): string {
  const open = openTargets(row);
  return open.length ? `待评价：${open.map((t) => targetName(t, row.myRole)).join('、')}` : '已全部评价';
}

/** 我是买家 / 我是卖家. */
export const myRoleText = (myRole: 'buyer' | 'seller') => (myRole === 'buyer' ? '我是买家' : '我是卖家');

/** Who rated (as the API gives it: the party's masked name) and from which side: 买方 深圳市***公司. */
export const raterText = (r: Pick<Rating, 'raterRole' | 'raterName'>) => `${r.raterRole === 'buyer' ? '买方' : '卖方'} ${r.raterName}`.trim();

/** In what capacity a received rating rated me: 作为跟单商务 / 作为谈判人. */
export const receivedAsText = (r: Pick<Rating, 'target'>) => (r.target === 'negotiator' ? '作为谈判人' : '作为跟单商务');

/** A rating I gave, headed by whom it rated: 评价卖方 · 香港***公司. */
export const givenHeadText = (r: Pick<Rating, 'target' | 'raterRole' | 'rateeName'>) =>
  [`评价${targetName(r.target, r.raterRole)}`, r.rateeName].filter(Boolean).join(' · ');

export const ratingTimeText = (value: string) => (value ? formatDate(value, 'yyyy-MM-dd HH:mm') : '');

/** The level 1 … 5 the server derived (1 until rated, and for a missing value). */
export const goodLevelValue = (goodlevel: number | null | undefined) => (goodlevel && goodlevel > 0 ? goodlevel : 1);

/** 好评等级N; the default 好评等级1 until the server has a level. */
export const goodLevelText = (goodlevel: number | null | undefined) => (goodlevel && goodlevel > 0 ? `好评等级${goodlevel}` : AuthMsg.defaultGoodLevel);

/** The mean stars (average is × 100): 4.5, or 暂无 when unrated. */
export const averageText = (average: number) => (average > 0 ? (average / 100).toFixed(1) : '暂无');

/** 我的评价 (/myxg/myFollowOrderList) is the negotiators' and business followers'. */
export const receivesRatings = (businessType: number | null | undefined) =>
  businessType === BusinessType.Negotiator || businessType === BusinessType.BusinessFollower;

export const STAFF_ONLY = { title: '无权访问', text: '我的评价仅对谈判人和商务开放' } as const;

/** The head of 我的评价 on both apps: 好评等级 (of 5), 平均星级 and 收到评价, each -- until the first page is in. */
export function ratingSummary(first: { goodlevel: number | null | undefined; average: number; total: number } | undefined) {
  return [
    { key: 'good-level', label: '好评等级', value: first ? goodLevelValue(first.goodlevel) : '--', suffix: first ? '/ 5' : undefined, ariaLabel: first ? goodLevelText(first.goodlevel) : undefined },
    { key: 'average', label: '平均星级', value: first ? averageText(first.average) : '--', suffix: undefined, ariaLabel: undefined },
    { key: 'total', label: '收到评价', value: first ? first.total : '--', suffix: first ? '条' : undefined, ariaLabel: undefined },
  ];
}

/** 我的评价's empty list, both apps. */
export const RECEIVED_EMPTY = '买卖双方在订单完成后对您的评价会显示在这里';

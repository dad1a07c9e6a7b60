import { BusinessType } from '@mts/shared/constants';
import type { UserInfo } from '@mts/shared/schemas';

/** What the user centre needs to know of the user: null when logged out. */
export type CentreUser = Pick<UserInfo, 'businessType' | 'shopStatus'> | null;

export type CentreLink = { key: string; title: string; url: string };

/** 我的交易 (spec: User centre). */
export const TRADE_LINKS: readonly CentreLink[] = [
  { key: 'buy-orders', title: '购买订单', url: '/myxg/myBuyOrderList?orderStatus=4' },
  { key: 'sale-orders', title: '销售订单', url: '/myxg/mySaleOrderList' },
  { key: 'my-clues', title: '我的信息', url: '/myxg/myPublishClue?active=0' },
  { key: 'my-goods', title: '我是货主', url: '/myxg/mySaleGoods' },
  { key: 'my-pre-orders', title: '我是买家', url: '/myxg/myPreOrderList' },
];

/** 我的服务, each for the roles that have it. */
export const SERVICE_LINKS: readonly (CentreLink & { roles: readonly number[] })[] = [
  { key: 'inspection', title: '我的验货', url: '/myxg/myYanHuo', roles: [BusinessType.Inspector] },
  { key: 'ratings', title: '我的评价', url: '/myxg/myFollowOrderList', roles: [BusinessType.Negotiator, BusinessType.BusinessFollower] },
];

const isFollowRole = (businessType: number) => businessType === BusinessType.Negotiator || businessType === BusinessType.BusinessFollower;

/** Negotiators and business followers show their rating level (好评等级). */
export const showsGoodLevel = (user: CentreUser) => !!user && isFollowRole(user.businessType);

/** 申请谈判人 is offered to an ordinary user with no application (shopStatus empty). */
export const canApplyAsNegotiator = (user: CentreUser) =>
  !!user && user.businessType === BusinessType.Ordinary && (user.shopStatus === null || user.shopStatus === undefined);

/**
 * Logged out, every trade link shows (a tap asks to log in); logged in, only links whose page exists
 * (later issues build the /myxg pages), so there are no dead links.
 */
export function tradeLinks(user: CentreUser, isAvailable: (url: string) => boolean): CentreLink[] {
  return user ? TRADE_LINKS.filter((link) => isAvailable(link.url)) : [...TRADE_LINKS];
}

/** Service links for the user's role whose page exists; none when logged out (no role). */
export function serviceLinks(user: CentreUser, isAvailable: (url: string) => boolean): CentreLink[] {
  if (!user) return [];
  return SERVICE_LINKS.filter((link) => link.roles.includes(user.businessType) && isAvailable(link.url));
}

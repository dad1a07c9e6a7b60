import { BusinessType } from '@mts/shared/constants';
import { ShopApplyStatus } from '@mts/shared/status';
import type { UserInfo } from '@mts/shared/schemas';

/** What the user centre needs to know of the user: null when logged out. */
export type CentreUser = (Pick<UserInfo, 'businessType' | 'shopStatus'> & Partial<Pick<UserInfo, 'isOperator'>>) | null;

export type CentreLink = { key: string; title: string; url: string };

/** 我的交易 (spec: User centre). */
export const TRADE_LINKS: readonly CentreLink[] = [
  { key: 'buy-orders', title: '购买订单', url: '/myxg/myBuyOrderList?orderStatus=4' },
  { key: 'sale-orders', title: '销售订单', url: '/myxg/mySaleOrderList' },
  { key: 'my-clues', title: '我的信息', url: '/myxg/myPublishClue?active=0' },
  { key: 'my-goods', title: '我是货主', url: '/myxg/mySaleGoods' },
  /** Not one of the spec's five: the trader's stock list and its Excel upload (issue 23). */
  { key: 'my-stock', title: '我的库存', url: '/myxg/myStock' },
  /** Not one of the spec's five: BOM配单 and 询价 (issue 24); 我的询价 holds both sides (我发起的 / 我收到的). */
  { key: 'my-bom', title: '我的BOM', url: '/bom' },
  { key: 'my-rfq', title: '我的询价', url: '/rfq' },
  { key: 'my-pre-orders', title: '我是买家', url: '/myxg/myPreOrderList' },
  { key: 'my-intentions', title: '我的意向单', url: '/myxg/myOrderIntention' },
  /** Not one of the spec's five: rating my completed orders (issue 11), for every trader. */
  { key: 'evaluate', title: '订单评价', url: '/myxg/myEvaluate' },
  /** Not one of the spec's five: the cart's entry in the user centre (the phone's tab bar and the desktop nav have none). */
  { key: 'cart', title: '购物车', url: '/cart' },
];

/** 全部订单 (/myorder, either side): the 我的交易 card's header link on the phone, first of 我的交易 on the desktop. */
export const ALL_ORDERS_LINK: CentreLink = { key: 'all-orders', title: '全部订单', url: '/myorder' };

/** 我的服务, each for the roles that have it. */
export const SERVICE_LINKS: readonly (CentreLink & { roles: readonly number[] })[] = [
  { key: 'inspection', title: '我的验货', url: '/myxg/myYanHuo', roles: [BusinessType.Inspector] },
  { key: 'ratings', title: '我的评价', url: '/myxg/myFollowOrderList', roles: [BusinessType.Negotiator, BusinessType.BusinessFollower] },
];

/** AI 助手 (issue 13, /myAi): in 我的服务 for every logged-in user, on both trees. */
export const ASSISTANT_LINK: CentreLink = { key: 'assistant', title: 'AI 助手', url: '/myAi' };

/** 价格提醒 (issue 25, /market/alerts): the trader's price alerts on 行情, in 我的服务 for every logged-in user, on both trees. */
export const PRICE_ALERTS_LINK: CentreLink = { key: 'price-alerts', title: '价格提醒', url: '/market/alerts' };

/** 企业认证 (issue 12; not in the spec): the trader's company verification, in the 账户 group on both trees. */
export const COMPANY_VERIFY_LINK: CentreLink = { key: 'company-verify', title: '企业认证', url: '/my/companyVerify' };

/** 账户安全 (issue 22): set, change or reset the 支付密码 that 余额支付 and 提现 ask for; in the 账户 group on both trees. */
export const SECURITY_LINK: CentreLink = { key: 'security', title: '账户安全', url: '/my/security' };

/** Account links after 实名认证 whose page exists (none when logged out). */
export const accountLinks = (user: CentreUser, isAvailable: (url: string) => boolean): CentreLink[] =>
  user ? [COMPANY_VERIFY_LINK, SECURITY_LINK].filter((link) => isAvailable(link.url)) : [];

/** 消息中心 and 消息设置 (issue 26): on the phone's 我的 (with the unread count) and in the desktop menu. */
export const MESSAGES_LINK: CentreLink = { key: 'messages', title: '消息中心', url: '/messages' };
export const MESSAGE_SETTINGS_LINK: CentreLink = { key: 'message-settings', title: '消息设置', url: '/messages/settings' };

/** The business follower's home (/sw: his pool, follow and payment counts, the orders he drew up). */
export const FOLLOWER_HOME: CentreLink = { key: 'sw', title: '商务工作台', url: '/sw' };

/** Operator tools in 我的服务: shown to operators only (the pages check again). */
export const OPERATOR_LINKS: readonly CentreLink[] = [
  { key: 'realtime-debug', title: '实时连接调试', url: '/debug/websocket-test' },
  { key: 'parameter-monitor', title: '参数监控', url: '/debug/parameter-monitor' },
];

/** The operator console (issue 12): desktop only (/pc/admin), so only the desktop menu lists it. */
export const CONSOLE_LINK: UserMenuEntry = { label: '运营后台', to: '/pc/admin' };

/** Negotiators (10) and business followers (20): the roles that follow leads and pre-orders up. */
export const isFollowRole = (businessType: number) => businessType === BusinessType.Negotiator || businessType === BusinessType.BusinessFollower;

/** Negotiators and business followers show their rating level (好评等级). */
export const showsGoodLevel = (user: CentreUser) => !!user && isFollowRole(user.businessType);

/** 申请谈判人 is offered to an ordinary user with no application (shopStatus empty). */
export const canApplyAsNegotiator = (user: CentreUser) =>
  !!user && user.businessType === BusinessType.Ordinary && (user.shopStatus === null || user.shopStatus === undefined);

/** An ordinary user whose negotiator application is being reviewed (shopStatus 0): 审核中. */
export const isApplicationUnderReview = (user: CentreUser) =>
  !!user && user.businessType === BusinessType.Ordinary && user.shopStatus === ShopApplyStatus.UnderReview;

/** The follow page's name for a role: 商务跟单, 谈判人跟单, or 跟单 for anyone else. */
export const followPageTitle = (businessType: number) =>
  businessType === BusinessType.BusinessFollower ? '商务跟单' : businessType === BusinessType.Negotiator ? '谈判人跟单' : '跟单';

/**
 * Logged out, every trade link shows (a tap asks to log in); logged in, only links whose page exists
 * (later issues build the /myxg pages), so there are no dead links.
 */
export function tradeLinks(user: CentreUser, isAvailable: (url: string) => boolean): CentreLink[] {
  return user ? TRADE_LINKS.filter((link) => isAvailable(link.url)) : [...TRADE_LINKS];
}

/**
 * Service links for the user's role whose page exists; none when logged out (no role). Negotiators and business
 * followers get their follow page first (谈判人跟单 / 商务跟单, /follow), as the desktop sidebar does.
 */
export function serviceLinks(user: CentreUser, isAvailable: (url: string) => boolean): CentreLink[] {
  if (!user) return [];
  const links: CentreLink[] = isFollowRole(user.businessType) ? [{ key: 'follow', title: followPageTitle(user.businessType), url: '/follow' }] : [];
  if (user.businessType === BusinessType.BusinessFollower) links.push(FOLLOWER_HOME);
  links.push(...SERVICE_LINKS.filter((link) => link.roles.includes(user.businessType)), ASSISTANT_LINK, PRICE_ALERTS_LINK);
  if (user.isOperator) links.push(...OPERATOR_LINKS);
  return links.filter((link) => isAvailable(link.url));
}

export type UserMenuEntry = { label: string; to: string };
export type UserMenuGroup = { key: string; title: string; entries: UserMenuEntry[] };

/** A phone path as the desktop app's (the /pc prefix). */
const pc = (url: string) => `/pc${url}`;

/**
 * The desktop user-centre sidebar (spec: /pc/user): 账户; 资金 → 我的钱包 (the spec's 大宗, renamed by issue 22: the group
 * holds the wallet, not bulk trades; docs/decisions.md); 我的交易 (the same links as the phone's
 * user centre); 我的服务 with the role's service links and its follow page. Only pages this app has are listed
 * (no dead links); a group left empty is not shown.
 */
export function userMenuGroups(businessType: number, isAvailable: (to: string) => boolean, isOperator = false): UserMenuGroup[] {
  const entry = (link: CentreLink): UserMenuEntry => ({ label: link.title, to: pc(link.url) });
  const services = [...SERVICE_LINKS.filter((link) => link.roles.includes(businessType)), ASSISTANT_LINK, PRICE_ALERTS_LINK, ...(isOperator ? OPERATOR_LINKS : [])].map(entry);
  if (isOperator) services.unshift(CONSOLE_LINK);
  const groups: UserMenuGroup[] = [
    {
      key: 'account',
      title: '账户',
      entries: [
        { label: '个人中心', to: '/pc/user' },
        { label: '个人资料', to: '/pc/my/myHome' },
        { label: '实名认证', to: '/pc/realname' },
        { label: COMPANY_VERIFY_LINK.title, to: pc(COMPANY_VERIFY_LINK.url) },
        { label: SECURITY_LINK.title, to: pc(SECURITY_LINK.url) },
      ],
    },
    { key: 'money', title: '资金', entries: [{ label: '我的钱包', to: '/pc/my/myBalance' }] },
    { key: 'messages', title: '消息', entries: [entry(MESSAGES_LINK), entry(MESSAGE_SETTINGS_LINK)] },
    { key: 'trade', title: '我的交易', entries: [ALL_ORDERS_LINK, ...TRADE_LINKS].map(entry) },
    {
      key: 'service',
      title: '我的服务',
      entries: [
        ...services,
        { label: followPageTitle(businessType), to: '/pc/follow' },
        ...(businessType === BusinessType.BusinessFollower ? [entry(FOLLOWER_HOME)] : []),
      ],
    },
  ];
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => isAvailable(e.to)) }))
    .filter((g) => g.entries.length > 0);
}

/**
 * 消息中心 (issue 26): the kinds of message, their tab, channels and sentence. Plain constants, no zod: safe in any
 * web chunk; export path `@mts/shared/notice` (never @mts/shared/constants: the phone home budget).
 *
 * A message is one row of the user's inbox: `kind` (a NoticeKind code), `tab` (10 交易 / 20 资金 / 30 系统), a
 * Chinese sentence, and a `link` — the PHONE path of the page where he acts (`/myxg/myBuyOrderDetail?id=7`); the
 * desktop opens `desktopLink(link)` (`/pc` + the same path). The server writes them in the transaction of the change
 * (an outbox) and never to the user who made it.
 */

/** The inbox tabs. */
export const NoticeTab = { Trade: 10, Money: 20, System: 30 } as const;
export type NoticeTabCode = (typeof NoticeTab)[keyof typeof NoticeTab];
export const NOTICE_TABS = [
  { tab: NoticeTab.Trade, key: 'trade', title: '交易' },
  { tab: NoticeTab.Money, key: 'money', title: '资金' },
  { tab: NoticeTab.System, key: 'system', title: '系统' },
] as const;
export type NoticeTabKey = (typeof NOTICE_TABS)[number]['key'];
export const NOTICE_TAB_CODES = [10, 20, 30] as const;

/** Delivery channels: 站内 (site, always on), 短信, 微信 (official-account template; WeChat-login users only). */
export const NoticeChannel = { Site: 'site', Sms: 'sms', Wechat: 'wechat' } as const;
export type NoticeChannelCode = (typeof NoticeChannel)[keyof typeof NoticeChannel];
export const NOTICE_CHANNEL_LABELS: Record<NoticeChannelCode, string> = { site: '站内', sms: '短信', wechat: '微信' };

/** What a message is about (ref_type): the link is built from it. */
export type NoticeRefType = 'order' | 'buyOrder' | 'saleOrder' | 'contract' | 'inspection' | 'preOrder' | 'lead' | 'rfq' | 'quote' | 'deposit' | 'withdrawal' | 'announcement' | 'goods' | 'none';

export interface NoticeKindDef {
  /** The code stored in messages.kind and used as the settings key. */
  code: string;
  tab: NoticeTabCode;
  /** 消息设置's label of the kind. */
  label: string;
  /** Whether the kind may go out by SMS (action needed) — and WeChat (same set, WeChat-login users only). */
  sms: boolean;
  wechat: boolean;
  /** SMS template id at the provider (one per kind; the dev provider writes it to the outbox). */
  smsTemplate?: string;
}

const k = (code: string, tab: NoticeTabCode, label: string, action = false): NoticeKindDef => ({
  code,
  tab,
  label,
  sms: action,
  wechat: action,
  ...(action ? { smsTemplate: `SMS_MTS_${code.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}` } : {}),
});

/** Every kind, in the order 消息设置 lists them. */
export const NOTICE_KINDS = [
  // 交易
  k('contractToConfirm', NoticeTab.Trade, '合同待确认', true),
  k('contractReturned', NoticeTab.Trade, '合同被退回'),
  k('orderToPay', NoticeTab.Trade, '订单待付款', true),
  k('orderPaid', NoticeTab.Trade, '买家已付款，待发货', true),
  k('orderShipped', NoticeTab.Trade, '卖家已发货'),
  k('inspectionResult', NoticeTab.Trade, '验货结果', true),
  k('orderDelivered', NoticeTab.Trade, '平台已发货，待确认收货', true),
  k('orderCompleted', NoticeTab.Trade, '交易完成'),
  k('orderCancelled', NoticeTab.Trade, '订单取消/退款'),
  k('orderDispute', NoticeTab.Trade, '订单纠纷'),
  k('preOrderNew', NoticeTab.Trade, '新的意向订单'),
  k('rfqNew', NoticeTab.Trade, '新的求购询价'),
  k('rfqQuote', NoticeTab.Trade, '收到报价'),
  k('quoteResult', NoticeTab.Trade, '报价结果'),
  k('priceAlert', NoticeTab.Trade, '价格提醒'),
  k('staffWaiting', NoticeTab.Trade, '待处理超过 30 分钟', true),
  // 资金
  k('transferConfirmed', NoticeTab.Money, '对公转账已确认'),
  k('transferRejected', NoticeTab.Money, '对公转账被驳回', true),
  k('depositConfirmed', NoticeTab.Money, '充值到账'),
  k('depositRejected', NoticeTab.Money, '充值被驳回'),
  k('withdrawalPaid', NoticeTab.Money, '提现已打款', true),
  k('withdrawalRefused', NoticeTab.Money, '提现被拒绝', true),
  k('settled', NoticeTab.Money, '货款结算'),
  k('refunded', NoticeTab.Money, '退款到账'),
  // 系统
  k('announcement', NoticeTab.System, '系统公告'),
] as const satisfies readonly NoticeKindDef[];

export type NoticeKind = (typeof NOTICE_KINDS)[number]['code'];
export const NOTICE_KIND_CODES = NOTICE_KINDS.map((d) => d.code) as readonly NoticeKind[];
export const NOTICE_KIND_MAP: Readonly<Record<string, NoticeKindDef>> = Object.fromEntries(NOTICE_KINDS.map((d) => [d.code, d]));
export const isNoticeKind = (code: string): code is NoticeKind => Object.hasOwn(NOTICE_KIND_MAP, code);

/** The phone path of a message's page (the server stores it in messages.link). */
export function noticeLink(refType: NoticeRefType, refId: number | null): string {
  const id = refId ?? 0;
  switch (refType) {
    case 'order':
    case 'buyOrder':
      return `/myxg/myBuyOrderDetail?id=${id}`;
    case 'saleOrder':
      return `/myxg/mySaleOrderDetail?id=${id}`;
    case 'contract':
      return `/follow/swPendingFollow`;
    case 'inspection':
      return `/myxg/myYanHuoDetail?id=${id}`;
    case 'preOrder':
      return `/preOrderDetail/${id}`;
    case 'lead':
      return `/follow/pendingFollow`;
    case 'rfq':
    case 'quote':
      return `/rfq/${id}`;
    case 'deposit':
    case 'withdrawal':
      return '/my/myBalance';
    case 'goods':
      return `/prodetail/${id}`;
    case 'announcement':
      return `/messages?tab=30`;
    default:
      return '/messages';
  }
}

/** The desktop path of a message's link. */
export const desktopLink = (link: string): string => (link.startsWith('/pc/') || link === '/pc' ? link : `/pc${link}`);

/** Limits of the message centre. */
export const NoticeLimits = {
  pageSize: 20,
  maxPageSize: 50,
  announcementTitleMax: 40,
  announcementBodyMax: 2000,
  /** At most one SMS (and one WeChat notice) per order per hour per person. */
  smsPerRefWindowMs: 60 * 60 * 1000,
  /** Default quiet hours (Asia/Shanghai): nothing by SMS/WeChat 22:00–08:00, held until the end. */
  quietStart: '22:00',
  quietEnd: '08:00',
  /** A lead or intention order waiting for staff longer than this → SMS to the role's staff. */
  staffWaitingMs: 30 * 60 * 1000,
  /** Delivery attempts of one SMS/WeChat send before it is 失败 (operators retry it by hand). */
  maxAttempts: 5,
} as const;

/** Who an announcement goes to: everyone, or one role. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'trader', 'negotiator', 'businessFollower', 'inspector', 'operator'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: '全部用户',
  trader: '交易用户',
  negotiator: '议价员',
  businessFollower: '商务跟单',
  inspector: '验货员',
  operator: '运营人员',
};

/** 通知发送 (SMS / WeChat sends) status. */
export const NotifySendStatus = { Pending: 10, Held: 15, Sent: 20, Retrying: 30, Failed: 40, Skipped: 50 } as const;
export type NotifySendStatusCode = (typeof NotifySendStatus)[keyof typeof NotifySendStatus];
export const NOTIFY_SEND_STATUS_LABELS: Record<number, string> = { 10: '待发送', 15: '免打扰延后', 20: '已发送', 30: '重试中', 40: '失败', 50: '已跳过' };
export const NOTIFY_SEND_STATUSES = [10, 15, 20, 30, 40, 50] as const;

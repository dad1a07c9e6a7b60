/** The spec's numeric codes and limits (marketplace-spec sections 3, 4, 9), named once. Status codes live in ./status. */

export const API_BASE = '/dev-api/api/mts-api';

/** Shown for goods without an image (a demo file the server ships under /static). */
export const DEFAULT_IMAGE = '/static/demo/default.svg';

export const BusinessType = { Ordinary: 0, Negotiator: 10, BusinessFollower: 20, Inspector: 40 } as const;
type BusinessTypeCode = (typeof BusinessType)[keyof typeof BusinessType];
/** The roles an operator can grant to an approved application. */
export type AssignableBusinessType = Exclude<BusinessTypeCode, typeof BusinessType.Ordinary>;

/** Goods / clue type: 1 supply (货源), 2 demand (求购). */
export const GoodsType = { Supply: 1, Demand: 2 } as const;

/** Clue list tabs: ?active=0 货源, ?active=1 求购. */
export const CLUE_TABS = [
  { active: 0, title: '货源', goodsType: GoodsType.Supply },
  { active: 1, title: '求购', goodsType: GoodsType.Demand },
] as const;

export const PriceUnit = { Yuan: 0, Dollar: 10 } as const;
export const PRICE_UNIT_SYMBOL: Record<number, string> = { 0: '¥', 10: '$' };

export const FollowType = { Clue: 10, Goods: 20, Trade: 30 } as const;
export const FollowModel = { Seller: 1, Buyer: 2 } as const;
export const FollowIdentity = { Negotiator: 10, BusinessFollower: 20 } as const;
/**
 * What a block hides: 10 a lead, 20 an intention order (in whichever pool the blocker sees it: a business
 * follower's confirmed ones, or a negotiator's pool of intention orders on goods without a negotiator).
 */
export const BlockType = { Lead: 10, PreOrder: 20 } as const;
/**
 * The kinds of row in the negotiators' pool (GET /bizOppor/tprPendingFollowList): a lead awaiting dispatch, or an
 * intention order 待确认 on goods without a negotiator (stock-list goods, or goods whose negotiator left the role).
 * Ids of the two kinds may collide: a row is known by kind + id.
 */
export const PoolRowKind = { Lead: 'lead', PreOrder: 'preOrder' } as const;
export type PoolRowKindCode = (typeof PoolRowKind)[keyof typeof PoolRowKind];

/**
 * Dispatch rules (issue 9). Server defaults; the server reads DISPATCH_MAX_OPEN_LEADS and
 * DISPATCH_FOLLOW_TIMEOUT_HOURS to change them.
 */
export const DispatchLimits = {
  /**
   * Open (跟进中) leads one negotiator may hold; past it grabbing a lead is refused. Lead items (type 10) only: an
   * intention order grabbed from the pool (a trade item, type 30) is answered in minutes and does not count.
   */
  maxOpenLeads: 20,
  /** A grabbed lead without a follow record or goods after this many hours goes back to the pool. */
  followTimeoutHours: 48,
  /** How often each server instance sweeps for such leads. */
  sweepIntervalMs: 60_000,
  noteMaxLength: 500,
  closeReasonMaxLength: 200,
} as const;

/** Banner filters. */
export const BannerWhich = { PC: 1, Mobile: 2 } as const;
export const BannerType = { Logo: 1, Carousel: 2, Ad: 4, Nav: 5 } as const;
export const BannerPosition = { Home: 'HOME', Layout: 'LAYOUT', ClueSource: 'CLUE_SOURCE', ClueBuy: 'CLUE_BUY' } as const;
export const BANNER_POSITIONS = ['HOME', 'LAYOUT', 'CLUE_SOURCE', 'CLUE_BUY'] as const;
/** status 0 = shown. */
export const ContentStatus = { Shown: 0, Hidden: 1 } as const;



/** 现货 (spot) or 期货 (forward, with a lead time). */
export const STOCK_TYPES = ['现货', '期货'] as const;
export type StockType = (typeof STOCK_TYPES)[number];

/** Publishing and upload limits. */
export const PublishLimits = {
  maxQuantity: 100000000,
  /** 1 000 000.00 in cents per piece. */
  maxPriceCents: 100000000,
  maxImages: 9,
  maxUploadBytes: 5 * 1024 * 1024,
  displayImagePx: 1200,
  thumbImagePx: 320,
  /** Pixel budget of an upload (40 MP, e.g. 7300 × 5475); larger images are refused before decoding. */
  maxImagePixels: 40_000_000,
  /** Uploads per user per minute. */
  uploadsPerMinute: 30,
  suggestLimit: 8,
} as const;

/** /goods/list counts matches exactly up to this many; beyond it the total reads "1000+" (totalCapped). */
export const GOODS_TOTAL_CAP = 1000;

export const GOODS_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** Conditions (成色) of the trade. */
/** Listing conditions (成色), as the goods_condition dictionary lists them; 全新 is the brand-new module or SSD. */
export const CONDITIONS = ['原装', '原包', '散新', '拆机', '翻新', 'eTT', '白片', '全新'] as const;

/**
 * The site's name, brand, ICP record and service contacts when the server's env sets none (SITE_NAME, SITE_BRAND,
 * ICP_RECORD, SERVICE_PHONE, SERVICE_EMAIL): the server's GET /site/config serves the configured values; the web uses
 * these only until that answer arrives.
 */
export const SITE_DEFAULTS = {
  siteName: 'MTS 存储交易平台',
  brand: 'MTS',
  icpRecord: '粤ICP备2026000000号-1',
  servicePhone: '400-800-2026',
  serviceEmail: 'service@mts-chip.cn',
} as const;

/** 《用户协议》 and 《隐私政策》 (issue 22): the phone pages (the desktop's are under /pc), linked from both login forms. */
export const AGREEMENT_PATHS = { user: '/agreement/user', privacy: '/agreement/privacy' } as const;

export const SLOGANS = ['卓越服务', '持续创造', '协作共赢', '价值共享'] as const;

export const Limits = {
  requestTimeoutMs: 5000,
  chatTimeoutMs: 10000,
  goodsPageSize: 10,
  /** Deeper pages are refused (400): an offset beyond this is a probe, not a reader. */
  maxPageNum: 100_000,
  homePageSize: 20,
  followPageSize: 10,
  carouselAutoplayMs: 3000,
  mobileSearchFixAt: 75,
  desktopLayoutChangeAt: 80,
  listLoadDelayMs: 300,
  pullRefreshDelayMs: 1000,
  smsCountdownS: 60,
  smsCodeLength: 4,
  mobileLength: 11,
  qrPollMs: 3000,
  qrValidityMs: 300000,
  shortcutItemWidth: 220,
  loginDialogWidth: 800,
  contentWidth: 1480,
  defaultPoints: 1000,
  defaultCoins: 1000,
  toastMs: 2000,
  chunkLoadTimeoutMs: 120000,
  maxPageSize: 100,
} as const;

/** The debug parameter monitor (spec section 9): it logs each second, resets every 10 s, and flags a counter over its threshold. */
export const MonitorLimits = {
  logEveryMs: 1000,
  resetEveryMs: 10000,
  apiCalls: 5,
  events: 30,
  streams: 10,
} as const;

/** Browser storage keys: three local-storage keys and the session hasTip flag. */
export const StorageKeys = {
  userInfo: 'mts_user_info',
  historyList: 'mts_history_list',
  userDetails: 'mts_user_details',
  hasTip: 'hasTip',
} as const;

/** Identity (issue: SMS, QR and WeChat login). */
export const AuthLimits = {
  smsCooldownS: 60,
  smsCodeTtlS: 300,
  smsMaxTries: 5,
  smsDailyPerMobile: 10,
  smsHourlyPerIp: 20,
  captchaTtlS: 120,
  sessionTtlDays: 30,
  qrTicketTtlMs: 300000,
} as const;

/** Reply code asking the client to show the image captcha before sending an SMS again. */
export const CAPTCHA_REQUIRED_CODE = 428;
/** Reply code for a rate limit (cooldown, caps). */
export const TOO_MANY_CODE = 429;

/** QR login states polled by the desktop. */
export const QR_STATES = ['waiting', 'scanned', 'confirmed', 'expired'] as const;
export type QrState = (typeof QR_STATES)[number];

/** User type labels shown in the user centre. */
export const USER_TYPE_LABEL: Record<number, string> = { 0: '普通用户', 10: '谈判人', 20: '商务', 40: '验货员' };


/** Pages that need a login token (spec section 5), mobile paths; desktop adds /pc. */
export const GUARDED_PATHS = ['/pay', '/myorder', '/source/publish', '/myAi'] as const;

/** The trade contract's fixed texts (issue 10): the platform as escrow, the default inspection clause. */
export const CONTRACT_PLATFORM_NAME = 'MTS 存储交易平台';
export const CONTRACT_PAYMENT_CLAUSE =
  '买方应于合同确认后 3 个工作日内将合同总价全额支付至平台担保账户（余额支付或对公转账）。货款由平台冻结保管，验货通过且买方确认收货后，由平台扣除平台服务费后结算给卖方；验货不通过的，平台将货款退回买方。';
export const CONTRACT_INSPECTION_CLAUSE =
  '卖方应将货物发至平台指定验货点，由平台验货员核对型号、数量、批号（Date Code）、丝印及包装，并抽检功能。型号、批号或成色与合同不符，或数量短缺超过 0.5% 的，视为验货不通过。';
/**
 * A contract party's kind (issue 22): 企业 the party's approved company verification (企业认证), 个人 its verified
 * real name. Snapshotted into the contract when it is drawn; never the free-text company name of the profile.
 */
export const ContractPartyKind = { Company: 'company', Person: 'person' } as const;
export type ContractPartyKindCode = (typeof ContractPartyKind)[keyof typeof ContractPartyKind];
export const CONTRACT_PARTY_KIND_TEXT: Record<ContractPartyKindCode, string> = { company: '企业', person: '个人' };
/** Default platform fee in basis points (100 = 1 %); the server reads PLATFORM_FEE_BPS. */
export const DEFAULT_PLATFORM_FEE_BPS = 50;


// ---- Money (issue 11, trade-flow section 4) ----

/**
 * The platform's escrow account (担保账户) for bank transfers: orders paid offline and wallet deposits are sent
 * here with the reference shown. Demo values.
 */
export const PLATFORM_ESCROW_ACCOUNT = {
  name: 'MTS 存储交易平台（深圳）有限公司',
  bank: '招商银行深圳科技园支行',
  accountNo: '755912345610801',
} as const;

// Ledger kinds: their own module (wallet and console pages), re-exported here.
export { LEDGER_KINDS, LEDGER_KIND_KEYS } from './ledger-kinds';
export type { LedgerKind } from './ledger-kinds';

/** Platform ledger accounts (wallet_accounts.kind; user accounts are 'user'). */
export const AccountKind = { User: 'user', Clearing: 'clearing', Fees: 'fees' } as const;

// Rating tags: their own module (rating pages only), re-exported here.
export { ORDER_PARTY_TAGS, RATING_TAGS, ratingTagsFor } from './rating-tags';
export type { RatingTarget } from './rating-tags';

/**
 * How the buyer takes the goods from the inspection centre (issue 22): the platform ships them to his address
 * (快递寄送, carrier and tracking number) or he collects them at the centre (买家自提).
 */
export const DeliveryMethod = { Express: 'express', Pickup: 'pickup' } as const;
export type DeliveryMethodCode = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];
export const DELIVERY_METHODS = ['express', 'pickup'] as const;
export const DELIVERY_METHOD_TEXT: Record<DeliveryMethodCode, string> = { express: '快递寄送', pickup: '买家自提' };

export const MoneyLimits = {
  /** Orders in 待收货 confirm themselves this many days after the platform delivered them (AUTO_CONFIRM_DAYS). */
  autoConfirmDays: 7,
  /** How often each instance runs the auto-confirm sweep. */
  sweepIntervalMs: 60_000,
  /** Smallest and largest deposit / withdrawal, cents (¥0.01 … ¥100,000,000). */
  minAmount: 1,
  maxAmount: 10_000_000_000,
  /** Idempotency keys: 8–64 of [A-Za-z0-9_-] (a UUID fits). */
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 64,
  /** Rewards on a completed order, to buyer and seller each: 1 point per ¥100 (at least 1, at most 10000), and coins. */
  pointsPerCents: 10_000,
  maxPointsPerOrder: 10_000,
  coinsPerOrder: 10,
  /** 支付密码: wrong tries in a row before it locks, and for how long. */
  payPasswordMaxTries: 5,
  payPasswordLockMinutes: 30,
} as const;

// ---- The operator console (issue 12) ----

/** The console's path on the desktop app (the web part of issue 12). */
export const ADMIN_CONSOLE_PATH = '/pc/admin';

// The audit log's action and entity labels live in their own module (console pages only): re-exported here, so they
// are not part of the phone's first chunks through this much-shared module.
export { AUDIT_ACTIONS, AUDIT_ACTION_KEYS, AUDIT_ENTITIES, AUDIT_ENTITY_KEYS } from './audit-labels';
export type { AuditAction, AuditEntity } from './audit-labels';

export const AdminLimits = {
  /** GET /admin/dashboard/ordersPerDay?days: 1 … 90 (default 30). */
  maxChartDays: 90,
  defaultChartDays: 30,
  /** The statement export: at most this many days and rows (a wider range is refused: ask for less). */
  maxExportDays: 366,
  maxExportRows: 100_000,
  /** Orders on a user's profile. */
  latestOrders: 5,
} as const;

/** The console's content forms (issue 12): text bounds follow the columns. */
export const AdminContentLimits = {
  bannerTitle: 128,
  bannerText: 256,
  /** A link (url / path): an app path or an http(s) address. */
  link: 500,
  newsTitle: 200,
  newsSummary: 500,
  newsTag: 32,
  newsContent: 20_000,
  categoryName: 64,
  brandName: 64,
  brandAliases: 10,
  brandAlias: 32,
  centreName: 60,
  centreCity: 30,
  centreAddress: 200,
  centreContact: 30,
  centreHours: 60,
  /** sort numbers: 0 … 999999. */
  maxSort: 999_999,
  /** A reorder lists every row of one slot: at most this many. */
  maxReorder: 200,
} as const;

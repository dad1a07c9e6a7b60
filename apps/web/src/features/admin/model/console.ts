import { BusinessType, MoneyLimits } from '@mts/shared/constants';
import { ClueStatus, OrderStatus } from '@mts/shared/status';

/**
 * The operator console (issue 12, web): desktop only, under /pc/admin (ADMIN_CONSOLE_PATH). Plain rules the pages
 * use: who may open it, its menu, the operator's typed amounts (yuan → cents), the chart's series.
 */
export type ConsoleUser = { isOperator?: boolean | null } | null | undefined;

/** Only operators open the console (the server checks again on every call). */
export const canOpenConsole = (user: ConsoleUser) => !!user?.isOperator;

export type ConsoleMenuItem = { key: string; label: string; path: string };

/** The console's side menu, in order: every page built, each at /pc/admin/<key> (the dashboard at /pc/admin itself). */
const MENU_LABELS = {
  dashboard: '工作台',
  applications: '申请审核',
  users: '用户',
  money: '资金',
  trade: '交易',
  inspections: '验货',
  company: '企业认证',
  disputes: '纠纷',
  content: '内容',
  announcements: '系统公告',
  notify: '通知发送',
  audit: '审计日志',
};

export const CONSOLE_MENU: readonly ConsoleMenuItem[] = Object.entries(MENU_LABELS).map(([key, label]) => ({
  key,
  label,
  path: key === 'dashboard' ? '/pc/admin' : `/pc/admin/${key}`,
}));

/** The tabs of 资金 and 交易 a link may open (?tab=). */
export const MONEY_TABS = ['deposits', 'transfers', 'withdrawals', 'ledger', 'export'] as const;
export const TRADE_TABS = ['leads', 'preOrders', 'orders'] as const;

/** ?tab= when it names one of the page's tabs, else the first. */
export const tabOf = <K extends string>(value: string | null, tabs: readonly K[]): K => (tabs.includes(value as K) ? (value as K) : tabs[0]!);

/** ?status= as a status filter: a whole number, else undefined (the list's own default). */
export const statusParam = (value: string | null): number | undefined => (value !== null && /^\d{1,3}$/.test(value) ? Number(value) : undefined);

/**
 * Where each 待处理 tile of 工作台 leads (issue 22): the queue it counts, on the tab and filter that shows exactly those
 * rows (applications under review, pending deposits/transfers/withdrawals, orders to assign, refunds, leads awaiting dispatch).
 */
export const QUEUE_LINKS = {
  applications: '/pc/admin/applications',
  deposits: '/pc/admin/money?tab=deposits',
  transfers: '/pc/admin/money?tab=transfers',
  withdrawals: '/pc/admin/money?tab=withdrawals',
  inspections: '/pc/admin/inspections',
  refunds: `/pc/admin/trade?tab=orders&status=${OrderStatus.Refunding}`,
  leads: `/pc/admin/trade?tab=leads&status=${ClueStatus.AwaitingDispatch}`,
} as const;

/** The menu an operator sees; nobody else sees any. */
export const consoleMenu = (user: ConsoleUser): ConsoleMenuItem[] => (canOpenConsole(user) ? [...CONSOLE_MENU] : []);

/** The menu key of a console path (the dashboard for /pc/admin itself or an unknown sub-path). */
export function menuKeyOf(pathname: string): string {
  const rest = pathname.replace(/^\/pc\/admin\/?/, '').split('/')[0] ?? '';
  return CONSOLE_MENU.find((item) => item.key === rest)?.key ?? 'dashboard';
}

/** Roles an application can be approved as (10 谈判人, 20 商务, 40 验货员). */
export const APPROVE_ROLES = [
  { value: BusinessType.Negotiator, label: '谈判人' },
  { value: BusinessType.BusinessFollower, label: '商务' },
  { value: BusinessType.Inspector, label: '验货员' },
] as const;

/** Roles a user can be given (0 普通用户 and the three staff roles). */
export const USER_ROLES = [{ value: BusinessType.Ordinary, label: '普通用户' }, ...APPROVE_ROLES] as const;

export const roleLabel = (businessType: number) => USER_ROLES.find((r) => r.value === businessType)?.label ?? `角色 ${businessType}`;

const YUAN_RE = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * An amount the operator types, in yuan (or dollars): "12,345.6" → 1234560 cents. Thousands separators and a
 * leading currency sign are allowed; more than two decimals, signs, letters or an empty text → null. Integer
 * arithmetic (no float rounding: 0.29 → 29).
 */
export function parseYuan(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').trim().replace(/^[¥$￥]\s*/, '').replace(/,/g, '');
  if (!YUAN_RE.test(cleaned)) return null;
  const [whole, frac = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** The message for a typed amount, or null when it is a valid amount (0.01 … the money limit). */
export function amountError(text: string | null | undefined, max: number = MoneyLimits.maxAmount): string | null {
  if (!(text ?? '').trim()) return '请输入到账金额';
  const cents = parseYuan(text);
  if (cents === null) return '请输入正确的金额（最多两位小数）';
  if (cents < MoneyLimits.minAmount || cents > max) return '金额超出范围';
  return null;
}

/** Whether the typed amount equals what is expected (the server refuses a mismatch; the dialog says so first). */
export const amountMatches = (text: string | null | undefined, expected: number) => parseYuan(text) === expected;

export type DayCount = { date: string; count: number };

/** The chart's axis and bars: MM-dd labels, the counts. */
export function chartSeries(rows: readonly DayCount[]) {
  return { labels: rows.map((r) => r.date.slice(5)), counts: rows.map((r) => r.count), total: rows.reduce((n, r) => n + r.count, 0) };
}

/** The age of the oldest lead waiting for dispatch: 3天5小时 / 5小时12分 / 12分钟, or 无. */
export function ageText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '无';
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}小时${minutes % 60}分`;
  return `${Math.floor(hours / 24)}天${hours % 24}小时`;
}


/**
 * 用户冻结 and what it is made of (issue 22): the orders' escrow (订单托管) and the pending withdrawals are part of the
 * users' frozen money, not money beside it, so the ledger shows them as 其中 lines under 用户冻结 (other frozen money,
 * if any, as 其他冻结).
 */
export function frozenParts(c: { usersFrozen: number; escrowOrders: number; withdrawalsPending: number }): { label: string; amount: number }[] {
  const other = c.usersFrozen - c.escrowOrders - c.withdrawalsPending;
  return [
    { label: '订单托管', amount: c.escrowOrders },
    { label: '提现待打款', amount: c.withdrawalsPending },
    ...(other !== 0 ? [{ label: '其他冻结', amount: other }] : []),
  ];
}

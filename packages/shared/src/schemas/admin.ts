import { z } from 'zod';
import { AdminLimits, AUDIT_ACTION_KEYS, AUDIT_ENTITY_KEYS, BusinessType } from '../constants';
import { AdminMsg } from '../messages';
import { bodyIdField, envelope, idField, intEnum, pagedRows, pageQuery, textField } from './common';
import { orderRow } from './order';
import { preOrderRow } from './trade';
import { shopApplication } from './shop';

/**
 * The operator console (issue 12), server half. Every route is operator-only (401 logged out, 403 `无权限访问`
 * for anyone else) and every write records one audit row in its own transaction. Money is integer cents per
 * currency (priceUnit 0 ¥, 10 $); times `yyyy-MM-dd HH:mm:ss` China time unless named otherwise.
 */

/** A reason an operator gives for an action: 2–200 characters, line breaks allowed. */
export const adminReasonField = textField({ min: 2, max: 200, message: AdminMsg.reason, multiline: true });
export const adminReasonBody = z.object({ reason: adminReasonField });

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day yyyy-MM-dd (China time), a real date. */
export const dayField = z
  .string({ error: AdminMsg.date })
  .regex(DATE_RE, AdminMsg.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, AdminMsg.date);

const keywordField = textField({ min: 1, max: 40, message: AdminMsg.keyword });
const businessTypeField = z.union([z.literal(BusinessType.Ordinary), z.literal(BusinessType.Negotiator), z.literal(BusinessType.BusinessFollower), z.literal(BusinessType.Inspector)], {
  error: AdminMsg.businessType,
});
/** Query booleans: 'true' / 'false' / '1' / '0'. */
const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Per-currency money: one entry per currency, ¥ then $. */
export const currencyAmount = z.object({ priceUnit: z.number().int(), amount: z.number().int() });
export type CurrencyAmount = z.infer<typeof currencyAmount>;

// ---- Audit log ----

/** GET /admin/audit: paged, newest first; every filter optional. `from` / `to` are China-time days, inclusive. */
export const auditListQuery = pageQuery
  .extend({
    operatorId: idField().optional(),
    action: z.enum(AUDIT_ACTION_KEYS as [string, ...string[]], { error: AdminMsg.auditAction }).optional(),
    entityType: z.enum(AUDIT_ENTITY_KEYS as [string, ...string[]], { error: AdminMsg.auditEntity }).optional(),
    entityId: idField().optional(),
    from: dayField.optional(),
    to: dayField.optional(),
    /** Matched against the operator's name, the reason and the before/after text. */
    keyword: keywordField.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AdminMsg.dateRange, path: ['from'] });
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const auditRow = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  /** The operator's name when he acted (a snapshot). */
  operatorName: z.string(),
  action: z.string(),
  actionText: z.string(),
  entityType: z.string(),
  entityTypeText: z.string(),
  entityId: z.number().int().nullable(),
  /** The entity's fields the action changed, before and after (JSON). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  requestId: z.string(),
  ip: z.string(),
  createTime: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditListReply = pagedRows(auditRow);

// ---- People ----

/** GET /admin/users: search by mobile (digits: prefix) or name (nick, real or company name: contains). */
export const adminUserListQuery = pageQuery.extend({
  keyword: keywordField.optional(),
  businessType: intEnum([0, 10, 20, 40] as const).optional(),
  isOperator: queryBool.optional(),
  /** 0 active, 1 disabled. */
  status: intEnum([0, 1] as const).optional(),
});
export const adminUserRow = z.object({
  id: z.number().int(),
  /** Unmasked: operators see it. '' for a WeChat user without a bound mobile. */
  mobile: z.string(),
  nickName: z.string(),
  realName: z.string(),
  companyName: z.string(),
  businessType: z.number().int(),
  businessTypeText: z.string(),
  isOperator: z.boolean(),
  /** 1 real-name verified. */
  authnStatus: z.number().int(),
  /** null no application, 0 under review, 1 approved. */
  shopStatus: z.number().int().nullable(),
  /** 0 active, 1 disabled. */
  status: z.number().int(),
  statusText: z.string(),
  createTime: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUserListReply = pagedRows(adminUserRow);

export const adminUserDetail = adminUserRow.extend({
  goodLevel: z.number().int(),
  points: z.number().int(),
  coins: z.number().int(),
  idNumberMasked: z.string(),
  counts: z.object({
    /** Leads he published (any status), goods he owns (any status). */
    leads: z.number().int(),
    goods: z.number().int(),
    preOrders: z.number().int(),
    ordersAsBuyer: z.number().int(),
    ordersAsSeller: z.number().int(),
    /** Open sessions (logged-in devices). */
    sessions: z.number().int(),
  }),
  /** One per currency (¥ then $), zero when unused. */
  wallets: z.array(z.object({ priceUnit: z.number().int(), symbol: z.string(), available: z.number().int(), frozen: z.number().int() })),
  latestOrders: z.array(orderRow),
  /** His latest negotiator application, or null. */
  application: shopApplication.nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserDetailReply = envelope(adminUserDetail);

/** POST /admin/users/{id}/role: the business role, the operator flag, or both; a reason always. */
export const adminRoleBody = z
  .object({
    businessType: businessTypeField.optional(),
    isOperator: z.boolean({ error: AdminMsg.roleBody }).optional(),
    reason: adminReasonField,
  })
  .refine((b) => b.businessType !== undefined || b.isOperator !== undefined, { message: AdminMsg.roleBody, path: ['businessType'] });
export type AdminRoleBody = z.infer<typeof adminRoleBody>;

// ---- Dashboard ----

const periodFigures = z.object({
  newUsers: z.number().int(),
  leads: z.number().int(),
  goods: z.number().int(),
  preOrders: z.number().int(),
  orders: z.number().int(),
  /** The amount of the orders created in the period (any status), per currency. */
  orderValue: z.array(currencyAmount),
});
export const dashboard = z.object({
  /** The China-time day (yyyy-MM-dd) and month (yyyy-MM) the figures are for. */
  today: periodFigures.extend({ date: z.string() }),
  month: periodFigures.extend({ month: z.string() }),
  /** Paid orders not yet settled or refunded (待发货, 待验货, 待收货, 退款中): their money is frozen, per currency. */
  escrow: z.array(currencyAmount),
  queues: z.object({
    applications: z.number().int(),
    deposits: z.number().int(),
    transfers: z.number().int(),
    withdrawals: z.number().int(),
    withdrawalAmount: z.array(currencyAmount),
    /** Orders 待验货, and of those the ones no inspector holds. */
    inspections: z.number().int(),
    inspectionsUnheld: z.number().int(),
    refunds: z.number().int(),
    /** Leads 待派单, and the oldest one's age (minutes; null when none) and time. */
    leads: z.number().int(),
    oldestLeadMinutes: z.number().int().nullable(),
    oldestLeadTime: z.string().nullable(),
  }),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardReply = envelope(dashboard);

export const ordersPerDayQuery = z.object({
  days: z.coerce.number().int().min(1).max(AdminLimits.maxChartDays).default(AdminLimits.defaultChartDays),
});
export const ordersPerDayRow = z.object({
  /** yyyy-MM-dd, China time; oldest first, today last; days without orders are 0. */
  date: z.string(),
  count: z.number().int(),
  byCurrency: z.array(z.object({ priceUnit: z.number().int(), count: z.number().int(), amount: z.number().int() })),
});
export type OrdersPerDayRow = z.infer<typeof ordersPerDayRow>;
export const ordersPerDayReply = envelope(z.array(ordersPerDayRow));

// ---- Trade ----

export const adminLeadListQuery = pageQuery.extend({
  status: intEnum([0, 10, 20, 80, 90] as const).optional(),
  negotiatorId: idField().optional(),
  /** Only leads whose current stage is at least this old: since the grab for 已派单, since publishing otherwise. */
  minAgeHours: z.coerce.number().int().min(0).max(24 * 366).optional(),
  keyword: keywordField.optional(),
  /** oldest (default: the stuck ones first) or newest. */
  sort: z.enum(['oldest', 'newest']).default('oldest'),
});
export const adminLeadRow = z.object({
  id: z.number().int(),
  type: z.number().int(),
  goodsModel: z.string(),
  goodsName: z.string(),
  brand: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  ownerMobile: z.string(),
  negotiatorId: z.number().int().nullable(),
  negotiatorName: z.string(),
  /** The pending follow item of a grabbed lead, its grab time and first follow record (null when none). */
  followId: z.number().int().nullable(),
  grabTime: z.string().nullable(),
  followTime: z.string().nullable(),
  createTime: z.string(),
  /** Minutes since publishing, and since the grab (null unless grabbed). */
  ageMinutes: z.number().int(),
  heldMinutes: z.number().int().nullable(),
});
export type AdminLeadRow = z.infer<typeof adminLeadRow>;
export const adminLeadListReply = pagedRows(adminLeadRow);
export const adminLeadReply = envelope(adminLeadRow);
export const adminReassignBody = z.object({ negotiatorId: bodyIdField(), reason: adminReasonField });

export const adminOrderListQuery = pageQuery.extend({
  status: intEnum([1, 5, 20, 30, 40, 50, 60, 90] as const).optional(),
  /** An order or contract number (prefix), or a party's name or mobile. */
  keyword: keywordField.optional(),
});
export const adminOrderRow = orderRow.extend({
  buyerId: z.number().int().nullable(),
  sellerId: z.number().int().nullable(),
  buyerMobile: z.string(),
  sellerMobile: z.string(),
  payMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderListReply = pagedRows(adminOrderRow);

/**
 * GET /admin/preOrders: every intention order, newest first; by status (10 待确认, 20 已确认, 30 跟单中, 40 已下单,
 * 90 已取消); keyword = its number (prefix) or a party's name or mobile. Rows as the traders' lists show them (myRole
 * 'staff'); the revisions and the contact through GET /preOrder/detail (operators read every one).
 */
export const adminPreOrderListQuery = pageQuery.extend({
  status: intEnum([10, 20, 30, 40, 90] as const).optional(),
  keyword: keywordField.optional(),
});
export const adminPreOrderListReply = pagedRows(preOrderRow);

/**
 * GET /admin/inspections: tab 0 待验货 nobody holds (assign one: POST /mtsGoods/yanhuoGrab {orderId, inspectorId}),
 * 1 待验货 held by an inspector, 2 inspected (with the report); optionally one inspector's. Reply: inspectionList.
 */
export const adminInspectionListQuery = pageQuery.extend({
  tab: intEnum([0, 1, 2] as const).default(0),
  inspectorId: idField().optional(),
});

// ---- Money ----

export const ledgerCurrency = z.object({
  priceUnit: z.number().int(),
  symbol: z.string(),
  /** The clearing account's balance: minus what the platform holds for its users (bank side). */
  clearing: z.number().int(),
  /** Platform fee income. */
  fees: z.number().int(),
  usersAvailable: z.number().int(),
  usersFrozen: z.number().int(),
  /** Of the users' frozen money: escrow of orders (entries tagged with an order), and pending withdrawals. */
  escrowOrders: z.number().int(),
  withdrawalsPending: z.number().int(),
  /** The sum of every entry in this currency: 0 on a sound ledger. */
  entriesSum: z.number().int(),
});
export const ledgerOverview = z.object({
  currencies: z.array(ledgerCurrency),
  check: z.object({
    /** Green: every currency sums to zero, no user bucket is negative, every balance equals its entries. */
    ok: z.boolean(),
    sums: z.array(z.object({ priceUnit: z.number().int(), sum: z.number().int() })),
    negative: z.number().int(),
    mismatched: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type LedgerOverview = z.infer<typeof ledgerOverview>;
export const ledgerOverviewReply = envelope(ledgerOverview);

/** GET /admin/ledger/export.csv: China-time days, inclusive, at most AdminLimits.maxExportDays; every currency without priceUnit. */
export const ledgerExportQuery = z
  .object({
    from: dayField,
    to: dayField,
    priceUnit: intEnum([0, 10] as const).optional(),
  })
  .refine((q) => q.from <= q.to, { message: AdminMsg.dateRange, path: ['from'] });
export type LedgerExportQuery = z.infer<typeof ledgerExportQuery>;

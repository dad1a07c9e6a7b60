import { ContentStatus, PRICE_UNIT_SYMBOL, USER_TYPE_LABEL } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import {
  accountMachine,
  companyVerifyMachine,
  depositMachine,
  disputeMachine,
  followMachine,
  leadMachine,
  orderMachine,
  shopApplyMachine,
  statusLabel,
  transferMachine,
  withdrawalMachine,
  type StatusMachine,
} from '@mts/shared/status';

/**
 * The audit log's before → after in words (issue 22, item 5): Chinese field labels, status names from the status
 * machines (by the entry's object type), money in cents as ¥1,234.56 / $1,234.56 in the entry's currency, the
 * currency by name, user types, booleans 是/否, empty values 空. A field the dictionary does not know keeps its name.
 */

/** The field labels: every field the server's audit entries carry (modules/*: audit(ctx, {before, after})). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: '状态',
  orderStatus: '订单状态',
  followStatus: '跟单状态',
  shopStatus: '谈判人申请',
  businessType: '用户类型',
  isOperator: '运营人员',
  sessionsEnded: '下线会话数',
  amount: '金额',
  arrived: '到账金额',
  refunded: '退款金额',
  priceUnit: '币种',
  reference: '付款附言',
  payerName: '付款人',
  userId: '用户 ID',
  buyerId: '买方 ID',
  orderId: '订单 ID',
  orderNo: '订单号',
  inspectorId: '验货员 ID',
  negotiatorId: '谈判人 ID',
  followId: '跟单 ID',
  openDisputeId: '纠纷 ID',
  companyName: '企业名称',
  verifiedCompany: '认证企业',
  from: '起始日期',
  to: '截止日期',
  rows: '导出行数',
  ids: '排序',
  title: '标题',
  text: '文案',
  summary: '摘要',
  remark: '备注',
  name: '名称',
  nameEn: '英文名',
  aliases: '别名',
  logo: '标志',
  image: '图片',
  imgUrl: '图片',
  activeImgUrl: '选中图片',
  cover: '封面',
  picture: '图片',
  tag: '标签',
  url: '链接',
  path: '页面路径',
  sort: '排序号',
  which: '位置',
  parentId: '上级分类 ID',
  contentLength: '正文字数',
  goodsId: '商品 ID',
  position: '位置',
  type: '类型',
};

/** Which machine names an entity's `status`. */
const STATUS_MACHINE: Record<string, StatusMachine<number, string>> = {
  user: accountMachine,
  shopApplication: shopApplyMachine,
  deposit: depositMachine,
  withdrawal: withdrawalMachine,
  transfer: transferMachine,
  order: orderMachine,
  lead: leadMachine,
  companyVerification: companyVerifyMachine,
  dispute: disputeMachine,
};
/** Content (banners, shortcuts, news, categories, brands, recommended goods): shown or hidden. */
const CONTENT_STATUS: Record<number, string> = { [ContentStatus.Shown]: '显示', [ContentStatus.Hidden]: '隐藏' };

/** Money fields, in cents. */
const MONEY_FIELDS = new Set(['amount', 'arrived', 'refunded']);
const PRICE_UNIT_NAME: Record<number, string> = { 0: '人民币（¥）', 10: '美元（$）' };

const EMPTY = '空';

const label = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/** A value in words, for a field of an entry about `entityType`; `priceUnit` is the entry's currency for money. */
export function auditValue(field: string, value: unknown, entityType: string, priceUnit: number): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValue(field, v, entityType, priceUnit)).join('、') : EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number') {
    const named = (machine: StatusMachine<number, string>) => statusLabel(machine, value) || String(value);
    if (MONEY_FIELDS.has(field)) return formatPrice(value, priceUnit);
    if (field === 'priceUnit') return PRICE_UNIT_NAME[value] ?? String(value);
    if (field === 'businessType') return USER_TYPE_LABEL[value] ?? String(value);
    if (field === 'orderStatus') return named(orderMachine);
    if (field === 'followStatus') return named(followMachine);
    if (field === 'shopStatus') return named(shopApplyMachine);
    if (field === 'status') {
      const machine = STATUS_MACHINE[entityType];
      if (machine) return named(machine);
      return CONTENT_STATUS[value] ?? String(value);
    }
    return String(value);
  }
  if (field === 'verifiedCompany' && value === 'unchanged') return '不变';
  return String(value);
}

const priceUnitOf = (...sides: Record<string, unknown>[]) => {
  for (const s of sides) if (typeof s.priceUnit === 'number' && s.priceUnit in PRICE_UNIT_SYMBOL) return s.priceUnit;
  return 0;
};

const asRecord = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * An audit row's change as lines 「状态: 待付款 → 已付款」: a field on both sides reads before → after (once when
 * unchanged); a field on one side only is the entry's context (「金额: ¥10,000.00」, 「起始日期: 2026-11-01」).
 */
export function changeLines(before: unknown, after: unknown, entityType = ''): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const unit = priceUnitOf(a, b);
  const show = (field: string, v: unknown) => auditValue(field, v, entityType, unit);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((k) => {
    if (k in b && k in a) {
      const from = show(k, b[k]);
      const to = show(k, a[k]);
      return from === to ? `${label(k)}: ${to}` : `${label(k)}: ${from} → ${to}`;
    }
    return `${label(k)}: ${show(k, k in a ? a[k] : b[k])}`;
  });
}

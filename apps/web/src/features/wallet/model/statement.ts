import { LEDGER_KIND_KEYS, LEDGER_KINDS, type LedgerKind } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { StatementRow } from '@mts/shared/schemas';
import { CURRENCIES, currencyOf, isCurrency, type Currency } from './accounts';

/** 资金明细's filters: a ledger kind and a currency, each absent for 全部. */
export type StatementFilter = { kind?: LedgerKind; priceUnit?: Currency };

export const ALL_KINDS = '全部类型';
export const ALL_CURRENCIES = '全部币种';

/** The kind filter's choices: 全部类型, then every ledger kind with its Chinese text (LEDGER_KINDS). */
export const KIND_OPTIONS: readonly { value: LedgerKind | ''; label: string }[] = [
  { value: '', label: ALL_KINDS },
  ...LEDGER_KIND_KEYS.map((k) => ({ value: k, label: LEDGER_KINDS[k] })),
];
/** The currency filter's choices: 全部币种, 人民币 ¥, 美元 $. */
export const CURRENCY_OPTIONS: readonly { value: Currency | ''; label: string }[] = [
  { value: '', label: ALL_CURRENCIES },
  ...CURRENCIES.map((c) => ({ value: c.priceUnit, label: `${c.name} ${c.symbol}` })),
];

const isKind = (k: unknown): k is LedgerKind => typeof k === 'string' && (LEDGER_KIND_KEYS as string[]).includes(k);

/** The filter kept in the address (?kind=pay&unit=10), so a reload or a shared link shows the same rows; junk is ignored. */
export function filterFromQuery(params: URLSearchParams): StatementFilter {
  const kind = params.get('kind');
  const unitText = params.get('unit');
  const unit = unitText === null || unitText === '' ? Number.NaN : Number(unitText);
  return { ...(isKind(kind) ? { kind } : {}), ...(isCurrency(unit) ? { priceUnit: unit } : {}) };
}

/** The address's filter part for `filter` (what filterFromQuery reads back); other parameters are kept. */
export function filterToQuery(params: URLSearchParams, filter: StatementFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (filter.kind) next.set('kind', filter.kind);
  else next.delete('kind');
  if (filter.priceUnit !== undefined) next.set('unit', String(filter.priceUnit));
  else next.delete('unit');
  return next;
}

/** The statement's kind text: the server's own, else LEDGER_KINDS, else the raw kind. */
export const kindText = (row: Pick<StatementRow, 'kind' | 'kindText'>) => row.kindText || (isKind(row.kind) ? LEDGER_KINDS[row.kind] : row.kind);

/** A signed change in cents: +¥1,000.00 / -$24.16 (a zero change reads ¥0.00). */
export function signedPrice(cents: number, priceUnit: number): string {
  return `${cents > 0 ? '+' : ''}${formatPrice(cents, priceUnit)}`;
}

export type Delta = { label: '可用' | '冻结'; text: string; direction: 'in' | 'out' };

export type StatementRowView = {
  id: number;
  kind: string;
  kindText: string;
  /** 人民币 or 美元. */
  currency: string;
  /** The non-zero changes, available first: a wallet payment moves available → frozen (可用 -¥x, 冻结 +¥x). */
  deltas: Delta[];
  availableAfter: string;
  frozenAfter: string;
  /** The frozen balance matters to this row (it moved, or money is still frozen after it). */
  showsFrozen: boolean;
  memo: string;
  time: string;
  orderNo: string;
  orderId: number | null;
};

/** One statement row as both apps show it: kind, signed changes, the balances after it, memo, time, order. */
export function statementRowView(row: StatementRow): StatementRowView {
  const deltas: Delta[] = [];
  const add = (label: Delta['label'], cents: number) => {
    if (cents !== 0) deltas.push({ label, text: signedPrice(cents, row.priceUnit), direction: cents > 0 ? 'in' : 'out' });
  };
  add('可用', row.availableDelta);
  add('冻结', row.frozenDelta);
  return {
    id: row.id,
    kind: row.kind,
    kindText: kindText(row),
    currency: currencyOf(row.priceUnit).name,
    deltas,
    availableAfter: formatPrice(row.availableAfter, row.priceUnit),
    frozenAfter: formatPrice(row.frozenAfter, row.priceUnit),
    showsFrozen: row.frozenDelta !== 0 || row.frozenAfter !== 0,
    memo: row.memo,
    time: minuteOf(row.createTime),
    orderNo: row.orderNo,
    orderId: row.orderId,
  };
}

/** yyyy-MM-dd HH:mm of the server's China-time text (kept as text: no timezone round trip). */
export const minuteOf = (time: string) => time.slice(0, 16);

export type Device = 'mobile' | 'desktop';

/** The order detail the trade pages open: /myxg/myDetails?id=&source=order, under /pc on the desktop. */
export const orderDetailPath = (orderId: number, device: Device) => `${device === 'desktop' ? '/pc' : ''}/myxg/myDetails?id=${orderId}&source=order`;

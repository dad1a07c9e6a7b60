import { PriceUnit, PublishLimits } from '@mts/shared/constants';
import { StockMsg } from '@mts/shared/messages';
import { cellText, fold, tidyNumber } from '../cells.ts';
import { refuse } from '../refusal.ts';
import type { CellValue } from '../types.ts';

type Unit = (typeof PriceUnit)[keyof typeof PriceUnit];

/** Currency names, longest first so `us$` is taken before `$`. Compared folded (NFKC: ￥ is ¥, ＄ is $). */
const CURRENCIES: [string, Unit][] = (
  [
    ['人民币', PriceUnit.Yuan],
    ['rmb', PriceUnit.Yuan],
    ['cny', PriceUnit.Yuan],
    ['¥', PriceUnit.Yuan],
    ['元', PriceUnit.Yuan],
    ['美元', PriceUnit.Dollar],
    ['美金', PriceUnit.Dollar],
    ['us$', PriceUnit.Dollar],
    ['usd', PriceUnit.Dollar],
    ['$', PriceUnit.Dollar],
  ] as [string, Unit][]
).sort((a, b) => b[0].length - a[0].length);

/** A price not given: 面议. */
const NEGOTIABLE = new Set(['面议', '电议', '询价', '议价', '待定', '电询', '来电询价', '请询价', '私聊', 'call', 'tbd', 'tba', 'negotiable', 'n/a', '-', '--', '—', '/']);
const PER_UNIT = /(?:\/|每)?(?:pcs|pc|ea|个|片|颗|只|粒)$/;
const TAX = /^(?:含税|未税|不含税)|(?:含税|未税|不含税)$/g;
const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/;

/** A 币种 cell: ¥ RMB CNY 人民币 元 → ¥, $ USD US$ 美元 → $; null when empty; anything else is refused (币种无法识别). */
export function parseCurrency(v: CellValue): Unit | null {
  const s = fold(cellText(v));
  if (s === '') return null;
  return CURRENCIES.find(([name]) => name === s)?.[1] ?? refuse(StockMsg.rowCurrency);
}

/** The currency a price column's header names: `Price(USD)`, `单价(元)`; null when it names none. */
export function headerCurrency(header: string): Unit | null {
  const s = fold(header);
  return CURRENCIES.find(([name]) => s.includes(name))?.[1] ?? null;
}

/** Decimal text → cents, rounded half up on the third decimal (1.005 → 101), without binary floating error. */
function toCents(decimal: string): number {
  const [whole = '0', frac = ''] = decimal.replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
  return cents + (Number(frac[2] ?? '0') >= 5 ? 1 : 0);
}

function amount(s: string): number {
  if (NUMBER.test(s)) return toCents(s);
  if (/^-/.test(s) && NUMBER.test(s.slice(1))) return refuse(StockMsg.rowPriceRange);
  // A range (12.5-13, 12.5~13): the lower end is the price.
  const range = /^([\d.,]+)[-~至到]([\d.,]+)$/.exec(s);
  if (range && NUMBER.test(range[1]!) && NUMBER.test(range[2]!)) return Math.min(toCents(range[1]!), toCents(range[2]!));
  return refuse(StockMsg.rowPrice);
}

/**
 * A 单价 cell → cents and the currency written in it (null: not written). `¥82`, `82元`, `$13.2`, `13.20 USD`,
 * `US$13.2`, `¥1,320.00`, `13.2美元`, `RMB 82`, number cells. Empty, 面议 / 电议 / 询价 … and 0 are 面议 (cents
 * null): no listing is offered for nothing, and the contract needs a price above 0. Two different currencies in
 * one cell → 币种无法识别; above 1,000,000.00 → 单价超出范围.
 */
export function parsePrice(v: CellValue): { cents: number | null; unit: Unit | null } {
  let s = typeof v === 'number' ? tidyNumber(v) : fold(cellText(v));
  if (s === '' || NEGOTIABLE.has(s)) return { cents: null, unit: null };
  s = s.replace(TAX, '').replace(PER_UNIT, '');
  const units = new Set<Unit>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, unit] of CURRENCIES) {
      if (s.startsWith(name)) s = s.slice(name.length);
      else if (s.endsWith(name)) s = s.slice(0, -name.length);
      else continue;
      units.add(unit);
      changed = true;
    }
  }
  if (units.size > 1) refuse(StockMsg.rowCurrency);
  const cents = amount(s);
  // 0 is 面议; a price that rounds to 0 cents (0.004) is no price a listing can show.
  if (cents > PublishLimits.maxPriceCents || (cents === 0 && /[1-9]/.test(s))) refuse(StockMsg.rowPriceRange);
  return { cents: cents === 0 ? null : cents, unit: units.size ? [...units][0]! : null };
}

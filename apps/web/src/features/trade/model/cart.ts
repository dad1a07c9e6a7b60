import { PriceUnit } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { TradeMsg } from '@mts/shared/messages';
import type { CartLine } from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';

/**
 * The cart's rules (spec sections 2, 4 and 5), one model for the phone and the desktop page: which lines are
 * checked, edit mode, select-all, the total per currency and what the bottom button does. The page keeps the
 * lines from GET /cart/list and dispatches `load` whenever they change.
 */
export type CartState = {
  lines: CartLine[];
  /** Ids of the checked lines. */
  checked: number[];
  /** 编辑 mode: the button deletes instead of checking out. */
  editing: boolean;
};

export type CartAction =
  | { type: 'load'; lines: CartLine[] }
  | { type: 'toggle'; id: number }
  | { type: 'toggleAll' }
  | { type: 'toggleEdit' }
  | { type: 'deleted'; ids: number[] };

/** A line that can be checked out: its goods on the shelf, priced and in stock (else greyed: 已下架 / 已售罄 / 面议). */
export const isPurchasable = (line: CartLine) =>
  line.goods.status === GoodsStatus.OnShelf && line.goods.quantity >= 1 && line.goods.skuInfo.goods_price !== null;

/** Why a line cannot be checked out, or '' when it can. */
export function unavailableText(line: CartLine): string {
  if (line.goods.status !== GoodsStatus.OnShelf) return '已下架';
  if (line.goods.quantity < 1) return '已售罄';
  if (line.goods.skuInfo.goods_price === null) return '面议';
  return '';
}

/** Whether a line's checkbox can be ticked: any line when deleting, only purchasable ones for checkout. */
export const isSelectable = (state: Pick<CartState, 'editing'>, line: CartLine) => state.editing || isPurchasable(line);

const selectableIds = (state: CartState) => state.lines.filter((l) => isSelectable(state, l)).map((l) => l.id);

/** Spec section 4: lines are checked by default on load (those that can be checked out). */
export const initialCart = (lines: CartLine[] = []): CartState => ({ lines, checked: lines.filter(isPurchasable).map((l) => l.id), editing: false });

/**
 * New lines from the server: lines that are gone leave the selection; a line not seen before is checked outside
 * edit mode (the load rule); a line that stopped being purchasable is unchecked outside edit mode.
 */
function load(state: CartState, lines: CartLine[]): CartState {
  const known = new Set(state.lines.map((l) => l.id));
  const was = new Set(state.checked);
  const checked = lines
    .filter((l) => (state.editing ? was.has(l.id) : isPurchasable(l) && (was.has(l.id) || !known.has(l.id))))
    .map((l) => l.id);
  return { ...state, lines, checked };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'load':
      return load(state, action.lines);
    case 'toggle': {
      const line = state.lines.find((l) => l.id === action.id);
      if (!line || !isSelectable(state, line)) return state;
      const checked = state.checked.includes(action.id) ? state.checked.filter((id) => id !== action.id) : [...state.checked, action.id];
      return { ...state, checked };
    }
    case 'toggleAll':
      return { ...state, checked: isAllChecked(state) ? [] : selectableIds(state) };
    case 'toggleEdit':
      // entering edit mode unchecks all; leaving it checks all (spec section 4)
      return state.editing
        ? { ...state, editing: false, checked: state.lines.filter(isPurchasable).map((l) => l.id) }
        : { ...state, editing: true, checked: [] };
    case 'deleted': {
      // after deleting the selected lines edit mode ends, and leaving edit mode checks all
      const lines = state.lines.filter((l) => !action.ids.includes(l.id));
      return { lines, editing: false, checked: lines.filter(isPurchasable).map((l) => l.id) };
    }
  }
}

/** The checked lines, in list order. */
export const checkedLines = (state: CartState) => state.lines.filter((l) => state.checked.includes(l.id));

/** 全选: every line that may be ticked is ticked (false on an empty cart). */
export function isAllChecked(state: CartState): boolean {
  const ids = selectableIds(state);
  return ids.length > 0 && ids.every((id) => state.checked.includes(id));
}

/** Total of the checked purchasable lines in cents, per price unit (¥ and $ never add up). */
export function cartTotals(state: CartState): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of checkedLines(state)) {
    if (!isPurchasable(line)) continue;
    const unit = line.goods.price_unit;
    totals.set(unit, (totals.get(unit) ?? 0) + (line.goods.skuInfo.goods_price ?? 0) * line.goods_num);
  }
  return totals;
}

/** "¥1,234.00 + $56.00" (two decimals, yuan first), or ¥0.00 when nothing is checked. */
export function totalText(totals: Map<number, number>): string {
  const units = [...totals.keys()].sort((a, b) => a - b);
  if (units.length === 0) return formatPrice(0, PriceUnit.Yuan);
  return units.map((unit) => formatPrice(totals.get(unit)!, unit)).join(' + ');
}

/** The bottom button: 结算(n) with the checked purchasable lines, 删除 in edit mode. */
export function cartButton(state: CartState): { kind: 'checkout' | 'delete'; label: string; ids: number[] } {
  if (state.editing) return { kind: 'delete', label: '删除', ids: checkedLines(state).map((l) => l.id) };
  const ids = checkedLines(state).filter(isPurchasable).map((l) => l.id);
  return { kind: 'checkout', label: `结算(${ids.length})`, ids };
}

/** Spec section 5: delete and checkout act only with a selection; this is the toast otherwise. */
export const NOTHING_SELECTED = TradeMsg.cartIds;

/** /pay?mode=cart&cartIds=1,2 (the phone path; the desktop adds /pc). */
export const checkoutPath = (ids: number[]) => `/pay?mode=cart&cartIds=${ids.join(',')}`;

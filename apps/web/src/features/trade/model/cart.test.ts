import { describe, expect, it } from 'vitest';
import { cartLine } from '@/test/trade-fixtures';
import { cartButton, cartReducer, cartTotals, initialCart, isAllChecked, NOTHING_SELECTED, totalText, unavailableText, type CartState } from './cart';

const run = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, state);

describe('cart model (spec sections 2, 4, 5)', () => {
  it('checks every line on load', () => {
    const s = initialCart([cartLine(1, 100), cartLine(2, 200)]);
    expect(s.checked).toEqual([1, 2]);
    expect(isAllChecked(s)).toBe(true);
    expect(s.editing).toBe(false);
  });

  it('does not check off-shelf lines for checkout, and cannot tick them', () => {
    const off = cartLine(2, 200, 1, { status: 1 });
    const s = initialCart([cartLine(1, 100), off]);
    expect(s.checked).toEqual([1]);
    expect(unavailableText(off)).toBe('已下架');
    expect(run(s, { type: 'toggle', id: 2 }).checked).toEqual([1]);
    // select-all means all the lines that can be ticked
    expect(isAllChecked(s)).toBe(true);
  });

  it('toggling a line changes the total and 结算(n)', () => {
    const s = initialCart([cartLine(1, 12345, 2), cartLine(2, 100, 3)]);
    expect(cartButton(s).label).toBe('结算(2)');
    expect(totalText(cartTotals(s))).toBe('¥249.90');
    const one = run(s, { type: 'toggle', id: 1 });
    expect(cartButton(one).label).toBe('结算(1)');
    expect(totalText(cartTotals(one))).toBe('¥3.00');
    expect(isAllChecked(one)).toBe(false);
  });

  it('totals per currency with two decimals when ¥ and $ mix', () => {
    const s = initialCart([cartLine(1, 123400, 1), cartLine(2, 5600, 1, { price_unit: 10 })]);
    expect(totalText(cartTotals(s))).toBe('¥1,234.00 + $56.00');
    expect(totalText(cartTotals(run(s, { type: 'toggleAll' })))).toBe('¥0.00');
  });

  it('select-all unchecks all when all are checked, and checks all otherwise', () => {
    const s = initialCart([cartLine(1, 100), cartLine(2, 100)]);
    const none = run(s, { type: 'toggleAll' });
    expect(none.checked).toEqual([]);
    expect(run(none, { type: 'toggle', id: 2 }, { type: 'toggleAll' }).checked).toEqual([1, 2]);
  });

  it('entering edit mode unchecks all and turns the button into 删除', () => {
    const s = run(initialCart([cartLine(1, 100), cartLine(2, 100, 1, { status: 1 })]), { type: 'toggleEdit' });
    expect(s.editing).toBe(true);
    expect(s.checked).toEqual([]);
    expect(cartButton(s)).toMatchObject({ kind: 'delete', label: '删除', ids: [] });
    // an off-shelf line can be selected for deletion
    expect(run(s, { type: 'toggle', id: 2 }).checked).toEqual([2]);
  });

  it('leaving edit mode checks all', () => {
    const s = run(initialCart([cartLine(1, 100), cartLine(2, 100)]), { type: 'toggleEdit' }, { type: 'toggle', id: 1 }, { type: 'toggleEdit' });
    expect(s.editing).toBe(false);
    expect(s.checked).toEqual([1, 2]);
  });

  it('deleting the selected lines ends edit mode (and checks the rest)', () => {
    const s = run(initialCart([cartLine(1, 100), cartLine(2, 100), cartLine(3, 100)]), { type: 'toggleEdit' }, { type: 'toggle', id: 2 });
    expect(cartButton(s).ids).toEqual([2]);
    const after = run(s, { type: 'deleted', ids: [2] });
    expect(after.lines.map((l) => l.id)).toEqual([1, 3]);
    expect(after.editing).toBe(false);
    expect(after.checked).toEqual([1, 3]);
  });

  it('delete and checkout carry no ids without a selection (the page toasts instead)', () => {
    const s = run(initialCart([cartLine(1, 100)]), { type: 'toggleAll' });
    expect(cartButton(s)).toMatchObject({ kind: 'checkout', label: '结算(0)', ids: [] });
    expect(cartButton(run(s, { type: 'toggleEdit' })).ids).toEqual([]);
    expect(NOTHING_SELECTED).toBe('请选择要操作的商品');
  });

  it('a reload keeps the selection, checks new lines and drops gone ones', () => {
    const s = run(initialCart([cartLine(1, 100), cartLine(2, 100)]), { type: 'toggle', id: 2 });
    const reloaded = run(s, { type: 'load', lines: [cartLine(1, 100, 5), cartLine(2, 100), cartLine(3, 100)] });
    expect(reloaded.checked).toEqual([1, 3]);
    expect(reloaded.lines[0]!.goods_num).toBe(5);
    expect(run(reloaded, { type: 'load', lines: [cartLine(3, 100)] }).checked).toEqual([3]);
  });

  it('a reload in edit mode checks nothing new', () => {
    const s = run(initialCart([cartLine(1, 100)]), { type: 'toggleEdit' });
    expect(run(s, { type: 'load', lines: [cartLine(1, 100), cartLine(2, 100)] }).checked).toEqual([]);
  });

  it('a line that went off shelf leaves the checkout selection', () => {
    const s = initialCart([cartLine(1, 100), cartLine(2, 100)]);
    expect(run(s, { type: 'load', lines: [cartLine(1, 100), cartLine(2, 100, 1, { status: 1 })] }).checked).toEqual([1]);
  });
});

import { useReducer, useState } from 'react';
import type { CartLine } from '@mts/shared/schemas';
import { useChangeCartNum } from '../api/change-cart-num';
import { useDeleteCartLines } from '../api/delete-cart-lines';
import { useCart } from '../api/get-cart';
import { cartButton, cartReducer, cartTotals, checkoutPath, initialCart, isAllChecked, isSelectable, NOTHING_SELECTED, totalText } from '../model/cart';

type Options = {
  enabled: boolean;
  /** A short message: a refusal (请选择要操作的商品) or a done (已删除). */
  notify: (text: string, tone: 'warning' | 'success') => void;
  /** Goes to /pay?mode=cart&cartIds=… (the desktop prefixes /pc). */
  checkout: (path: string) => void;
};

/**
 * The cart page of both apps over model/cart.ts: the server's lines, the page's selection and edit mode, the
 * stepper (POST /cart/changeNum), and the bottom button (删除 or 结算(n), each only with a selection).
 */
export function useCartPage({ enabled, notify, checkout }: Options) {
  const cart = useCart(enabled);
  const [state, dispatch] = useReducer(cartReducer, undefined, () => initialCart());
  // the lines follow the query (a changed count, a reload); adjusting state while rendering avoids an empty frame
  const [seen, setSeen] = useState<CartLine[] | undefined>(undefined);
  const lines = cart.data?.list;
  if (lines && lines !== seen) {
    setSeen(lines);
    dispatch({ type: 'load', lines });
  }
  const changeNum = useChangeCartNum();
  const remove = useDeleteCartLines();
  const button = cartButton(state);

  const press = () => {
    if (button.ids.length === 0) return notify(NOTHING_SELECTED, 'warning');
    if (button.kind === 'checkout') return checkout(checkoutPath(button.ids));
    remove.mutate(button.ids, {
      onSuccess: ({ msg }) => {
        dispatch({ type: 'deleted', ids: button.ids });
        notify(msg || '已删除', 'success');
      },
    });
  };

  return {
    cart,
    state,
    loaded: lines !== undefined && seen === lines,
    count: state.lines.length,
    allChecked: isAllChecked(state),
    total: totalText(cartTotals(state)),
    button,
    busy: remove.isPending,
    isChecked: (id: number) => state.checked.includes(id),
    isSelectable: (line: CartLine) => isSelectable(state, line),
    toggle: (id: number) => dispatch({ type: 'toggle', id }),
    toggleAll: () => dispatch({ type: 'toggleAll' }),
    toggleEdit: () => dispatch({ type: 'toggleEdit' }),
    setQuantity: (line: CartLine, goodsNum: number) => changeNum.mutate({ goodsId: line.goods_id, goodsSkuId: line.goods_sku_id, goodsNum }),
    press,
  };
}

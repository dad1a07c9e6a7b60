import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GoodsDetail } from '@mts/shared/schemas';
import { useAddToCart } from '../api/add-to-cart';
import { quantityBounds } from './buy-form';
import { cartIntent, clampQuantity, withCartIntent, withoutCartIntent } from './cart-intent';
import { buyPath, goodsActions } from './goods-actions';
import { startQuantity } from './stepper';

type Options = {
  goods: GoodsDetail;
  loggedIn: boolean;
  /** '' on the phone, '/pc' on the desktop. */
  prefix: '' | '/pc';
  /** Logged out: 请先登录 and the login, back to `target`. */
  onLoginFirst: (target: string) => void;
  /** The server's 已加入购物车. */
  onAdded: (msg: string) => void;
};

/**
 * The product page's 采购数量 and buttons, both apps: the quantity (MOQ … available, the stepper's rules), 加入购物车
 * and 立即购买 with it; logged out, 加入购物车 logs in first and comes back to add that quantity once (cart-intent.ts).
 */
export function useGoodsPurchase({ goods, loggedIn, prefix, onLoginFirst, onAdded }: Options) {
  const actions = goodsActions(goods, loggedIn);
  const bounds = quantityBounds(goods, 'buy');
  const [quantity, setQuantity] = useState(() => startQuantity(goods.moq, goods.quantity));
  const add = useAddToCart();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const addToCart = (goodsNum: number) => add.mutate({ goodsId: goods.goodsId, goodsNum }, { onSuccess: ({ msg }) => onAdded(msg || '已加入购物车') });

  // back from the login with ?addToCart=n: add it once, then drop the query so a reload does not add it again
  const asked = loggedIn ? cartIntent(search) : null;
  const handled = useRef<string | null>(null);
  const canAdd = actions.kind === 'supply' && actions.canAddToCart;
  useEffect(() => {
    // once per intent (the ref), with that render's goods and bounds
    if (asked === null || handled.current === search) return;
    handled.current = search;
    void navigate(pathname + withoutCartIntent(search), { replace: true });
    if (!canAdd) return;
    const n = clampQuantity(asked, bounds);
    setQuantity(n);
    addToCart(n);
  }, [asked, search]);

  const buyTarget = `${prefix}${buyPath(goods.goodsId, quantity)}`;
  return {
    actions,
    bounds: { min: bounds.min, max: Math.max(bounds.min, bounds.max) },
    quantity,
    setQuantity,
    adding: add.isPending,
    addToCart: () => (loggedIn ? addToCart(quantity) : onLoginFirst(withCartIntent(pathname + search, quantity))),
    buyNow: () => (loggedIn ? navigate(buyTarget) : onLoginFirst(buyTarget)),
  };
}

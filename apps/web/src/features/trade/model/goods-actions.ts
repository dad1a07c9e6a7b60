import { GoodsType } from '@mts/shared/constants';
import type { GoodsDetail } from '@mts/shared/schemas';

type ActionGoods = Pick<GoodsDetail, 'goodsId' | 'type' | 'priceMin' | 'isOwner' | 'quantity'>;

/**
 * The product page's buttons (trade-flow section 2): a 货源 offers 加入购物车 and 立即购买, a 求购 offers 我要报价, and
 * one's own goods offer none (这是您发布的商品). 咨询 is always there.
 */
export type GoodsActions =
  | { kind: 'own' }
  /** 加入购物车 needs a price (the server refuses 面议 goods in the cart); 立即购买 leads to /buy, where the server decides. */
  | { kind: 'supply'; canAddToCart: boolean; negotiable: boolean; soldOut: boolean }
  | { kind: 'demand' };

/** Own goods: /goods/detail says so for the caller who published it (isOwner); logged out, nothing is his. */
export const isOwnGoods = (goods: Pick<GoodsDetail, 'isOwner'>, loggedIn: boolean) => loggedIn && goods.isOwner;

export function goodsActions(goods: ActionGoods, loggedIn: boolean): GoodsActions {
  if (isOwnGoods(goods, loggedIn)) return { kind: 'own' };
  if (goods.type === GoodsType.Demand) return { kind: 'demand' };
  const negotiable = goods.priceMin === null;
  const soldOut = goods.quantity < 1;
  return { kind: 'supply', negotiable, soldOut, canAddToCart: !negotiable && !soldOut };
}

/** /buy?goodsId=…[&quantity=…] (buy now); the desktop adds /pc. */
export const buyPath = (goodsId: number, quantity?: number) => `/buy?goodsId=${goodsId}${quantity ? `&quantity=${quantity}` : ''}`;

/**
 * 我要报价 on a 求购: /buy?goodsId=…&mode=quote; on a 求购 a buyer's 询价 published (rfqId), its RFQ page /rfq/:id,
 * where the quote stays private to the buyer (issue 24).
 */
export const quotePath = (goods: Pick<GoodsDetail, 'goodsId' | 'rfqId'>) => (goods.rfqId ? `/rfq/${goods.rfqId}` : `/buy?goodsId=${goods.goodsId}&mode=quote`);

/** /preOrderSuccess?ids=1,2 */
export const successPath = (ids: number[]) => `/preOrderSuccess?ids=${ids.join(',')}`;

export const OWN_GOODS_TEXT = '这是您发布的商品';

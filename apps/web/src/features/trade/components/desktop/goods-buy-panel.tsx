import { App, Button } from 'antd';
import { formatQuantity } from '@mts/shared/format';
import type { GoodsDetail } from '@mts/shared/schemas';
import { PLATFORM_HOTLINE, telHref } from '../../model/contact';
import { OWN_GOODS_TEXT, quotePath } from '../../model/goods-actions';
import { useGoodsPurchase } from '../../model/goods-purchase';
import { QuantityStepper } from './quantity-stepper';
import './trade.css';

type Props = {
  goods: GoodsDetail;
  loggedIn: boolean;
  navigate: (to: string) => void;
  /** Logged out: the login dialog, with the page to come back to. */
  onLoginFirst: (target: string) => void;
};

/**
 * The desktop product page's action panel (beside the gallery): a quantity, then 加入购物车 + 立即购买 on a 货源 or
 * 我要报价 on a 求购, and 咨询 (the platform's line); one's own goods show 这是您发布的商品.
 */
export function GoodsBuyPanel({ goods, loggedIn, navigate, onLoginFirst }: Props) {
  const { message } = App.useApp();
  const { actions, bounds, quantity, setQuantity, adding, addToCart, buyNow } = useGoodsPurchase({
    goods,
    loggedIn,
    prefix: '/pc',
    onLoginFirst,
    onAdded: (msg) => void message.success(msg),
  });
  const guarded = (target: string, run: () => void) => () => (loggedIn ? run() : onLoginFirst(target));

  return (
    <div className="pc-buy-panel" data-testid="goods-buy-panel">
      {actions.kind === 'own' ? (
        <p className="pc-buy-own" data-testid="own-goods">
          {OWN_GOODS_TEXT}
        </p>
      ) : actions.kind === 'supply' ? (
        <>
          <div className="pc-buy-qty">
            <span>采购数量</span>
            <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} onChange={setQuantity} disabled={actions.soldOut} testId="panel-stepper" />
            <small>
              片（起订 {formatQuantity(bounds.min)}，可售 {formatQuantity(goods.quantity)}）
            </small>
          </div>
          <div className="pc-buy-buttons">
            <Button
              size="large"
              disabled={!actions.canAddToCart}
              loading={adding}
              onClick={addToCart}
              data-testid="add-to-cart"
            >
              加入购物车
            </Button>
            <Button
              size="large"
              type="primary"
              danger
              disabled={actions.soldOut}
              onClick={buyNow}
              data-testid="buy-now"
            >
              {actions.soldOut ? '已售罄' : '立即购买'}
            </Button>
            <Button size="large" type="link" onClick={guarded('/pc/cart', () => navigate('/pc/cart'))} data-testid="panel-cart">
              查看购物车 ›
            </Button>
          </div>
          {actions.negotiable && <p className="pc-buy-hint">价格面议：暂不能加入购物车，可点击咨询联系平台谈判人报价。</p>}
        </>
      ) : (
        <div className="pc-buy-buttons">
          <Button size="large" type="primary" style={{ background: '#ff7d00' }} onClick={guarded(`/pc${quotePath(goods)}`, () => navigate(`/pc${quotePath(goods)}`))} data-testid="quote">
            我要报价
          </Button>
        </div>
      )}
      <p className="pc-buy-consult">
        咨询热线 <a href={telHref(PLATFORM_HOTLINE)} data-testid="consult">{PLATFORM_HOTLINE}</a> · 卖家联系方式已隐藏，交易由平台居间撮合
      </p>
    </div>
  );
}

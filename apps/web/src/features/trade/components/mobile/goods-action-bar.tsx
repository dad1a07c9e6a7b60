import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { Limits } from '@mts/shared/constants';
import { formatQuantity } from '@mts/shared/format';
import type { GoodsDetail } from '@mts/shared/schemas';
import { PLATFORM_HOTLINE, telHref } from '../../model/contact';
import { OWN_GOODS_TEXT, quotePath } from '../../model/goods-actions';
import { useGoodsPurchase } from '../../model/goods-purchase';
import { QuantityStepper } from './quantity-stepper';
import styles from './trade.module.css';

type Props = {
  goods: GoodsDetail;
  loggedIn: boolean;
  navigate: (to: string) => void;
  /** Logged out: 请先登录 (and the login page, back to `target`). */
  onLoginFirst: (target: string) => void;
};

function PhoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="18" cy="20" r="1.4" />
      <path d="M2.5 3h3l2.4 12h11l2-8.5H7" />
    </svg>
  );
}

/**
 * The product page's sticky bottom bar (trade-flow section 2): 咨询 (calls the platform), 购物车, and on a 货源
 * 加入购物车 + 立即购买 with the 采购数量 above them, on a 求购 我要报价; on one's own goods 这是您发布的商品 instead.
 */
export function GoodsActionBar({ goods, loggedIn, navigate, onLoginFirst }: Props) {
  const { actions, bounds, quantity, setQuantity, adding, addToCart, buyNow } = useGoodsPurchase({
    goods,
    loggedIn,
    prefix: '',
    onLoginFirst,
    onAdded: (msg) => Toast.show({ content: msg, duration: Limits.toastMs }),
  });
  const guarded = (target: string, run: () => void) => () => (loggedIn ? run() : onLoginFirst(target));

  return (
    <>
      {actions.kind === 'supply' && <div className={styles.quantitySpacer} aria-hidden />}
      <div className={styles.actionDock} data-testid="goods-action-bar">
        {actions.kind === 'supply' && (
          <div className={styles.quantityRow} data-testid="goods-quantity">
            <span>采购数量</span>
            <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} onChange={setQuantity} disabled={actions.soldOut} testId="goods-stepper" label="采购数量" />
            <small>
              片（起订 {formatQuantity(bounds.min)}，可售 {formatQuantity(goods.quantity)}）
            </small>
          </div>
        )}
        <div className={styles.actionBar}>
          <a className={styles.barIcon} href={telHref(PLATFORM_HOTLINE)} data-testid="consult">
            <PhoneIcon />
            <span>咨询</span>
          </a>
          <button type="button" className={styles.barIcon} onClick={guarded('/cart', () => navigate('/cart'))} data-testid="bar-cart">
            <CartIcon />
            <span>购物车</span>
          </button>
          <div className={styles.barButtons}>
            {actions.kind === 'own' && <span className={styles.ownNote} data-testid="own-goods">{OWN_GOODS_TEXT}</span>}
            {actions.kind === 'demand' && (
              <Button color="warning" shape="rounded" block onClick={guarded(quotePath(goods), () => navigate(quotePath(goods)))} data-testid="quote">
                我要报价
              </Button>
            )}
            {actions.kind === 'supply' && (
              <>
                <Button className={styles.cartButton} shape="rounded" disabled={!actions.canAddToCart} loading={adding} onClick={addToCart} data-testid="add-to-cart">
                  加入购物车
                </Button>
                <Button color="danger" shape="rounded" disabled={actions.soldOut} onClick={buyNow} data-testid="buy-now">
                  {actions.soldOut ? '已售罄' : '立即购买'}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { formatPrice, formatQuantity } from '@mts/shared/format';
import { MoneyMsg, Msg } from '@mts/shared/messages';
import { SafeImage } from '@/components/safe-image';
import { useCart } from '@/features/trade/api/get-cart';
import { usePreOrdersFromCart } from '@/features/trade/api/create-pre-order';
import { DeliveryFields } from '@/features/trade/components/mobile/delivery-fields';
import { checkoutFieldErrors, emptyCheckout, toFromCartBody, type CheckoutValues } from '@/features/trade/model/buy-form';
import { cartTotals, initialCart, totalText } from '@/features/trade/model/cart';
import { successPath } from '@/features/trade/model/goods-actions';
import { parseIds } from '@/features/trade/model/success';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderPay as OrderPayView } from '@/features/trade/components/mobile/order-pay';
import { useMoneyMoves } from '@/features/trade/hooks/use-money-moves';
import { useMoneyLive } from '@/features/trade/hooks/use-money-live';
import { externalPayInfoPath, orderDetailPath } from '@/features/trade/model/order-view';
import { availableIn } from '@/features/trade/model/payment';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { MoneyPageState } from './money-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import sub from './sub-page.module.css';
import styles from './trade-buy.module.css';
import money from './money-pages.module.css';

/** /pay (login-guarded): mode=cart confirms the checked cart lines; mode=order pays an order (wallet or bank transfer). */
export function Component() {
  const [params] = useSearchParams();
  return params.get('mode') === 'order' ? <OrderPay orderId={Number(params.get('orderId')) || 0} /> : <CartPay ids={parseIds(params.get('cartIds'))} />;
}

/** mode=cart: one intention order per goods from these lines (POST /preOrder/fromCart), then /preOrderSuccess. */
function CartPay({ ids }: { ids: number[] }) {
  const navigate = useAppNavigate();
  const back = useBack();
  const user = useSession((s) => s.user);
  const cart = useCart();
  const fromCart = usePreOrdersFromCart();
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckout(user));
  const [tried, setTried] = useState(false);
  const lines = (cart.data?.list ?? []).filter((l) => ids.includes(l.id));
  const errors = tried ? checkoutFieldErrors(ids, values) : {};
  const total = totalText(cartTotals(initialCart(lines)));

  const submit = () => {
    setTried(true);
    if (Object.keys(checkoutFieldErrors(ids, values)).length > 0) return;
    fromCart.mutate(toFromCartBody(lines.map((l) => l.id), values), {
      onSuccess: (rows) => navigate(successPath(rows.map((r) => r.id)), { replace: true }),
    });
  };

  return (
    <div className={`${sub.page} ${styles.withBar}`} data-testid="pay-page">
      <NavBar className={sub.nav} onBack={back}>
        确认意向单
      </NavBar>
      {cart.isError ? (
        <div className={sub.state}>
          <p className={sub.stateTitle}>{Msg.listLoadFailed}</p>
          <Button className={sub.stateButton} color="primary" fill="outline" shape="rounded" onClick={() => void cart.refetch()}>
            重新加载
          </Button>
        </div>
      ) : cart.isPending ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : lines.length === 0 ? (
        <div className={sub.state} data-testid="pay-nothing">
          <p className={sub.stateTitle}>没有要结算的商品</p>
          <p className={sub.stateText}>这些商品已不在购物车中，请回到购物车重新选择</p>
          <Button className={sub.stateButton} color="primary" shape="rounded" onClick={() => navigate('/cart', { replace: true })}>
            返回购物车
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>商品（{lines.length}）</h2>
            {lines.map((line) => (
              <div key={line.id} className={styles.payLine} data-testid="pay-line">
                <SafeImage src={line.goods.goods_image} alt={line.goods.goods_model} />
                <div className={styles.payLineMain}>
                  <b>{line.goods.goods_model}</b>
                  {formatPrice(line.goods.skuInfo.goods_price, line.goods.price_unit)} × {formatQuantity(line.goods_num)} pcs
                </div>
                <span className={styles.payLineAmount}>{formatPrice((line.goods.skuInfo.goods_price ?? 0) * line.goods_num, line.goods.price_unit)}</span>
              </div>
            ))}
          </div>
          <p className={styles.note} data-testid="pay-note">
            将为每个商品各生成一张意向单（共 {lines.length} 张），由各商品的谈判人分别确认；提交后这些商品将移出购物车。
          </p>
          <List className={styles.form} header="交货与联系（选填）">
            <DeliveryFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} optional />
          </List>
          <div className={styles.submitBar}>
            <div className={styles.total}>
              合计：<strong data-testid="pay-total">{total}</strong>
            </div>
            <Button className={styles.barButton} color="primary" shape="rounded" loading={fromCart.isPending} onClick={submit} data-testid="pay-submit">
              提交意向单
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * mode=order: pay the order from the wallet (the buyer), or go to the bank transfer. The order's flags decide what
 * shows (payBlock); on success the order page opens, 待发货.
 */
function OrderPay({ orderId }: { orderId: number }) {
  const navigate = useAppNavigate();
  const back = useBack();
  const detail = useOrderDetail(orderId);
  const balance = useUserBalance();
  const moves = useMoneyMoves(orderId);
  useMoneyLive();
  const order = detail.data;

  const pay = async () => {
    await moves.payWallet();
    toast(MoneyMsg.payOk);
    navigate(orderDetailPath(orderId), { replace: true });
  };

  return (
    <div className={`${sub.page} ${money.page}`} data-testid="pay-order">
      <NavBar className={sub.nav} onBack={back}>
        订单支付
      </NavBar>
      {!order ? (
        <MoneyPageState id={orderId} query={detail} back={{ label: '购买订单', to: '/myxg/myBuyOrderList?orderStatus=0' }} />
      ) : (
        <OrderPayView
          order={order}
          available={availableIn(balance.data, order.priceUnit)}
          onPay={pay}
          onOpen={(path) => navigate(path)}
          paths={{ wallet: '/my/myBalance', transfer: externalPayInfoPath(orderId), order: orderDetailPath(orderId) }}
        />
      )}
    </div>
  );
}

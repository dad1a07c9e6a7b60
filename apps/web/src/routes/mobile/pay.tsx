import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { formatPrice, formatQuantity } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import { SafeImage } from '@/components/safe-image';
import { DeliveryFields } from '@/features/trade/components/mobile/delivery-fields';
import { OrderPay as OrderPayView } from '@/features/trade/components/mobile/order-pay';
import { availableIn } from '@/features/trade/model/payment';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { PayFactorField } from '@/features/wallet/components/mobile/pay-factor-field';
import { usePayFactor } from '@/features/wallet/hooks/use-pay-factor';
import { useCartPay, useOrderPay, usePayMode } from '@/features/trade/model/pay-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/mobile/load-state';
import { MONEY_LOAD } from '@/features/trade/components/mobile/load-presets';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import sub from './sub-page.module.css';
import styles from './trade-buy.module.css';
import money from './money-pages.module.css';

/** /pay (login-guarded): mode=cart confirms the checked cart lines; mode=order pays an order (wallet or bank transfer). */
export function Component() {
  const pay = usePayMode();
  return pay.mode === 'order' ? <OrderPay orderId={pay.orderId} /> : <CartPay ids={pay.ids} />;
}

/** mode=cart: one intention order per goods from these lines (POST /preOrder/fromCart), then /preOrderSuccess. */
function CartPay({ ids }: { ids: number[] }) {
  const navigate = useAppNavigate();
  const back = useBack();
  const { cart, lines, values, change, errors, total, submit, submitting } = useCartPay(ids, { prefix: '' });

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
            <DeliveryFields values={values} errors={errors} onChange={change} optional />
          </List>
          <div className={styles.submitBar}>
            <div className={styles.total}>
              合计：<strong data-testid="pay-total">{total}</strong>
            </div>
            <Button className={styles.barButton} color="primary" shape="rounded" loading={submitting} onClick={submit} data-testid="pay-submit">
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
  const back = useBack();
  const balance = useUserBalance();
  const { detail, pay, paths, open } = useOrderPay(orderId, { notify: toast, prefix: '' });
  const factor = usePayFactor();
  const order = detail.data;

  return (
    <div className={`${sub.page} ${money.page}`} data-testid="pay-order">
      <NavBar className={sub.nav} onBack={back}>
        订单支付
      </NavBar>
      {!order ? (
        <LoadState id={orderId} query={detail} {...MONEY_LOAD} back={{ label: '购买订单', to: '/myxg/myBuyOrderList?orderStatus=0' }} />
      ) : (
        <OrderPayView order={order} available={availableIn(balance.data, order.priceUnit)} paths={paths} onOpen={open}
          onPay={() => factor.withFactor(pay)} factorField={<PayFactorField factor={factor} />} />
      )}
    </div>
  );
}

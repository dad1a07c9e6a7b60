import { Alert, App, Button, Form, Result, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPrice, formatQuantity } from '@mts/shared/format';
import { MoneyMsg, Msg, OrderMsg } from '@mts/shared/messages';
import type { CartLine } from '@mts/shared/schemas';
import { usePreOrdersFromCart } from '@/features/trade/api/create-pre-order';
import { useCart } from '@/features/trade/api/get-cart';
import { DeliveryFields } from '@/features/trade/components/desktop/delivery-fields';
import { checkoutFieldErrors, emptyCheckout, toFromCartBody, type CheckoutValues } from '@/features/trade/model/buy-form';
import { cartTotals, initialCart, totalText } from '@/features/trade/model/cart';
import { successPath } from '@/features/trade/model/goods-actions';
import { parseIds } from '@/features/trade/model/success';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderPay as OrderPayView } from '@/features/trade/components/desktop/order-pay';
import { useMoneyMoves } from '@/features/trade/hooks/use-money-moves';
import { useMoneyLive } from '@/features/trade/hooks/use-money-live';
import { externalPayInfoPath, orderDetailPath } from '@/features/trade/model/order-view';
import { availableIn } from '@/features/trade/model/payment';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/desktop/load-state';
import '@/features/trade/components/desktop/trade.css';

/** /pc/pay (login-guarded): mode=cart confirms the checked lines; mode=order pays an order (wallet or bank transfer). */
export function PayPage() {
  const [params] = useSearchParams();
  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }}>
      <div className="pc-card" style={{ padding: 32 }}>
        {params.get('mode') === 'order' ? <OrderPay orderId={Number(params.get('orderId')) || 0} /> : <CartPay ids={parseIds(params.get('cartIds'))} />}
      </div>
    </div>
  );
}

const columns = [
  { title: '商品', key: 'goods', render: (_: unknown, l: CartLine) => <b>{l.goods.goods_model}</b> },
  { title: '品牌', key: 'brand', render: (_: unknown, l: CartLine) => l.goods.brand_name },
  { title: '单价', key: 'price', render: (_: unknown, l: CartLine) => formatPrice(l.goods.skuInfo.goods_price, l.goods.price_unit) },
  { title: '数量 (pcs)', key: 'num', render: (_: unknown, l: CartLine) => formatQuantity(l.goods_num) },
  {
    title: '小计',
    key: 'amount',
    render: (_: unknown, l: CartLine) => <span className="pc-trade-price">{formatPrice((l.goods.skuInfo.goods_price ?? 0) * l.goods_num, l.goods.price_unit)}</span>,
  },
];

function CartPay({ ids }: { ids: number[] }) {
  const navigate = useAppNavigate();
  const user = useSession((s) => s.user);
  const cart = useCart();
  const fromCart = usePreOrdersFromCart();
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckout(user));
  const [tried, setTried] = useState(false);
  const lines = (cart.data?.list ?? []).filter((l) => ids.includes(l.id));
  const errors = tried ? checkoutFieldErrors(ids, values) : {};

  const submit = () => {
    setTried(true);
    if (Object.keys(checkoutFieldErrors(ids, values)).length > 0) return;
    fromCart.mutate(toFromCartBody(lines.map((l) => l.id), values), {
      onSuccess: (rows) => navigate(`/pc${successPath(rows.map((r) => r.id))}`, { replace: true }),
    });
  };

  if (cart.isError) return <Result status="error" title={Msg.listLoadFailed} extra={<Button onClick={() => void cart.refetch()}>重新加载</Button>} />;
  if (cart.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (lines.length === 0) {
    return (
      <Result
        status="info"
        title="没有要结算的商品"
        subTitle="这些商品已不在购物车中，请回到购物车重新选择"
        extra={<Button type="primary" onClick={() => navigate('/pc/cart', { replace: true })}>返回购物车</Button>}
        data-testid="pay-nothing"
      />
    );
  }
  return (
    <div data-testid="pay-page">
      <h1 style={{ marginTop: 0, fontSize: 22 }}>确认意向单</h1>
      <Table rowKey="id" columns={columns} dataSource={lines} pagination={false} onRow={() => ({ 'data-testid': 'pay-line' }) as object} />
      <Alert
        style={{ margin: '16px 0 24px' }}
        type="info"
        showIcon
        message={`将为每个商品各生成一张意向单（共 ${lines.length} 张），由各商品的谈判人分别确认；提交后这些商品将移出购物车。`}
        data-testid="pay-note"
      />
      <h2 style={{ fontSize: 16 }}>交货与联系（选填）</h2>
      <Form layout="horizontal" labelCol={{ span: 3 }} wrapperCol={{ span: 10 }}>
        <DeliveryFields values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} optional />
        <Form.Item wrapperCol={{ offset: 3, span: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
            <span>
              合计：
              <strong className="pc-trade-price" style={{ fontSize: 20 }} data-testid="pay-total">
                {totalText(cartTotals(initialCart(lines)))}
              </strong>
            </span>
            <Button size="large" type="primary" loading={fromCart.isPending} onClick={submit} data-testid="pay-submit">
              提交意向单
            </Button>
          </div>
        </Form.Item>
      </Form>
    </div>
  );
}

/**
 * mode=order: pay the order from the wallet (the buyer), or go to the bank transfer; the order's flags decide what
 * shows. On success the order page opens, 待发货.
 */
function OrderPay({ orderId }: { orderId: number }) {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const detail = useOrderDetail(orderId);
  const balance = useUserBalance();
  const moves = useMoneyMoves(orderId);
  useMoneyLive();
  const order = detail.data;
  if (!order)
    return (
      <LoadState testId="trade-detail-error" id={orderId} query={detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '购买订单', to: '/pc/myxg/myBuyOrderList?orderStatus=0' }} />
    );
  const pay = async () => {
    await moves.payWallet();
    void message.success(MoneyMsg.payOk);
    navigate(`/pc${orderDetailPath(orderId)}`, { replace: true });
  };
  return (
    <OrderPayView
      order={order}
      available={availableIn(balance.data, order.priceUnit)}
      onPay={pay}
      onOpen={(path) => navigate(path)}
      paths={{ wallet: '/pc/my/myBalance', transfer: `/pc${externalPayInfoPath(orderId)}`, order: `/pc${orderDetailPath(orderId)}` }}
    />
  );
}

import { Alert, App, Button, Form, Result, Skeleton, Table } from 'antd';
import { formatPrice, formatQuantity } from '@mts/shared/format';
import { Msg, OrderMsg } from '@mts/shared/messages';
import type { CartLine } from '@mts/shared/schemas';
import { DeliveryFields } from '@/features/trade/components/desktop/delivery-fields';
import { OrderPay as OrderPayView } from '@/features/trade/components/desktop/order-pay';
import { availableIn } from '@/features/trade/model/payment';
import { useUserBalance } from '@/features/users/api/get-user-balance';
import { PayFactorField } from '@/features/wallet/components/desktop/pay-factor-field';
import { usePayFactor } from '@/features/wallet/hooks/use-pay-factor';
import { useCartPay, useOrderPay, usePayMode } from '@/features/trade/model/pay-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { LoadState } from '@/components/desktop/load-state';
import '@/features/trade/components/desktop/trade.css';

/** /pc/pay (login-guarded): mode=cart confirms the checked lines; mode=order pays an order (wallet or bank transfer). */
export function PayPage() {
  const pay = usePayMode();
  return (
    <div className="pc-container" style={{ paddingTop: 20, paddingBottom: 40 }}>
      <div className="pc-card" style={{ padding: 32 }}>
        {pay.mode === 'order' ? <OrderPay orderId={pay.orderId} /> : <CartPay ids={pay.ids} />}
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
  const { cart, lines, values, change, errors, total, submit, submitting } = useCartPay(ids, { prefix: '/pc' });

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
        <DeliveryFields values={values} errors={errors} onChange={change} optional />
        <Form.Item wrapperCol={{ offset: 3, span: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
            <span>
              合计：
              <strong className="pc-trade-price" style={{ fontSize: 20 }} data-testid="pay-total">
                {total}
              </strong>
            </span>
            <Button size="large" type="primary" loading={submitting} onClick={submit} data-testid="pay-submit">
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
  const { message } = App.useApp();
  const balance = useUserBalance();
  const { detail, pay, paths, open } = useOrderPay(orderId, { notify: (text) => void message.success(text), prefix: '/pc' });
  const factor = usePayFactor();
  const order = detail.data;
  if (!order)
    return (
      <LoadState testId="trade-detail-error" id={orderId} query={detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '购买订单', to: '/pc/myxg/myBuyOrderList?orderStatus=0' }} />
    );
  const available = availableIn(balance.data, order.priceUnit);
  const factorField = <PayFactorField factor={factor} />;
  return <OrderPayView order={order} available={available} paths={paths} onOpen={open} onPay={() => factor.withFactor(pay)} factorField={factorField} />;
}

import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useSearchParams } from 'react-router';
import { ORDER_TABS } from '@mts/shared/status';
import type { OrderListKind } from '@/features/trade/api/keys';
import { OrderList } from '@/features/trade/components/mobile/order-list';
import { orderDetailPath, orderTabFromQuery } from '@/features/trade/model/order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import styles from './orders.module.css';

const TITLE: Record<Exclude<OrderListKind, 'created'>, string> = { buy: '购买订单', sale: '销售订单', all: '全部订单' };
const DETAIL: Record<Exclude<OrderListKind, 'created'>, (id: number) => string> = {
  buy: (id) => `/myxg/myBuyOrderDetail?id=${id}`,
  sale: (id) => `/myxg/mySaleOrderDetail?id=${id}`,
  all: orderDetailPath,
};

/** An order list with the tabs 待付款 … 全部: ?orderStatus= selects the tab and a tab writes it back. */
function OrdersPage({ kind }: { kind: Exclude<OrderListKind, 'created'> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const back = useBack();
  const tab = orderTabFromQuery(searchParams.get('orderStatus'));

  return (
    <div className={styles.page} data-testid={`orders-${kind}`}>
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          {TITLE[kind]}
        </NavBar>
        <Tabs activeKey={String(tab)} onChange={(key) => setSearchParams({ orderStatus: key }, { replace: true })} className={styles.tabs} data-testid="order-tabs">
          {ORDER_TABS.map((t) => (
            <Tabs.Tab key={String(t.orderStatus)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <OrderList key={`${kind}-${tab}`} kind={kind} tab={tab} onOpen={(id) => navigate(DETAIL[kind](id))} onOpenPath={(path) => navigate(path)} />
    </div>
  );
}

/** 购买订单 (/myxg/myBuyOrderList?orderStatus=): orders where I am the buyer. */
export const BuyOrdersPage = () => <OrdersPage kind="buy" />;
/** 销售订单 (/myxg/mySaleOrderList?orderStatus=): orders where I am the seller. */
export const SaleOrdersPage = () => <OrdersPage kind="sale" />;
/** 全部订单 (/myorder): my orders on either side. */
export const AllOrdersPage = () => <OrdersPage kind="all" />;

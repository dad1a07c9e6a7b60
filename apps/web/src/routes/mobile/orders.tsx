import NavBar from 'antd-mobile/es/components/nav-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { ORDER_TABS } from '@mts/shared/status';
import { useBack } from '@/components/mobile/navigation';
import { OrderList } from '@/features/trade/components/mobile/order-list';
import { ORDER_LIST_TITLE, orderListDetailPath, useOrderListQuery, type OrderPageKind } from '@/features/trade/model/order-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './orders.module.css';

/** An order list with the tabs 待付款 … 全部: ?orderStatus= selects the tab and a tab writes it back. */
function OrdersPage({ kind }: { kind: OrderPageKind }) {
  const navigate = useAppNavigate();
  const back = useBack();
  const { filter: tab, setFilter } = useOrderListQuery({ replace: true });

  return (
    <div className={styles.page} data-testid={`orders-${kind}`}>
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          {ORDER_LIST_TITLE[kind]}
        </NavBar>
        <Tabs activeKey={String(tab)} onChange={setFilter} className={styles.tabs} data-testid="order-tabs">
          {ORDER_TABS.map((t) => (
            <Tabs.Tab key={String(t.orderStatus)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <OrderList key={`${kind}-${tab}`} kind={kind} tab={tab} onOpen={(id) => navigate(orderListDetailPath(kind, id))} onOpenPath={(path) => navigate(path)} />
    </div>
  );
}

/** 购买订单 (/myxg/myBuyOrderList?orderStatus=): orders where I am the buyer. */
export const BuyOrdersPage = () => <OrdersPage kind="buy" />;
/** 销售订单 (/myxg/mySaleOrderList?orderStatus=): orders where I am the seller. */
export const SaleOrdersPage = () => <OrdersPage kind="sale" />;
/** 全部订单 (/myorder): my orders on either side. */
export const AllOrdersPage = () => <OrdersPage kind="all" />;

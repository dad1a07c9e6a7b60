import NavBar from 'antd-mobile/es/components/nav-bar';
import { OrderMsg } from '@mts/shared/messages';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { LoadState } from '@/components/mobile/load-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import { OrderDetailView } from '@/features/trade/components/mobile/order-detail-view';
import { useOrderDetailPage } from '@/features/trade/model/order-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './orders.module.css';

/**
 * An order (/myxg/myDetails?id=&source=order, /myxg/myBuyOrderDetail?id=, /myxg/mySaleOrderDetail?id=): its
 * buyer, seller and staff see it; anyone else gets the server's refusal and no data. The money moves done here:
 * 发货 (the seller side) and 确认收货 (the buyer); paying has its own pages.
 */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const page = useOrderDetailPage({ notify: toast, prefix: '' });

  return (
    <div className={styles.page} data-testid="order-detail">
      <div className={`${styles.top} mts-contract-no-print`}>
        <NavBar className={styles.nav} onBack={back}>
          订单详情
        </NavBar>
      </div>
      <LoadState id={page.id} query={page.detail} forbidden={OrderMsg.orderForbidden} notFound={OrderMsg.orderNotFound} testId="order-detail-error" back={{ label: '全部订单', to: '/myorder' }}>
        {(data) => (
          <OrderDetailView
            detail={data}
            onOpen={(path) => navigate(path)}
            isAvailable={isAvailable}
            onShip={page.ship}
            shipping={page.shipping}
            onConfirmReceipt={page.confirmReceipt}
            onDispute={page.dispute}
          />
        )}
      </LoadState>
    </div>
  );
}

import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { DisputeMsg, MoneyMsg, OrderMsg } from '@mts/shared/messages';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderDetailView } from '@/features/trade/components/mobile/order-detail-view';
import { useOpenDispute } from '@/features/trade/api/open-dispute';
import { useMoneyMoves } from '@/features/trade/hooks/use-money-moves';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/lib/available-paths';
import { DetailState } from './detail-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './orders.module.css';

/**
 * An order (/myxg/myDetails?id=&source=order, /myxg/myBuyOrderDetail?id=, /myxg/mySaleOrderDetail?id=): its
 * buyer, seller and staff see it; anyone else gets the server's refusal and no data. The money moves done here:
 * 发货 (the seller side) and 确认收货 (the buyer); paying has its own pages.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id')) || 0;
  const back = useBack();
  const navigate = useAppNavigate();
  const detail = useOrderDetail(id);
  const isAvailable = useIsAvailable();
  const moves = useMoneyMoves(id);
  const openDispute = useOpenDispute();

  const content = (
    <DetailState id={id} query={detail} forbidden={OrderMsg.orderForbidden} notFound={OrderMsg.orderNotFound} testId="order-detail-error" back={{ label: '全部订单', path: '/myorder' }}>
      {(data) => (
        <OrderDetailView
          detail={data}
          onOpen={(path) => navigate(path)}
          isAvailable={isAvailable}
          onShip={(values) => moves.ship(values).then(() => toast(MoneyMsg.shipOk))}
          shipping={moves.shipping}
          onConfirmReceipt={() => moves.confirmReceipt().then(() => toast(MoneyMsg.receiveOk))}
          onDispute={(reason) => openDispute.mutateAsync({ orderId: id, reason }).then(() => toast(DisputeMsg.openOk))}
        />
      )}
    </DetailState>
  );

  return (
    <div className={styles.page} data-testid="order-detail">
      <div className={`${styles.top} mts-contract-no-print`}>
        <NavBar className={styles.nav} onBack={back}>
          订单详情
        </NavBar>
      </div>
      {content}
    </div>
  );
}

import { App } from 'antd';
import { OrderMsg } from '@mts/shared/messages';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { LoadState } from '@/components/desktop/load-state';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { OrderDetailView } from '@/features/trade/components/desktop/order-detail-view';
import { useOrderDetailPage } from '@/features/trade/model/order-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';

/**
 * /pc/myxg/myDetails?id=&source=order, /pc/myxg/myBuyOrderDetail?id=, /pc/myxg/mySaleOrderDetail?id=: an order for
 * its buyer, seller and staff; anyone else gets the server's refusal and no data. 发货 and 确认收货 happen here.
 */
export function OrderDetailPage() {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const { message } = App.useApp();
  const page = useOrderDetailPage({ notify: (text) => void message.success(text), prefix: '/pc' });
  const order = page.detail.data;
  useDocumentTitle(order ? `订单 ${order.orderNo}` : '订单详情');

  if (!order)
    return (
      <LoadState testId="trade-detail-error" id={page.id} query={page.detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '全部订单', to: '/pc/myorder' }} />
    );
  return (
    <OrderDetailView
      detail={order}
      onOpen={(path) => navigate(`/pc${path}`)}
      isAvailable={(path) => isAvailable(`/pc${path}`)}
      onShip={page.ship}
      onConfirmReceipt={page.confirmReceipt}
      onDispute={page.dispute}
    />
  );
}

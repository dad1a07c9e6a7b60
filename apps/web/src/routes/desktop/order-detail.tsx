import { useSearchParams } from 'react-router';
import { App } from 'antd';
import { DisputeMsg, MoneyMsg, OrderMsg } from '@mts/shared/messages';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderDetailView } from '@/features/trade/components/desktop/order-detail-view';
import { useOpenDispute } from '@/features/trade/api/open-dispute';
import { useMoneyMoves } from '@/features/trade/hooks/use-money-moves';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/lib/available-paths';
import { positiveInt } from '@/lib/query-params';
import { TradeDetailState } from './trade-detail-state';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * /pc/myxg/myDetails?id=&source=order, /pc/myxg/myBuyOrderDetail?id=, /pc/myxg/mySaleOrderDetail?id=: an order for
 * its buyer, seller and staff; anyone else gets the server's refusal and no data. 发货 and 确认收货 happen here.
 */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id')) ?? 0;
  const navigate = useAppNavigate();
  const detail = useOrderDetail(id);
  const isAvailable = useIsAvailable();
  const moves = useMoneyMoves(id);
  const openDispute = useOpenDispute();
  const { message } = App.useApp();
  useDocumentTitle(detail.data ? `订单 ${detail.data.orderNo}` : '订单详情');

  if (!detail.data)
    return (
      <TradeDetailState id={id} query={detail} notFound={OrderMsg.orderNotFound} forbidden={OrderMsg.orderForbidden} back={{ label: '全部订单', to: '/pc/myorder' }} />
    );
  return (
    <OrderDetailView
      detail={detail.data}
      onOpen={(path) => navigate(`/pc${path}`)}
      isAvailable={(path) => isAvailable(`/pc${path}`)}
      onShip={(values) => moves.ship(values).then(() => void message.success(MoneyMsg.shipOk))}
      onConfirmReceipt={() => moves.confirmReceipt().then(() => void message.success(MoneyMsg.receiveOk))}
      onDispute={(reason) => openDispute.mutateAsync({ orderId: id, reason }).then(() => void message.success(DisputeMsg.openOk))}
    />
  );
}

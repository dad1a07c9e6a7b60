import { App } from 'antd';
import { TradeMsg } from '@mts/shared/messages';
import { LoadState } from '@/components/desktop/load-state';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import { PreOrderDetailView } from '@/features/trade/components/desktop/pre-order-detail-view';
import { usePreOrderDetailPage } from '@/features/trade/model/order-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';

/** /pc/preOrderDetail/:id: an intention order for its parties and staff; its initiator may cancel it. */
export function PreOrderDetailPage() {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const page = usePreOrderDetailPage({ notify: (text) => void message.success(text), prefix: '/pc' });
  const order = page.detail.data;
  useDocumentTitle(order ? `意向单 ${order.orderNo}` : '意向单详情');

  if (!order)
    return (
      <LoadState
        testId="trade-detail-error"
        id={page.id}
        query={page.detail}
        notFound={TradeMsg.preOrderNotFound}
        forbidden={TradeMsg.preOrderForbidden}
        back={{ label: '我的意向单', to: '/pc/myxg/myOrderIntention' }}
      />
    );
  return <PreOrderDetailView detail={order} onCancel={page.cancel} cancelling={page.cancelling} onOpen={(path) => navigate(`/pc${path}`)} />;
}

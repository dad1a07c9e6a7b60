import { App } from 'antd';
import { useParams } from 'react-router';
import { TradeMsg } from '@mts/shared/messages';
import { usePreOrderDetail } from '@/features/trade/api/get-pre-orders';
import { useCancelPreOrder } from '@/features/trade/api/pre-order-moves';
import { PreOrderDetailView } from '@/features/trade/components/desktop/pre-order-detail-view';
import { cancelFromStatus } from '@/features/trade/model/pre-order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { positiveInt } from '@/lib/query-params';
import { TradeDetailState } from './trade-detail-state';
import { useDocumentTitle } from '@/lib/document-title';

/** /pc/preOrderDetail/:id: an intention order for its parties and staff; its initiator may cancel it. */
export function PreOrderDetailPage() {
  const id = positiveInt(useParams().id ?? null) ?? 0;
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const detail = usePreOrderDetail(id);
  const cancel = useCancelPreOrder();
  useDocumentTitle(detail.data ? `意向单 ${detail.data.orderNo}` : '意向单详情');

  if (!detail.data)
    return (
      <TradeDetailState
        id={id}
        query={detail}
        notFound={TradeMsg.preOrderNotFound}
        forbidden={TradeMsg.preOrderForbidden}
        back={{ label: '我的意向单', to: '/pc/myxg/myOrderIntention' }}
      />
    );

  const onCancel = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id, reason, fromStatus: cancelFromStatus(detail.data.status) });
      void message.success(TradeMsg.cancelOk);
      return true;
    } catch {
      // Toasted by the http client (a 409: the status changed); the order reloads (onSettled).
      return false;
    }
  };
  return <PreOrderDetailView detail={detail.data} onCancel={onCancel} cancelling={cancel.isPending} onOpen={(path) => navigate(`/pc${path}`)} />;
}

import NavBar from 'antd-mobile/es/components/nav-bar';
import { useParams } from 'react-router';
import { TradeMsg } from '@mts/shared/messages';
import { usePreOrderDetail } from '@/features/trade/api/get-pre-orders';
import { useCancelPreOrder } from '@/features/trade/api/pre-order-moves';
import { PreOrderDetailView } from '@/features/trade/components/mobile/pre-order-detail-view';
import { cancelFromStatus } from '@/features/trade/model/pre-order-view';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { DetailState } from './detail-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './orders.module.css';

/**
 * An intention order (/preOrderDetail/:id): for its buyer, seller and the staff on it; anyone else gets the
 * server's refusal and no data. Its initiator may cancel it (from the status the page showed).
 */
export function Component() {
  const id = Number(useParams().id) || 0;
  const back = useBack();
  const navigate = useAppNavigate();
  const detail = usePreOrderDetail(id);
  const cancel = useCancelPreOrder();

  const onCancel = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id, reason, fromStatus: cancelFromStatus(detail.data!.status) });
      toast(TradeMsg.cancelOk);
      return true;
    } catch {
      // The client toasted the server's message (a 409: the status changed); the order reloads (onSettled).
      return false;
    }
  };

  const content = (
    <DetailState id={id} query={detail} forbidden={TradeMsg.preOrderForbidden} notFound={TradeMsg.preOrderNotFound} testId="pre-order-detail-error" back={{ label: '我的意向单', path: '/myxg/myOrderIntention' }}>
      {(data) => <PreOrderDetailView detail={data} onCancel={onCancel} cancelling={cancel.isPending} onOpen={(path) => navigate(path)} />}
    </DetailState>
  );

  return (
    <div className={styles.page} data-testid="pre-order-detail">
      <div className={styles.top}>
        <NavBar className={styles.nav} onBack={back}>
          意向单详情
        </NavBar>
      </div>
      {content}
    </div>
  );
}

import { TradeMsg } from '@mts/shared/messages';
import { LoadState } from '@/components/mobile/load-state';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import { PreOrderDetailView } from '@/features/trade/components/mobile/pre-order-detail-view';
import { usePreOrderDetailPage } from '@/features/trade/model/order-pages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './orders.module.css';
import { PageTop } from '@/components/mobile/page-top';

/**
 * An intention order (/preOrderDetail/:id): for its buyer, seller and the staff on it; anyone else gets the
 * server's refusal and no data. Its initiator may cancel it (from the status the page showed).
 */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const page = usePreOrderDetailPage({ notify: toast, prefix: '' });

  return (
    <div className={styles.page} data-testid="pre-order-detail">
      <PageTop title="意向单详情" onBack={back} />
      <LoadState id={page.id} query={page.detail} forbidden={TradeMsg.preOrderForbidden} notFound={TradeMsg.preOrderNotFound} testId="pre-order-detail-error" back={{ label: '我的意向单', to: '/myxg/myOrderIntention' }}>
        {(data) => <PreOrderDetailView detail={data} onCancel={page.cancel} cancelling={page.cancelling} onOpen={(path) => navigate(path)} />}
      </LoadState>
    </div>
  );
}

import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useParams } from 'react-router';
import { Msg, TradeMsg } from '@mts/shared/messages';
import { usePreOrderDetail } from '@/features/trade/api/get-pre-orders';
import { useCancelPreOrder } from '@/features/trade/api/pre-order-moves';
import { PreOrderDetailView } from '@/features/trade/components/mobile/pre-order-detail-view';
import { cancelFromStatus } from '@/features/trade/model/pre-order-view';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from './navigation';
import { toast } from './toast';
import styles from './orders.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

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

  let content;
  if (detail.isPending && id > 0) {
    content = (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  } else if (!detail.data) {
    const code = detail.error instanceof ApiError ? detail.error.code : id > 0 ? 0 : 404;
    const refused = code === 403 || code === 404;
    const title = code === 403 ? detail.error!.message || TradeMsg.preOrderForbidden : code === 404 ? TradeMsg.preOrderNotFound : Msg.listLoadFailed;
    content = (
      <ErrorBlock status="empty" title={title} description={refused ? '' : '请检查网络后重试'} className={styles.error} data-testid="pre-order-detail-error">
        <div className={styles.errorActions}>
          {!refused && (
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void detail.refetch()}>
              重新加载
            </Button>
          )}
          <Button color="primary" shape="rounded" onClick={() => navigate('/myxg/myOrderIntention', { replace: true })}>
            我的意向单
          </Button>
        </div>
      </ErrorBlock>
    );
  } else {
    content = <PreOrderDetailView detail={detail.data} onCancel={onCancel} cancelling={cancel.isPending} onOpen={(path) => navigate(path)} />;
  }

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

import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { MoneyMsg, Msg, OrderMsg } from '@mts/shared/messages';
import { useOrderDetail } from '@/features/trade/api/get-orders';
import { OrderDetailView } from '@/features/trade/components/mobile/order-detail-view';
import { useMoneyMoves } from '@/features/trade/hooks/use-money-moves';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from './available-paths';
import { useBack } from './navigation';
import { toast } from './toast';
import styles from './orders.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

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
    const title = code === 403 ? detail.error!.message || OrderMsg.orderForbidden : code === 404 ? OrderMsg.orderNotFound : Msg.listLoadFailed;
    content = (
      <ErrorBlock status="empty" title={title} description={refused ? '' : '请检查网络后重试'} className={styles.error} data-testid="order-detail-error">
        <div className={styles.errorActions}>
          {!refused && (
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void detail.refetch()}>
              重新加载
            </Button>
          )}
          <Button color="primary" shape="rounded" onClick={() => navigate('/myorder', { replace: true })}>
            全部订单
          </Button>
        </div>
      </ErrorBlock>
    );
  } else {
    content = (
      <OrderDetailView
        detail={detail.data}
        onOpen={(path) => navigate(path)}
        isAvailable={isAvailable}
        onShip={(values) => moves.ship(values).then(() => toast(MoneyMsg.shipOk))}
        shipping={moves.shipping}
        onConfirmReceipt={() => moves.confirmReceipt().then(() => toast(MoneyMsg.receiveOk))}
      />
    );
  }

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

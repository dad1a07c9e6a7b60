import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg, OrderMsg } from '@mts/shared/messages';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './orders.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type Query = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * The money pages' loading and failure states (/pay?mode=order, /externalPayInfo, /externalPay): loading dots; the
 * server's refusal (403 无权查看该订单, 404 订单不存在) with a way back; a failed load with 重新加载.
 */
export function MoneyPageState({ id, query, back = { label: '全部订单', to: '/myorder' } }: { id: number; query: Query; back?: { label: string; to: string } }) {
  const navigate = useAppNavigate();
  if (id > 0 && query.isPending && !query.error)
    return (
      <div className={styles.loading} data-testid="money-loading">
        <DotLoading color="primary" />
      </div>
    );
  const code = query.error instanceof ApiError ? query.error.code : 404;
  const refused = code === 403 || code === 404;
  const title = code === 403 ? (query.error as ApiError).message || OrderMsg.orderForbidden : code === 404 ? OrderMsg.orderNotFound : Msg.listLoadFailed;
  return (
    <ErrorBlock status="empty" title={title} description={refused ? '' : '请检查网络后重试'} className={styles.error} data-testid="money-error">
      <div className={styles.errorActions}>
        {!refused && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        )}
        <Button color="primary" shape="rounded" onClick={() => navigate(back.to, { replace: true })}>
          {back.label}
        </Button>
      </div>
    </ErrorBlock>
  );
}

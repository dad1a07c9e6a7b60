import { Button, Result, Skeleton } from 'antd';
import { Msg } from '@mts/shared/messages';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';

type DetailQuery = { isPending: boolean; error: Error | null; refetch: () => unknown };

/**
 * The loading and refusal states of an order or intention order: 403 (not his) and 404 show the server's
 * message and no data; anything else offers 重新加载.
 */
export function TradeDetailState({ id, query, notFound, forbidden, back }: { id: number; query: DetailQuery; notFound: string; forbidden: string; back: { label: string; to: string } }) {
  const navigate = useAppNavigate();
  if (id > 0 && query.isPending) return <Skeleton active paragraph={{ rows: 12 }} className="pc-card" />;
  const code = query.error instanceof ApiError ? query.error.code : id > 0 ? 0 : 404;
  const refused = code === 403 || code === 404;
  return (
    <section className="pc-card" data-testid="trade-detail-error">
      <Result
        status={code === 403 ? '403' : code === 404 ? '404' : 'error'}
        title={code === 403 ? query.error?.message || forbidden : code === 404 ? notFound : Msg.listLoadFailed}
        extra={[
          <Button key="back" type="primary" onClick={() => navigate(back.to)}>
            {back.label}
          </Button>,
          refused ? null : (
            <Button key="retry" onClick={() => void query.refetch()}>
              重新加载
            </Button>
          ),
        ]}
      />
    </section>
  );
}

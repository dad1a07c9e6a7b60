import { Button, Result, Skeleton } from 'antd';
import { Msg } from '@mts/shared/messages';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';

export const positiveParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** A staff trade page's loading skeleton, or its error: 403 (the server's words), 404 (not found), else 加载失败 with retry. */
export function StaffLoadState({ query, notFound }: { query: { isPending: boolean; error: unknown; refetch: () => unknown } | null; notFound: string }) {
  const navigate = useAppNavigate();
  if (query && query.isPending && !query.error) return <Skeleton active paragraph={{ rows: 12 }} className="pc-card" />;
  const code = query?.error instanceof ApiError ? query.error.code : 404;
  const known = code === 403 || code === 404;
  return (
    <section className="pc-card pc-follow-prompt" data-testid="page-error">
      <Result
        status={code === 403 ? '403' : code === 404 ? '404' : 'error'}
        title={code === 403 ? (query!.error as ApiError).message : code === 404 ? notFound : Msg.desktopUserLoadFailed}
        extra={[
          <Button key="back" type="primary" onClick={() => navigate('/pc/follow')}>
            返回跟单
          </Button>,
          known ? null : (
            <Button key="retry" onClick={() => void query?.refetch()}>
              重新加载
            </Button>
          ),
        ]}
      />
    </section>
  );
}

import { Button, Result, Skeleton } from 'antd';
import { isLoading, loadFailure, type PageQuery } from '@/lib/load-state';
import { useAppNavigate } from '@/lib/use-app-navigate';

/**
 * The desktop's loading skeleton of a page read by id, or its failure: 403 (the server's words) and 404 show no
 * data and no retry; anything else offers 重新加载; each with a way back.
 */
export function LoadState({
  id,
  query,
  forbidden = '',
  notFound,
  failed,
  testId,
  className = 'pc-card',
  back,
}: {
  id: number;
  query: PageQuery;
  forbidden?: string;
  notFound: string;
  /** The failed load's title (default 获取数据失败). */
  failed?: string;
  testId: string;
  className?: string;
  back: { label: string; to: string };
}) {
  const navigate = useAppNavigate();
  if (isLoading(id, query)) return <Skeleton active paragraph={{ rows: 12 }} className="pc-card" />;
  const failure = loadFailure(id, query.error, { forbidden, notFound, failed });
  return (
    <section className={className} data-testid={testId}>
      <Result
        status={failure.code === 403 ? '403' : failure.code === 404 ? '404' : 'error'}
        title={failure.title}
        extra={[
          <Button key="back" type="primary" onClick={() => navigate(back.to)}>
            {back.label}
          </Button>,
          failure.refused ? null : (
            <Button key="retry" onClick={() => void query.refetch()}>
              重新加载
            </Button>
          ),
        ]}
      />
    </section>
  );
}

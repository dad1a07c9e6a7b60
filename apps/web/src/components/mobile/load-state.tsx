import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { isLoading, loadFailure, type PageQuery } from '@/lib/load-state';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './load-state.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

/**
 * The phone's loading, refused and failed states of a page read by id (an order, an intention order, an
 * inspection, a follow item): loading dots; the server's 403 text or the not-found text with no retry; a network
 * or server failure with 重新加载; each with a way back. `children` renders the data once it is there.
 */
export function LoadState<T>({
  id,
  query,
  forbidden = '',
  notFound,
  testId,
  loadingTestId,
  back,
  children,
}: {
  id: number;
  query: PageQuery<T>;
  /** Shown on a 403 when the server sent no text. */
  forbidden?: string;
  notFound: string;
  /** data-testid of the error block. */
  testId: string;
  loadingTestId?: string;
  /** Where to go back to: its label and path. */
  back: { label: string; to: string };
  children?: (data: T) => ReactNode;
}) {
  const navigate = useAppNavigate();
  if (isLoading(id, query))
    return (
      <div className={styles.loading} data-testid={loadingTestId}>
        <DotLoading color="primary" />
      </div>
    );
  if (children && query.data !== undefined) return <>{children(query.data)}</>;
  const failure = loadFailure(id, query.error, { forbidden, notFound });
  return (
    <ErrorBlock status="empty" title={failure.title} description={failure.refused ? '' : '请检查网络后重试'} className={styles.error} data-testid={testId}>
      <div className={styles.errorActions}>
        {!failure.refused && (
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

import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg } from '@mts/shared/messages';
import { ApiError } from '@/lib/http';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from './orders.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type DetailQuery<T> = { isPending: boolean; data: T | undefined; error: unknown; refetch: () => unknown };

/**
 * The loading, refused and failed states of a phone detail page read by id (an order, an intention order, an
 * inspection): a spinner while it loads; the server's 403 text or the not-found text with no retry; a network or
 * server failure with 重新加载; each with a way back to the list it came from. `children` renders the data.
 */
export function DetailState<T>({
  id,
  query,
  forbidden,
  notFound,
  testId,
  back,
  children,
}: {
  id: number;
  query: DetailQuery<T>;
  /** Shown on a 403 when the server sent no text. */
  forbidden: string;
  notFound: string;
  /** data-testid of the error block. */
  testId: string;
  /** The list to go back to: its label and path. */
  back: { label: string; path: string };
  children: (data: T) => ReactNode;
}) {
  const navigate = useAppNavigate();
  if (query.isPending && id > 0) {
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (query.data !== undefined) return <>{children(query.data)}</>;
  const code = query.error instanceof ApiError ? query.error.code : id > 0 ? 0 : 404;
  const refused = code === 403 || code === 404;
  const title = code === 403 ? (query.error as ApiError).message || forbidden : code === 404 ? notFound : Msg.listLoadFailed;
  return (
    <ErrorBlock status="empty" title={title} description={refused ? '' : '请检查网络后重试'} className={styles.error} data-testid={testId}>
      <div className={styles.errorActions}>
        {!refused && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        )}
        <Button color="primary" shape="rounded" onClick={() => navigate(back.path, { replace: true })}>
          {back.label}
        </Button>
      </div>
    </ErrorBlock>
  );
}

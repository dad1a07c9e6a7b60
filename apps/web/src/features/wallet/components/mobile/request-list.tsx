import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Link } from 'react-router';
import { PagedList } from '@/components/mobile/paged-list';
import { StatusBadge } from '@/components/mobile/status-badge';
import { orderDetailPath } from '../../model/statement';
import styles from './wallet.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

/** 我的充值 / 我的提现: the title, then the rows loaded so far, or the empty state. */
export function RequestList({ title, query, rowCount, emptyText, testId, children }: {
  title: string;
  query: Parameters<typeof PagedList>[0]['query'];
  rowCount: number;
  emptyText: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className={styles.listTitle}>{title}</h3>
      <PagedList query={query} rowCount={rowCount} empty={<ErrorBlock status="empty" title={emptyText} description="" className={styles.empty} />}>
        <ul className={styles.list} data-testid={testId}>
          {children}
        </ul>
      </PagedList>
    </>
  );
}

/** The refusal above the submit button, and the button (充值, 提现). */
export function FormFoot({ error, label, submitting, disabled, testId }: { error: string; label: string; submitting: boolean; disabled?: boolean; testId: string }) {
  return (
    <>
      {error && (
        <p className={styles.formError} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      <Button type="submit" block color="primary" shape="rounded" loading={submitting} disabled={disabled} className={styles.formButton} data-testid={`${testId}-submit`}>
        {label}
      </Button>
    </>
  );
}

/** A statement or rewards row's foot: its order (when it has one, `${testId}`), then the time and what the row says on the right. */
export function RowFoot({ row, testId, children }: { row: { orderId: number | null; orderNo: string; time: string }; testId: string; children: ReactNode }) {
  return (
    <>
      {row.orderId !== null && (
        <Link className={styles.orderLink} to={orderDetailPath(row.orderId, 'mobile')} data-testid={testId}>
          关联订单 {row.orderNo}
        </Link>
      )}
      <div className={styles.rowFoot}>
        <span>{row.time}</span>
        {children}
      </div>
    </>
  );
}

/** A request row's head: 充值 / 提现 and the amount in its currency, the status badge (`${testId}`). */
export function RequestRowTop({ title, row, machine, testId }: {
  title: string;
  row: { amount: string; currency: string; status: number; statusText: string };
  machine: Parameters<typeof StatusBadge>[0]['machine'];
  testId: string;
}) {
  return (
    <div className={styles.rowTop}>
      <span className={styles.rowTitle}>
        {title} {row.amount}
        <span className={styles.unitTag}>{row.currency}</span>
      </span>
      <StatusBadge machine={machine} status={row.status} text={row.statusText} testId={testId} />
    </div>
  );
}

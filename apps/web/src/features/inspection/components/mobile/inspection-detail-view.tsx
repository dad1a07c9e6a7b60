import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { OrderDetail } from '@mts/shared/schemas';
import { checkTerms, shipmentText, timeText } from '../../model/inspection-view';
import styles from './inspection.module.css';

function Fields({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <dl className={styles.fields} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.field}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An order as the inspector checks it: number and status, the contract's goods and terms (part number, brand,
 * quantity, date code, condition, the inspection clause), the shipment; then `children` (领取, the report form, or
 * the filed report).
 */
export function InspectionDetailView({ detail, children }: { detail: OrderDetail; children: ReactNode }) {
  return (
    <>
      <div className={styles.section}>
        <div className={styles.statusRow}>
          <span>订单号 {detail.orderNo}</span>
          <strong data-testid="inspection-order-status">{detail.statusText}</strong>
        </div>
      </div>
      <h2 className={styles.sectionTitle}>核对项（合同约定）</h2>
      <div className={styles.section}>
        <Fields rows={checkTerms(detail)} testId="inspection-terms" />
        {detail.contract.inspectionClause && <p className={styles.clause}>验货条款：{detail.contract.inspectionClause}</p>}
      </div>
      <h2 className={styles.sectionTitle}>物流</h2>
      <div className={styles.section}>
        <Fields
          testId="inspection-shipment"
          rows={[
            ['物流', shipmentText(detail.shipment)],
            ['发货时间', timeText(detail.shipment?.shippedAt)],
            ['卖方', detail.sellerName || '—'],
          ]}
        />
      </div>
      {children}
    </>
  );
}

/** A titled block under the detail (验货报告, 领取). */
export function DetailBlock({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div data-testid={testId}>{children}</div>
    </>
  );
}

/** An unheld order: 领取 first (then the report form shows). */
export function GrabBlock({ onGrab, busy }: { onGrab: () => void; busy: boolean }) {
  return (
    <div className={styles.section} data-testid="inspection-grab-block">
      <p className={styles.notice}>该订单尚无验货员领取。领取后由您负责验货并提交报告，其他验货员将不能再领取。</p>
      <div className={styles.grabBar}>
        <Button block color="primary" shape="rounded" loading={busy} onClick={onGrab} data-testid="inspection-grab">
          领取
        </Button>
      </div>
    </div>
  );
}

/** Nothing to do here: held by another inspector, or the order is past inspection. */
export function ClosedNotice({ reason }: { reason: string }) {
  return (
    <div className={styles.section} data-testid="inspection-closed">
      <p className={styles.notice}>{reason}</p>
    </div>
  );
}

import Button from 'antd-mobile/es/components/button';
import type { InspectionRow } from '@mts/shared/schemas';
import { goodsLine, RESULT_LABEL, rowFacts, timeText, type InspectionTab } from '../../model/inspection-view';
import styles from './inspection.module.css';

type Props = {
  row: InspectionRow;
  tab: InspectionTab;
  onOpen: (orderId: number) => void;
  /** 领取 (tab 0 only). */
  onGrab?: (orderId: number) => void;
  grabbing?: boolean;
};

/** One order in the inspector's list: number, part number and brand, quantity, date code, condition, shipment; 领取 on 待领取. */
export function InspectionCard({ row, tab, onOpen, onGrab, grabbing }: Props) {
  const facts = rowFacts(row);
  return (
    <div
      role="link"
      tabIndex={0}
      className={styles.card}
      onClick={() => onOpen(row.id)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen(row.id)}
      data-testid="inspection-card"
      data-order-no={row.orderNo}
    >
      <div className={styles.head}>
        <span className={styles.no}>订单号 {row.orderNo}</span>
        {row.report ? (
          <span className={`${styles.tag} ${row.report.result === 'pass' ? styles.pass : styles.fail}`} data-testid="inspection-result">
            {RESULT_LABEL[row.report.result]}
          </span>
        ) : (
          <span className={styles.tag}>{row.statusText}</span>
        )}
      </div>
      <div className={styles.model}>{row.goodsModel || row.goodsName}</div>
      <div className={styles.goods}>{goodsLine(row)}</div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={`${styles.fact} ${label === '物流' || label === '发货时间' ? styles.factWide : ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.foot}>
        <span>{row.report ? `验货时间 ${timeText(row.report.createTime)}` : row.inspectorName ? `验货员 ${row.inspectorName}` : '等待验货员领取'}</span>
        {tab === 0 && onGrab && (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={grabbing}
            onClick={(e) => {
              e.stopPropagation();
              onGrab(row.id);
            }}
            data-testid="inspection-grab"
          >
            领取
          </Button>
        )}
        {tab === 1 && (
          <Button size="small" color="primary" fill="outline" shape="rounded" data-testid="inspection-start">
            去验货
          </Button>
        )}
      </div>
    </div>
  );
}

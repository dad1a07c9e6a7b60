import type { ReactNode } from 'react';
import { nextStepLine, type moneyText, type NextStep } from '../../model/order-view';
import { FieldList } from '@/components/mobile/field-list';
import styles from './orders.module.css';

/** Label–value rows; empty values are left out. */
export const Fields = ({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) => <FieldList rows={rows} className={styles.fields} rowClassName={styles.field} testId={testId} />;

/** 下一步: what happens next, and who acts; a finished order shows only its outcome (a closed one's reason), no 下一步. */
export function NextStepBox({ step }: { step: NextStep }) {
  if (!step.text) return null;
  if (step.final) {
    return (
      <div className={styles.next} data-testid="order-outcome">
        {step.text}
      </div>
    );
  }
  return (
    <div className={styles.next} data-testid="next-step" aria-label={nextStepLine(step)}>
      <span className={styles.nextLabel}>下一步：</span>
      {step.text}
      {step.who && <span className={styles.who}>由「{step.who}」处理</span>}
    </div>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.section} data-testid={testId}>
        {children}
      </div>
    </>
  );
}

/** A party's name and mobile; the mobile never breaks across lines. */
export function Party({ name, mobile }: { name: string; mobile: string }) {
  return (
    <>
      {name || '—'} {mobile && <span className={styles.nowrap}>{mobile}</span>}
    </>
  );
}

/** 数量, 单价 and 金额 (bold) rows of an order or intention order. */
export const moneyRows = (money: ReturnType<typeof moneyText>): [string, ReactNode][] => [
  ['数量', money.quantity],
  ['单价', money.price],
  ['金额', <b className={styles.amount}>{money.amount}</b>],
];

type Contact = { name: string; mobile: string };

/** 买方 and 卖方 rows: the contract's party names (else the account's) with their mobiles. */
export const partyRows = (names: { buyerName: string; sellerName: string }, buyer: Contact, seller: Contact): [string, ReactNode][] => [
  ['买方', <Party name={buyer.name || names.buyerName} mobile={buyer.mobile} />],
  ['卖方', <Party name={seller.name || names.sellerName} mobile={seller.mobile} />],
];

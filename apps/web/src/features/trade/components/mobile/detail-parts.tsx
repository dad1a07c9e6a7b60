import type { ReactNode } from 'react';
import { nextStepLine, type NextStep } from '../../model/order-view';
import styles from './orders.module.css';

/** Label–value rows; empty values are left out. */
export function Fields({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <dl className={styles.fields} data-testid={testId}>
      {rows
        .filter(([, v]) => v !== '' && v !== null && v !== undefined)
        .map(([k, v]) => (
          <div key={k} className={styles.field}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

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

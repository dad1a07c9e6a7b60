import Button from 'antd-mobile/es/components/button';
import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import styles from './success-card.module.css';

type SuccessAction = { text: string; testId: string; onClick: () => void; disabled?: boolean };

type SuccessCardProps = {
  /** The bar's and the card's title. */
  title: string;
  testId: string;
  onBack: () => void;
  text: ReactNode;
  sub: string;
  /** The main step, the second one and the way out, in that order (filled, outlined, plain). */
  actions: [SuccessAction, SuccessAction, SuccessAction];
};

const FILLS = [
  { color: 'primary', fill: 'solid' },
  { color: 'primary', fill: 'outline' },
  { color: 'default', fill: 'none' },
] as const;

/** The tick of a phone page that confirms a done step. */
export const SuccessTick = () => (
  <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d="M5 12.5l4.2 4.2L19 7" />
  </svg>
);

/** A phone page that confirms a done step: the tick, what happened, and three ways on. */
export function SuccessCard({ title, testId, onBack, text, sub, actions }: SuccessCardProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      <NavBar className={styles.nav} onBack={onBack}>
        {title}
      </NavBar>
      <div className={styles.card}>
        <span className={styles.icon}>
          <SuccessTick />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <p className={styles.sub}>{sub}</p>
        <div className={styles.actions}>
          {actions.map((a, i) => (
            <Button key={a.testId} block color={FILLS[i].color} fill={FILLS[i].fill} shape="rounded" disabled={a.disabled} onClick={a.onClick} data-testid={a.testId}>
              {a.text}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}

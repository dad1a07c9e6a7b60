import type { Tone } from '../../model/order-view';
import styles from './orders.module.css';

/** A status in its tone (waiting, in progress, done, ended). */
export function StatusTag({ text, tone, testId }: { text: string; tone: Tone; testId?: string }) {
  return (
    <span className={`${styles.status} ${styles[tone]}`} data-testid={testId}>
      {text}
    </span>
  );
}

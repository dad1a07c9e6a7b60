import type { ReactNode } from 'react';
import Tag from 'antd-mobile/es/components/tag';
import { statusLabel, statusTone, type StatusMachine, type Tone } from '@mts/shared/status';
import styles from './status-badge.module.css';

/** antd-mobile Tag colours of the machines' tones (packages/shared/src/status/machine.ts). */
const TAG_COLOR: Record<Tone, string> = { default: 'default', processing: 'primary', success: 'success', warning: 'warning', danger: 'danger' };

type Props = {
  // Any machine: the badge reads only its labels and tones.
  machine: StatusMachine<number, string>;
  status: number;
  /** The server's status text when it says more than the label; else the machine's label. */
  text?: string | null | undefined;
  testId?: string;
  /** The larger badge of a detail page's head. */
  big?: boolean;
};

/** A tag in one of the palette's tones (a result that is not a machine's status, e.g. an inspection's 通过). */
export function ToneTag({ tone, testId, big, children }: { tone: Tone; testId?: string | undefined; big?: boolean | undefined; children: ReactNode }) {
  return (
    <Tag color={TAG_COLOR[tone]} fill="outline" round className={big ? `${styles.badge} ${styles.big}` : styles.badge} data-testid={testId}>
      {children}
    </Tag>
  );
}

/** A status as the phone shows it everywhere: the machine's label in the machine's tone. */
export function StatusBadge({ machine, status, text, testId, big }: Props) {
  return (
    <ToneTag tone={statusTone(machine, status)} testId={testId} big={big}>
      {text || statusLabel(machine, status) || String(status)}
    </ToneTag>
  );
}

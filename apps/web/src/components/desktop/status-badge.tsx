import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { statusLabel, statusTone, type StatusMachine, type Tone } from '@mts/shared/status';

/** antd Tag presets of the machines' tones (packages/shared/src/status/machine.ts). */
const TAG_COLOR: Record<Tone, string> = { default: 'default', processing: 'processing', success: 'success', warning: 'warning', danger: 'error' };

type Props = {
  // Any machine: the badge reads only its labels and tones.
  machine: StatusMachine<number, string>;
  status: number;
  /** The server's status text when it says more than the label; else the machine's label. */
  text?: string | null | undefined;
  testId?: string;
};

/** A tag in one of the palette's tones (a result that is not a machine's status, e.g. an inspection's 通过). */
export function ToneTag({ tone, testId, children }: { tone: Tone; testId?: string | undefined; children: ReactNode }) {
  return (
    <Tag color={TAG_COLOR[tone]} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}

/** A status as the desktop shows it everywhere: the machine's label in the machine's tone. */
export function StatusBadge({ machine, status, text, testId }: Props) {
  return (
    <ToneTag tone={statusTone(machine, status)} testId={testId}>
      {text || statusLabel(machine, status) || String(status)}
    </ToneTag>
  );
}

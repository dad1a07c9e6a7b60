import { Tag } from 'antd';
import type { Tone } from '../../model/order-view';

const COLOR: Record<Tone, string> = { warning: 'orange', processing: 'processing', success: 'success', danger: 'error', default: 'default' };

/** A status in its tone (waiting, in progress, done, ended). */
export function StatusTag({ text, tone, testId }: { text: string; tone: Tone; testId?: string }) {
  return (
    <Tag color={COLOR[tone]} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}

import { Tag } from 'antd';
import { ClueStatus, leadMachine, statusLabel } from '@mts/shared/status';

const COLOR: Record<number, string> = {
  [ClueStatus.AwaitingDispatch]: 'gold',
  [ClueStatus.Grabbed]: 'blue',
  [ClueStatus.Published]: 'green',
  [ClueStatus.Withdrawn]: 'default',
};

/** A lead's status as a tag (待派单, 已派单, 已发布, 已撤回); the server's statusText wins. */
export function ClueStatusTag({ status, text }: { status: number; text?: string }) {
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid="clue-status">
      {text || statusLabel(leadMachine, status) || String(status)}
    </Tag>
  );
}

import { Tag } from 'antd';
import { FollowStatus, followMachine, statusLabel } from '@mts/shared/status';

const COLOR: Record<number, string> = {
  [FollowStatus.Pending]: 'processing',
  [FollowStatus.Done]: 'success',
  [FollowStatus.Closed]: 'default',
  [FollowStatus.Released]: 'warning',
};

/** A follow item's status (跟进中, 已完成, 已关闭, 已退回); the server's statusText wins. */
export function FollowStatusTag({ status, text }: { status: number; text?: string }) {
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid="follow-status">
      {text || statusLabel(followMachine, status) || String(status)}
    </Tag>
  );
}

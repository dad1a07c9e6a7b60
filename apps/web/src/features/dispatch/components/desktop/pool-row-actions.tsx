import { Button, Space } from 'antd';
import { DispatchMsg } from '@mts/shared/messages';
import type { DesktopPoolActions } from './use-desktop-pool-actions';

type Props = { id: number; actions: DesktopPoolActions; size?: 'small' | 'middle' | 'large' };

/** 抢单 (primary) and 屏蔽 of one pool row; both wait while any row is being worked on. */
export function PoolRowActions({ id, actions, size = 'small' }: Props) {
  const busy = actions.busyId !== undefined;
  return (
    <Space size={8}>
      <Button
        type="primary"
        size={size}
        loading={actions.busyId === id}
        disabled={busy && actions.busyId !== id}
        data-testid="pool-grab"
        onClick={() => void actions.grab(id)}
      >
        {DispatchMsg.grab}
      </Button>
      <Button size={size} disabled={busy} data-testid="pool-block" onClick={() => void actions.block(id)}>
        {DispatchMsg.block}
      </Button>
    </Space>
  );
}

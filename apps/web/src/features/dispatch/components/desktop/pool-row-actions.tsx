import { Button, Space } from 'antd';
import { DispatchMsg } from '@mts/shared/messages';
import { poolRowKey, type PoolKind, type PoolRowRef } from '../../model/pool-cache';
import type { DesktopPoolActions } from './use-desktop-pool-actions';

type Props = { row: PoolRowRef; pool: PoolKind; actions: DesktopPoolActions; size?: 'small' | 'middle' | 'large' };

/** 抢单 (primary) and 屏蔽 of one pool row (known by kind + id); both wait while any row is being worked on. */
export function PoolRowActions({ row, pool, actions, size = 'small' }: Props) {
  const busy = actions.busyKey !== undefined;
  const key = poolRowKey(row, pool);
  return (
    <Space size={8}>
      <Button
        type="primary"
        size={size}
        loading={actions.busyKey === key}
        disabled={busy && actions.busyKey !== key}
        data-testid="pool-grab"
        onClick={() => void actions.grab(row)}
      >
        {DispatchMsg.grab}
      </Button>
      <Button size={size} disabled={busy} data-testid="pool-block" onClick={() => void actions.block(row)}>
        {DispatchMsg.block}
      </Button>
    </Space>
  );
}

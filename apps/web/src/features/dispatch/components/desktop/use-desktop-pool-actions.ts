import { App } from 'antd';
import { useCallback } from 'react';
import { usePoolActions } from '../../hooks/use-pool-actions';
import type { PoolRole } from '../../model/pool';

/** 抢单 and 屏蔽 with antd: success as a message, the block confirm as Modal.confirm (提示 / the role's text). */
export function useDesktopPoolActions(role: PoolRole | null) {
  const { message, modal } = App.useApp();
  const notify = useCallback((text: string) => void message.success(text), [message]);
  const confirm = useCallback(
    (title: string, content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({ title, content, okText: '确定', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
      }),
    [modal],
  );
  return usePoolActions(role, { notify, confirm });
}

export type DesktopPoolActions = ReturnType<typeof useDesktopPoolActions>;

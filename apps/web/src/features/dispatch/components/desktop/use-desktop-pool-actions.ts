import { App } from 'antd';
import { useCallback } from 'react';
import { pc } from '@/lib/desktop-path';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { usePoolActions } from '../../hooks/use-pool-actions';
import type { PoolRole } from '../../model/pool';

/**
 * 抢单 and 屏蔽 with antd: success as a message, the block confirm as Modal.confirm (提示 / the row's text); an
 * intention order taken from the negotiators' pool opens its /pc confirm or edit page.
 */
export function useDesktopPoolActions(role: PoolRole | null) {
  const { message, modal } = App.useApp();
  const navigate = useAppNavigate();
  const notify = useCallback((text: string) => void message.success(text), [message]);
  const confirm = useCallback(
    (title: string, content: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({ title, content, okText: '确定', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
      }),
    [modal],
  );
  const open = useCallback((path: string) => navigate(pc(path)), [navigate]);
  return usePoolActions(role, { notify, confirm, open });
}

export type DesktopPoolActions = ReturnType<typeof useDesktopPoolActions>;

import { useCallback } from 'react';
import { DispatchMsg } from '@mts/shared/messages';
import { useBlock } from '../api/block';
import { useGrab } from '../api/grab';
import type { PoolRole } from '../model/pool';

type Ui = {
  /** Shows a success text (the client already toasts failures). */
  notify: (text: string) => void;
  /** Asks 提示 / the block text; resolves true on 确定. */
  confirm: (title: string, content: string) => Promise<boolean>;
};

/**
 * 抢单 and 屏蔽 of a pool row, the same on both apps (spec section 4): grab → 抢单成功 and the lists refresh;
 * block → confirm 提示 with the role's text → 屏蔽成功. A refused grab (taken by someone else) is toasted by the
 * client with the server's text and the row leaves the list. Returns the id being worked on, for button spinners.
 */
export function usePoolActions(role: PoolRole | null, ui: Ui) {
  const grab = useGrab();
  const blockRow = useBlock();
  const { notify, confirm } = ui;

  const grabRow = useCallback(
    async (id: number) => {
      if (!role) return false;
      try {
        await grab.mutateAsync({ id, identity: role.identity as 10 | 20 });
        notify(DispatchMsg.grabOk);
        return true;
      } catch {
        return false;
      }
    },
    [role, grab, notify],
  );

  const block = useCallback(
    async (id: number) => {
      if (!role) return false;
      if (!(await confirm(DispatchMsg.blockTitle, role.blockConfirm))) return false;
      try {
        await blockRow.mutateAsync({ bizMsgId: id, blockType: role.blockType as 10 | 20 });
        notify(DispatchMsg.blockOk);
        return true;
      } catch {
        return false;
      }
    },
    [role, blockRow, notify, confirm],
  );

  const busyId = grab.isPending ? grab.variables?.id : blockRow.isPending ? blockRow.variables?.bizMsgId : undefined;
  return { grab: grabRow, block, busyId };
}

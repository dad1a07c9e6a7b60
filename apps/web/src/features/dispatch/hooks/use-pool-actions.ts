import { useCallback } from 'react';
import { BlockType, FollowType, PoolRowKind } from '@mts/shared/constants';
import { DispatchMsg } from '@mts/shared/messages';
import { useBlock } from '../api/block';
import { useGrab } from '../api/grab';
import { afterGrabPath, blockOf, grabBodyOf, type PoolRole } from '../model/pool';
import { poolRowKey, type PoolRowRef } from '../model/pool-cache';

type Ui = {
  /** Shows a success text (the client already toasts failures). */
  notify: (text: string) => void;
  /** Asks 提示 / the block text; resolves true on 确定. */
  confirm: (title: string, content: string) => Promise<boolean>;
  /**
   * Opens the page a grab leads to (phone path; the desktop adds /pc): an intention order taken from the negotiators'
   * pool opens its confirm or edit page at once. Without it the list stays.
   */
  open?: (path: string) => void;
};

/**
 * 抢单 and 屏蔽 of a pool row, the same on both apps (spec section 4): grab → 抢单成功 and the lists refresh;
 * block → confirm 提示 with the row's text → 屏蔽成功. A row is known by kind + id: the negotiators' pool holds leads
 * and intention orders on goods without a negotiator (taken with type 30, blocked with type 20 and 确定屏蔽该条信息吗？,
 * then opened on their confirm / edit page). A refused grab (taken by someone else) is toasted by the client with
 * the server's text and the row leaves the list. Returns the key of the row being worked on, for button spinners.
 * `grab` resolves to true when the row was grabbed and the list stays (a lead), so the page may count it.
 */
export function usePoolActions(role: PoolRole | null, ui: Ui) {
  const grab = useGrab();
  const blockRow = useBlock();
  const { notify, confirm, open } = ui;

  const grabRow = useCallback(
    async (row: PoolRowRef) => {
      if (!role) return false;
      try {
        const result = await grab.mutateAsync(grabBodyOf(role, row));
        notify(DispatchMsg.grabOk);
        const next = afterGrabPath(result);
        if (next && open) {
          open(next);
          return false;
        }
        return true;
      } catch {
        return false;
      }
    },
    [role, grab, notify, open],
  );

  const block = useCallback(
    async (row: PoolRowRef) => {
      if (!role) return false;
      const { body, confirm: text } = blockOf(role, row);
      if (!(await confirm(DispatchMsg.blockTitle, text))) return false;
      try {
        await blockRow.mutateAsync(body);
        notify(DispatchMsg.blockOk);
        return true;
      } catch {
        return false;
      }
    },
    [role, blockRow, notify, confirm],
  );

  // The row in flight, by kind + id as the pool keys it (a grab's type 30 / a block's type 20 is an intention order).
  const pool = role?.kind ?? 'lead';
  const busyKey = grab.isPending
    ? grab.variables && poolRowKey({ id: grab.variables.id, kind: grab.variables.type === FollowType.Trade ? PoolRowKind.PreOrder : undefined }, pool)
    : blockRow.isPending
      ? blockRow.variables && poolRowKey({ id: blockRow.variables.bizMsgId, kind: blockRow.variables.blockType === BlockType.PreOrder ? PoolRowKind.PreOrder : undefined }, pool)
      : undefined;
  return { grab: grabRow, block, busyKey };
}

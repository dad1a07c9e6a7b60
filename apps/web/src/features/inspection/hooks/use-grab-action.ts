import { useCallback } from 'react';
import { MoneyMsg } from '@mts/shared/messages';
import { useGrabInspection } from '../api/grab-inspection';

/**
 * 领取 of an order, the same on both apps: success → 领取成功 (the row moves to 我的待验货); a refusal (409
 * 该订单已被其他验货员领取) is toasted by the client with the server's text and the list reloads without the row.
 * Returns the order id being grabbed, for the button's spinner.
 */
export function useGrabAction(notify: (text: string) => void) {
  const grab = useGrabInspection();
  const run = useCallback(
    async (orderId: number) => {
      try {
        await grab.mutateAsync(orderId);
        notify(MoneyMsg.grabOk);
        return true;
      } catch {
        return false;
      }
    },
    [grab, notify],
  );
  return { grab: run, busyId: grab.isPending ? grab.variables : undefined };
}

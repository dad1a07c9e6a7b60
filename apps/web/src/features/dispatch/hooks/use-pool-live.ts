import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PoolRowKind } from '@mts/shared/constants';
import { onRealtimeMessage, useRealtimeEvent } from '@/lib/realtime';
import { dispatchKeys } from '../api/keys';
import { dropFromPools } from '../model/pool-cache';

/**
 * Keeps the pools and my follow items live (trade-flow section 6): a lead or intention order taken or blocked
 * leaves every list at once (in the negotiators' pool by kind + id: an intention order on goods without a
 * negotiator never takes a lead with the same id along); a new one reloads the pool (it shows at the top); a follow item changed by the
 * server (returned to the pool by the sweep) reloads my follow items. Events are not replayed, so whenever the
 * socket is (re)authenticated (`ready`) the lists on screen reload: what happened while it was down, or before
 * it first connected, shows too. Mounted once per app (providers).
 */
export function usePoolLive() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.type === 'ready') void client.invalidateQueries({ queryKey: dispatchKeys.all });
      }),
    [client],
  );
  useRealtimeEvent((event) => {
    switch (event.type) {
      case 'lead.taken':
      case 'lead.blocked':
        dropFromPools(client, 'lead', event.id);
        return;
      case 'preOrder.taken':
        dropFromPools(client, 'preOrder', event.id);
        return;
      case 'preOrder.blocked':
        // Blocked by this user, in whichever pool his role shows it.
        dropFromPools(client, 'preOrder', event.id);
        dropFromPools(client, 'lead', event.id, PoolRowKind.PreOrder);
        return;
      case 'preOrder.poolTaken':
        dropFromPools(client, 'lead', event.id, PoolRowKind.PreOrder);
        return;
      case 'lead.new':
      case 'preOrder.poolNew':
        void client.invalidateQueries({ queryKey: dispatchKeys.leadPool() });
        return;
      case 'preOrder.new':
        void client.invalidateQueries({ queryKey: dispatchKeys.preOrderPool() });
        return;
      case 'follow.changed':
        void client.invalidateQueries({ queryKey: dispatchKeys.follows() });
        void client.invalidateQueries({ queryKey: dispatchKeys.follow(event.id) });
        return;
      default:
    }
  });
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, useRealtimeEvent } from '@/lib/realtime';
import { invalidateWallet } from '../api/keys';

/**
 * While a wallet page is open, an order's money move (paid, settled, refunded: pushed as `order.status` to its
 * buyer and seller) reloads the balance and the statement; so does every (re)connect, since missed pushes are not
 * replayed. An operator confirming a deposit or paying or refusing a withdrawal pushes `wallet.changed` to the owner.
 */
export function useWalletLive() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.type === 'ready') void invalidateWallet(client);
      }),
    [client],
  );
  useRealtimeEvent((event) => {
    if (event.type === 'order.status' || event.type === 'wallet.changed') void invalidateWallet(client);
  });
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, useRealtimeEvent } from '@/lib/realtime';
import { invalidateBalances, tradeKeys } from '../api/keys';

/**
 * The trade pages follow orders live: when a contract is generated, confirmed or returned, and when the order is
 * paid (wallet or a confirmed transfer), shipped, inspected, settled or refunded, the server pushes `order.status` to
 * the buyer, the seller and both business followers; their order lists, that order (with its transfer info) and
 * their balances reload, wherever they are. Every (re)connect reloads the order lists too, since missed pushes are
 * not replayed.
 */
export function useTradeLive() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.type === 'ready') void client.invalidateQueries({ queryKey: tradeKeys.orders() });
      }),
    [client],
  );
  useRealtimeEvent((event) => {
    if (event.type !== 'order.status') return;
    void client.invalidateQueries({ queryKey: tradeKeys.orders() });
    void client.invalidateQueries({ queryKey: tradeKeys.order(event.id) });
    // Payment freezes the buyer's money, settlement credits the seller, a refund releases it.
    void invalidateBalances(client);
  });
}

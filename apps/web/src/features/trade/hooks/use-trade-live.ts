import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, useRealtimeEvent } from '@/lib/realtime';
import { tradeKeys } from '../api/keys';

/**
 * The trade pages follow orders live: when a contract is generated, confirmed or returned (and later paid,
 * shipped, inspected), the server pushes `order.status` to the buyer, the seller and both business followers;
 * their order lists and that order reload, wherever they are. Every (re)connect reloads the order lists too,
 * since missed pushes are not replayed.
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
  });
}

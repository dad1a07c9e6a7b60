import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { invalidateBalances } from '../api/money-keys';

/**
 * Balances follow the orders live on the pages that show them (the pay page; the wallet pages may use it too): an
 * `order.status` push means an order of mine was paid (my money frozen), settled (the seller credited) or refunded,
 * so the balances reload. The order itself reloads through `useTradeLive`, mounted everywhere; this one lives with
 * the money pages, outside the phone home's first chunk.
 */
export function useMoneyLive() {
  const client = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === 'order.status') void invalidateBalances(client);
  });
}

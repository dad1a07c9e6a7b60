import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from '../api/keys';

/** The trade and inspection domains' root keys (a feature may not import another): orders changed from the console. */
const TRADE_ROOT = ['trade'] as const;
const INSPECTION_ROOT = ['inspection'] as const;

/** A console write: afterwards every console query reloads (queues, figures, the ledger), and the trade pages' lists. */
export function useAdminAction<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([invalidateAdmin(client), client.invalidateQueries({ queryKey: TRADE_ROOT }), client.invalidateQueries({ queryKey: INSPECTION_ROOT })]),
  });
}

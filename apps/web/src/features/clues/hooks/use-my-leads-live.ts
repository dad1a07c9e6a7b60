import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { clueKeys } from '../api/keys';

/**
 * A lead owner's 我的信息 follows its leads live: when a negotiator grabs one, publishes its goods, closes it or
 * it goes back to the pool, the server pushes `lead.status` to the owner and his lists and the lead reload.
 */
export function useMyLeadsLive() {
  const client = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type !== 'lead.status') return;
    void client.invalidateQueries({ queryKey: clueKeys.mine() });
    void client.invalidateQueries({ queryKey: clueKeys.record(event.id) });
  });
}

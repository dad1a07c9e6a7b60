import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, useRealtimeEvent } from '@/lib/realtime';
import { clueKeys } from '../api/keys';

/**
 * A lead owner's 我的信息 follows its leads live: when a negotiator grabs one, publishes its goods, closes it or
 * it goes back to the pool, the server pushes `lead.status` to the owner and his lists and the lead reload (and
 * on every (re)connect, since missed pushes are not replayed).
 */
export function useMyLeadsLive() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.type === 'ready') void client.invalidateQueries({ queryKey: clueKeys.mine() });
      }),
    [client],
  );
  useRealtimeEvent((event) => {
    if (event.type !== 'lead.status') return;
    void client.invalidateQueries({ queryKey: clueKeys.mine() });
    void client.invalidateQueries({ queryKey: clueKeys.record(event.id) });
  });
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage, useRealtimeEvent } from '@/lib/realtime';
import { inspectionKeys } from '../api/keys';

/**
 * The inspector's lists follow the orders live: the server pushes `order.status` to every inspector (audience
 * `inspectors`) when an order enters 待验货 (shipped) or leaves the unheld list (grabbed, reported), and to the
 * inspector holding an order on its moves; the lists reload. A (re)connect reloads them too (missed pushes are not
 * replayed). Mounted by the inspection pages (not app-wide: the phone home's first chunk stays as it is).
 */
export function useInspectionLive() {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.type === 'ready') void client.invalidateQueries({ queryKey: inspectionKeys.lists() });
      }),
    [client],
  );
  useRealtimeEvent((event) => {
    if (event.type === 'order.status') void client.invalidateQueries({ queryKey: inspectionKeys.lists() });
  });
}

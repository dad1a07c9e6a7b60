import { useCallback, useEffect, useRef, useState } from 'react';
import { onRealtimeMessage, sendPing, useRealtimeState } from '@/lib/realtime';
import { type DebugEntry, entryOf, MAX_DEBUG_ENTRIES } from '../model/debug';

/**
 * What the realtime debug page shows: the connection state, every message and state change received while
 * it is open (newest first, at most 200), the last pong, and a ping that reports whether it was sent.
 */
export function useRealtimeDebug() {
  const state = useRealtimeState();
  const [entries, setEntries] = useState<DebugEntry[]>([]);
  const [pong, setPong] = useState<string | null>(null);
  const seq = useRef(0);

  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.type === 'pong') setPong(message.at);
        const entry = entryOf(++seq.current, new Date(), message);
        setEntries((list) => [entry, ...list].slice(0, MAX_DEBUG_ENTRIES));
      }),
    [],
  );

  const ping = useCallback(() => sendPing(), []);
  const clear = useCallback(() => setEntries([]), []);
  return { state, entries, pong, ping, clear };
}

import { useCallback, useRef } from 'react';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random().toString(36).slice(2, 12)}`);

/**
 * The idempotency key of one money intent: made when a dialog opens (`renew`), kept for every submit of that
 * dialog (a double click or a retry after a network error sends the same key, so the server acts once).
 */
export function useIntentKey() {
  const key = useRef(newKey());
  const renew = useCallback(() => {
    key.current = newKey();
  }, []);
  const current = useCallback(() => key.current, []);
  return { current, renew };
}

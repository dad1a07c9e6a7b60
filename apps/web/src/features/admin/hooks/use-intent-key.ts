import { useCallback, useRef } from 'react';
import { newIdempotencyKey as newKey } from '@/lib/idempotency';

/**
 * The idempotency key of one money intent: made when a dialog opens (`renew`), kept for every submit of that
 * dialog (a double click or a retry after a network error sends the same key, so the server acts once). Keys come
 * from lib/idempotency (the same keys as the traders' money pages); a console dialog is one intent whatever is typed.
 */
export function useIntentKey() {
  const key = useRef(newKey());
  const renew = useCallback(() => {
    key.current = newKey();
  }, []);
  const current = useCallback(() => key.current, []);
  return { current, renew };
}

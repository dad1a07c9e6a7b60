import { lazy, Suspense, useCallback, useState } from 'react';
import type { RealtimeEvent } from '@mts/shared/realtime';
import { useRealtimeEvent } from '@/lib/realtime';

/** The notice's code (and 行情's shared texts) load when the first fired alert arrives, never with a first page. */
const MarketAlertNotice = lazy(() => import('./alert-notice'));
type MarketAlertEvent = Extract<RealtimeEvent, { type: 'market.alert' }>;

/**
 * 行情's fired price alerts (realtime `market.alert`, issue 25) on whatever page is open: mounted once by each app's
 * frame (the phone's shell, the desktop's layout). A few hundred bytes in the frame's chunk.
 */
export function MarketAlertHost({ base }: { base: '' | '/pc' }) {
  const [event, setEvent] = useState<MarketAlertEvent | null>(null);
  useRealtimeEvent((e) => {
    if (e.type === 'market.alert') setEvent(e);
  });
  const close = useCallback(() => setEvent(null), []);
  return event ? (
    <Suspense fallback={null}>
      <MarketAlertNotice event={event} base={base} onClose={close} />
    </Suspense>
  ) : null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime';
import { rfqKeys } from '../api/keys';

/**
 * 询价 as it moves (the RFQ pages): `rfq.new` (a seller received an RFQ for a part he holds) reloads the lists and
 * calls `onNew` (the page's prompt: 您有新的询价!); `rfq.quote` (a quote on my RFQ, or my quote accepted / not chosen)
 * reloads the lists and that RFQ's detail.
 */
export function useRfqLive(onNew?: (rfqId: number) => void) {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === 'rfq.new') {
      void queryClient.invalidateQueries({ queryKey: rfqKeys.list() });
      onNew?.(event.id);
    } else if (event.type === 'rfq.quote') {
      void queryClient.invalidateQueries({ queryKey: rfqKeys.list() });
      void queryClient.invalidateQueries({ queryKey: rfqKeys.detail(event.rfqId) });
    }
  });
}

/** The words of the prompt a seller gets for a new RFQ. */
export const NEW_RFQ_PROMPT = { title: '您有新的询价!', content: '有买家在询价您持有的型号，报价截止前可以报价。', confirmText: '去报价' } as const;

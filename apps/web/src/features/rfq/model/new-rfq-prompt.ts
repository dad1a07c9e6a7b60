import { useLocation } from 'react-router';
import { useRfqLive } from './rfq-live';

/**
 * The app-wide 您有新的询价! (issue 24): a `rfq.new` push (an RFQ for a part number the seller holds) reloads the RFQ
 * lists and asks `open` to prompt, unless the seller is already on that RFQ's page (`base` + /rfq/:id).
 */
export function useNewRfqPrompt(base: '' | '/pc', open: (rfqId: number) => void) {
  const { pathname } = useLocation();
  useRfqLive((rfqId) => {
    if (pathname !== `${base}/rfq/${rfqId}`) open(rfqId);
  });
}

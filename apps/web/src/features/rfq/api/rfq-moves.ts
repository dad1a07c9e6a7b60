import type { Envelope, PreOrderRow, RfqQuote, RfqQuoteBody, RfqRow } from '@mts/shared/schemas';
import { http } from '@/lib/http';

const post = async <T,>(url: string, body: unknown) => (await http.post<Envelope<T>>(url, body)).data.data;

/** POST /rfq/quote: the seller's quote (a second call updates it while the RFQ is open). */
export const submitQuote = (body: RfqQuoteBody) => post<RfqQuote>('/rfq/quote', body);

/** POST /rfq/accept {quoteId}: the buyer takes one quote → the intention order made from it. */
export const acceptQuote = (quoteId: number) => post<{ preOrder: PreOrderRow }>('/rfq/accept', { quoteId });

/** POST /rfq/close {id}: the buyer ends his RFQ. */
export const closeRfq = (id: number) => post<RfqRow>('/rfq/close', { id });

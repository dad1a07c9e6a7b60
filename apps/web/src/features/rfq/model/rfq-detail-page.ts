import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RfqMsg } from '@mts/shared/messages';
import type { PreOrderRow, RfqQuote } from '@mts/shared/schemas';
import { RfqStatus } from '@mts/shared/status';
import { useSession } from '@/lib/session';
import { useRfqDetail } from '../api/get-rfq-detail';
import { BOM_ROOT, rfqKeys, TRADE_ROOT } from '../api/keys';
import { acceptQuote, closeRfq, submitQuote } from '../api/rfq-moves';
import { quoteBodyOf, quoteValuesOf, type QuoteField, type QuoteValues } from './quote-form';
import { isOpen } from './rfq-facts';
import type { RfqEnv } from './rfq-env';
import { useNow } from './rfq-list-page';
import { useRfqLive } from './rfq-live';

const attempt = async <T,>(change: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await change();
  } catch {
    return undefined;
  }
};

/**
 * 询价详情 (both apps, /rfq/:id). The buyer: every quote best first with 最低价 and 交期最快 marked, 采纳 (the app
 * confirms first) → the intention order, 关闭询价. A seller: his own quote and its state, and the quote form
 * prefilled from the RFQ (提交报价 / 修改报价) while it is open; after the deadline 已截止 in its place. Quotes and
 * moves by others arrive over the websocket.
 */
export function useRfqDetailPage(id: number, env: RfqEnv) {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.userId);
  const detail = useRfqDetail(id, id > 0);
  const data = detail.data;
  const rfq = data?.rfq;
  useRfqLive();
  const now = useNow(15_000);
  const invalidate = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: rfqKeys.all }), queryClient.invalidateQueries({ queryKey: TRADE_ROOT }), queryClient.invalidateQueries({ queryKey: BOM_ROOT })]);

  const open = rfq ? isOpen(rfq, now) : false;
  // The reply names the caller's side: a seller's row carries myQuote (null before he quotes), the buyer's none.
  const isBuyer = !!rfq && rfq.myQuote === undefined;
  const mine: RfqQuote | null = rfq && !isBuyer ? (rfq.myQuote ?? data?.quotes.find((q) => q.sellerId === userId) ?? null) : null;

  // The quote form, started from his quote or the RFQ once the detail is here.
  const [values, setValues] = useState<QuoteValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<QuoteField, string>>>({});
  const form = values ?? (rfq ? quoteValuesOf(rfq, mine) : null);
  const quote = useMutation({ mutationFn: submitQuote, onSettled: invalidate });
  const sendQuote = async () => {
    if (!form || !rfq) return false;
    const checked = quoteBodyOf(rfq.id, form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    const had = !!mine;
    const saved = await attempt(() => quote.mutateAsync(checked.body));
    if (!saved) return false;
    setValues(null);
    env.notify(had ? RfqMsg.quoteUpdated : RfqMsg.quoteOk);
    return true;
  };

  const [accepted, setAccepted] = useState<PreOrderRow | null>(null);
  const accept = useMutation({ mutationFn: acceptQuote, onSettled: invalidate });
  const acceptOne = async (quoteId: number) => {
    const done = await attempt(() => accept.mutateAsync(quoteId));
    if (!done) return false;
    setAccepted(done.preOrder);
    env.notify(RfqMsg.acceptOk);
    return true;
  };

  const close = useMutation({ mutationFn: closeRfq, onSettled: invalidate });
  const closeIt = async () => {
    if (!rfq) return false;
    const done = await attempt(() => close.mutateAsync(rfq.id));
    if (done) env.notify(RfqMsg.closeOk);
    return !!done;
  };

  return {
    id,
    detail,
    rfq,
    quotes: data?.quotes ?? [],
    bestPriceId: data?.bestPriceId ?? null,
    fastestId: data?.fastestId ?? null,
    isBuyer,
    open,
    now,
    /** The buyer may accept a quote (open, with quotes). */
    canAccept: !!data?.canAccept && open,
    canClose: !!data?.canClose && open,
    /** A seller may quote (open, not his own RFQ). */
    canQuote: !!data?.canQuote && open,
    /** The seller's view after the deadline (or once the RFQ ended): 已截止 instead of the form. */
    ended: !!rfq && !open,
    expired: rfq?.status === RfqStatus.Expired || (!!rfq && rfq.status === RfqStatus.Open && !open),
    mine,
    form,
    errors,
    setField: <K extends QuoteField>(field: K, value: QuoteValues[K]) => {
      setValues({ ...(form as QuoteValues), [field]: value });
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    sendQuote,
    quoting: quote.isPending,
    acceptOne,
    accepting: accept.isPending,
    accepted,
    closeIt,
    closing: close.isPending,
    preOrderPath: (preOrderId: number) => `${env.base}/preOrderDetail/${preOrderId}`,
    listPath: `${env.base}/rfq`,
  };
}

export type RfqDetailPage = ReturnType<typeof useRfqDetailPage>;

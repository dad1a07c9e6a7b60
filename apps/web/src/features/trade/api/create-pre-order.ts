import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, PreOrderCreateInput, PreOrderFromCartBody, PreOrderQuoteInput, PreOrderRow } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateTrade } from './keys';

/** POST /preOrder/create: buy now (立即购买) on a 货源 → one intention order 待确认 (buyer = caller). */
export async function createPreOrder(body: PreOrderCreateInput) {
  const res = await http.post<Envelope<PreOrderRow>>('/preOrder/create', body);
  return res.data.data;
}

/** POST /preOrder/quote: 我要报价 on a 求购 → one intention order 待确认 (seller = caller). */
export async function quotePreOrder(body: PreOrderQuoteInput) {
  const res = await http.post<Envelope<PreOrderRow>>('/preOrder/quote', body);
  return res.data.data;
}

/** POST /preOrder/fromCart {cartIds, …}: one intention order per goods (all or none); the lines leave the cart. */
export async function preOrdersFromCart(body: PreOrderFromCartBody) {
  const res = await http.post<Envelope<{ list: PreOrderRow[] }>>('/preOrder/fromCart', body);
  return res.data.data.list;
}

export function useCreatePreOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPreOrder, onSuccess: () => invalidateTrade(client) });
}

export function useQuotePreOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: quotePreOrder, onSuccess: () => invalidateTrade(client) });
}

export function usePreOrdersFromCart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: preOrdersFromCart, onSuccess: () => invalidateTrade(client) });
}

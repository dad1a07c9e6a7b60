import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAddBody, CartLine, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { tradeKeys } from './keys';

/** POST /cart/add {goodsId, goodsNum}: a 货源 on the shelf, not the caller's own; the same goods merges its line. */
export async function addToCart(body: CartAddBody) {
  const res = await http.post<Envelope<CartLine>>('/cart/add', body);
  return { line: res.data.data, msg: res.data.msg };
}

export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: () => client.invalidateQueries({ queryKey: tradeKeys.cart() }) });
}

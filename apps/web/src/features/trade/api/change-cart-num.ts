import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartChangeNumBody, CartLine, Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { tradeKeys } from './keys';

/** POST /cart/changeNum {goodsNum, goodsId, goodsSkuId}: the stepper (1 … available). */
export async function changeCartNum(body: CartChangeNumBody) {
  const res = await http.post<Envelope<CartLine>>('/cart/changeNum', body);
  return res.data.data;
}

/** The line in the cached cart takes the server's answer; a refusal reloads the cart (the stepper shows the truth). */
export function useChangeCartNum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeCartNum,
    onSuccess: (line) =>
      client.setQueryData<{ list: CartLine[] }>(tradeKeys.cart(), (old) => old && { list: old.list.map((l) => (l.id === line.id ? line : l)) }),
    onError: () => client.invalidateQueries({ queryKey: tradeKeys.cart() }),
  });
}

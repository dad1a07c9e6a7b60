import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, StockEditBody, StockGoodsRow } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { stockKeys } from './keys';

/** POST /stock/edit {id, priceMin?, priceUnit?, quantity?} (price in cents, null 面议) → the line as it now is. */
export const editStock = async (body: StockEditBody) => (await http.post<Envelope<StockGoodsRow>>('/stock/edit', body)).data.data;

/** Reloads 我的库存 once done or refused. */
export function useEditStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editStock, onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.list() }) });
}

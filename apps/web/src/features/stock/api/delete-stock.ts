import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { stockKeys } from './keys';

/** POST /stock/delete {ids}: the lines leave 我的库存 and the market → how many changed. */
export const deleteStock = async (ids: number[]) => (await http.post<Envelope<{ changed: number }>>('/stock/delete', { ids })).data.data;

/** Reloads 我的库存 once done or refused. */
export function useDeleteStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStock, onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.list() }) });
}

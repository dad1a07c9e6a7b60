import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { stockKeys } from './keys';

/** POST /stock/shelf {ids, status}: 0 上架, 1 下架 (lines already there are left alone) → how many changed. */
export const setStockShelf = async (body: { ids: number[]; status: 0 | 1 }) => (await http.post<Envelope<{ changed: number }>>('/stock/shelf', body)).data.data;

/** Reloads 我的库存 (every cached page, table and phone list) once done or refused. */
export function useSetStockShelf() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setStockShelf, onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.list() }) });
}

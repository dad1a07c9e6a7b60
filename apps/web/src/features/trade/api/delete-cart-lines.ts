import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { tradeKeys } from './keys';

/** POST /cart/delete {ids}: the caller's selected lines (all or none). */
export async function deleteCartLines(ids: number[]) {
  const res = await http.post<Envelope<{ deleted: number }>>('/cart/delete', { ids });
  return { deleted: res.data.data.deleted, msg: res.data.msg };
}

export function useDeleteCartLines() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCartLines, onSettled: () => client.invalidateQueries({ queryKey: tradeKeys.cart() }) });
}

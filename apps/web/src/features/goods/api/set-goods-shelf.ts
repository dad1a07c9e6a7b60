import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { goodsKeys } from './keys';

/** POST /goods/{id}/shelf {status: 0 上架 | 1 下架}. */
export async function setGoodsShelf({ id, status }: { id: number; status: 0 | 1 }) {
  const res = await http.post<Envelope<{ id: number; status: number; statusText: string }>>(`/goods/${id}/shelf`, { status });
  return res.data.data;
}

export function useSetGoodsShelf() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setGoodsShelf, onSuccess: () => client.invalidateQueries({ queryKey: goodsKeys.mine() }) });
}

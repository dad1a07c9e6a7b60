import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, FollowNote, PublishGoodsBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { dispatchKeys } from './keys';

/** POST /follow/{id}/notes {content}: a follow record (跟进记录); the lead no longer times out. */
export async function addFollowNote(input: { id: number; content: string }) {
  const res = await http.post<Envelope<FollowNote>>(`/follow/${input.id}/notes`, { content: input.content });
  return res.data.data;
}

/** POST /follow/{id}/close {reason}: the negotiator closes the lead as 无效. */
export async function closeFollow(input: { id: number; reason: string }) {
  const res = await http.post<Envelope<{ id: number; status: number; statusText: string }>>(`/follow/${input.id}/close`, { reason: input.reason });
  return res.data.data;
}

export type PublishGoodsResult = { goodsId: number; clueId: number; followId: number };

/** POST /follow/publishGoods {clueId, form}: the verified lead goes on the shelf, owned by its owner. */
export async function publishGoods(body: PublishGoodsBody) {
  const res = await http.post<Envelope<PublishGoodsResult>>('/follow/publishGoods', body);
  return res.data.data;
}

/** After any change to a follow item: the item, my follow lists and (for the owner's side) leads and goods. */
function useInvalidateFollow() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: dispatchKeys.follow(id) }),
      client.invalidateQueries({ queryKey: dispatchKeys.follows() }),
    ]);
}

export function useAddFollowNote() {
  const invalidate = useInvalidateFollow();
  return useMutation({ mutationFn: addFollowNote, onSuccess: (_d, input) => invalidate(input.id) });
}

export function useCloseFollow() {
  const invalidate = useInvalidateFollow();
  return useMutation({ mutationFn: closeFollow, onSuccess: (_d, input) => invalidate(input.id) });
}

export function usePublishGoods() {
  const client = useQueryClient();
  const invalidate = useInvalidateFollow();
  return useMutation({
    mutationFn: publishGoods,
    // New goods on the shelf change lists everywhere (search, home, the owner's leads): everything cached is
    // stale; only the pages on screen reload now.
    onSuccess: (result) => Promise.all([invalidate(result.followId), client.invalidateQueries()]),
  });
}

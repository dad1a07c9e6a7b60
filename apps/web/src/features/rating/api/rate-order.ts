import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, RateBody, Rating } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateRatings } from './keys';

/**
 * POST /order/rate {orderId, target, stars, tags, text}: the buyer or the seller of a 已完成 order, once per target
 * (twice → 409 您已评价过，不能重复评价); a staff or negotiator rating recomputes his 好评等级. → the rating.
 */
export async function rateOrder(body: RateBody) {
  const res = await http.post<Envelope<Rating>>('/order/rate', body);
  return res.data.data;
}

/** Rate; afterwards (done or refused) the lists reload, so the row shows what the server has. */
export function useRateOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rateOrder, onSettled: () => invalidateRatings(client) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, InspectionRow } from '@mts/shared/schemas';
import { ApiError, http } from '@/lib/http';
import { invalidateInspection } from './keys';

/** POST /mtsGoods/yanhuoGrab {orderId}: an inspector takes a 待验货 order nobody holds (held by another → 409 该订单已被其他验货员领取). */
export async function grabInspection(orderId: number) {
  const res = await http.post<Envelope<InspectionRow>>('/mtsGoods/yanhuoGrab', { orderId });
  return res.data.data;
}

/**
 * 领取 with the lists kept true: on success the order moves from 待领取 to 我的待验货; on a refusal (another inspector
 * was faster, or the order left 待验货: 404/409, toasted by the client with the server's text) the lists reload, so
 * the row leaves 待领取.
 */
export function useGrabInspection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: grabInspection,
    onSuccess: () => invalidateInspection(client),
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 404 || error.code === 409)) return invalidateInspection(client);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { Envelope, ShopApplication, ShopApplyBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /shop/apply: apply to become a negotiator (shopStatus 0 while under review). */
export async function applyForShop(body: ShopApplyBody) {
  const res = await http.post<Envelope<ShopApplication>>('/shop/apply', body);
  return res.data;
}

export const useApplyForShop = () => useMutation({ mutationFn: applyForShop });

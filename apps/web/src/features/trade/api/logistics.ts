import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverBody, Envelope, InspectionCentre, OrderDelivery, OrderDeliveryBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateMoney } from './money-keys';
import type { OrderStatusReply } from './pay-order';

/** GET /inspection/centres: the platform's shown inspection centres (name, address, contact, hours), for the ship dialog. */
export async function getCentres() {
  const res = await http.get<Envelope<InspectionCentre[]>>('/inspection/centres');
  return res.data.data;
}

/** The centres change rarely (the console): kept for ten minutes, loaded when a ship dialog may open. */
export function useCentres(enabled = true) {
  return useQuery({ queryKey: ['trade', 'centres'], queryFn: getCentres, enabled, staleTime: 600_000 });
}

/** POST /order/delivery: the buyer's 收货方式 (快递寄送 to an address or 买家自提 at the centre), until the platform ships. */
export async function setDelivery(body: OrderDeliveryBody) {
  const res = await http.post<Envelope<OrderDelivery>>('/order/delivery', body);
  return res.data.data;
}

export function useSetDelivery() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setDelivery, onSettled: () => invalidateMoney(client) });
}

/** POST /order/deliver: 平台发货 by the inspector who passed the order or an operator (待平台发货 → 待收货). */
export async function deliverOrder(body: DeliverBody) {
  const res = await http.post<Envelope<OrderStatusReply>>('/order/deliver', body);
  return res.data;
}

export function useDeliverOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deliverOrder, onSettled: () => invalidateMoney(client) });
}

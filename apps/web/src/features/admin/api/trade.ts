import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLeadRow, AdminOrderRow, AdminUserRow, Envelope, InspectionRow } from '@mts/shared/schemas';
import { getRows, http } from '@/lib/http';
import { adminKeys, invalidateAdmin } from './keys';

type Page = { pageNum: number; pageSize: number };
export type LeadParams = Page & { status?: number; keyword?: string; minAgeHours?: number; sort?: 'oldest' | 'newest' };
export type OrderParams = Page & { status?: number; keyword?: string };
export type InspectionParams = Page & { tab: number };

const paged = <T,>(key: readonly unknown[], url: string, params: object) =>
  ({ queryKey: key, queryFn: () => getRows<T>(url, params), placeholderData: keepPreviousData, staleTime: 0 }) as const;

/** GET /admin/leads: leads by status with their negotiator and age (oldest first by default). */
export const useAdminLeads = (params: LeadParams) => useQuery(paged<AdminLeadRow>(adminKeys.leads(params), '/admin/leads', params));
/** GET /admin/orders: every order, newest first (the history: GET /order/detail, the order page). */
export const useAdminOrders = (params: OrderParams) => useQuery(paged<AdminOrderRow>(adminKeys.orders(params), '/admin/orders', params));
/** GET /admin/inspections?tab: 0 待验货 unheld (oldest shipped first), 1 held, 2 inspected (with the report). */
export const useAdminInspections = (params: InspectionParams) => useQuery(paged<InspectionRow>(adminKeys.inspections(params), '/admin/inspections', params));

/** Active staff of one role (negotiators to reassign a lead to, inspectors to assign an order to): the first 100. */
export const useStaff = (businessType: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.staff(businessType),
    queryFn: () => getRows<AdminUserRow>('/admin/users', { businessType, status: 0, pageNum: 1, pageSize: 100 }),
    enabled,
    staleTime: 60_000,
  });

/** POST /admin/leads/{id}/release {reason}: a 已派单 lead back to the pool. */
export const releaseLead = ({ id, reason }: { id: number; reason: string }) => http.post<Envelope<AdminLeadRow>>(`/admin/leads/${id}/release`, { reason }).then((r) => r.data);
/** POST /admin/leads/{id}/reassign {negotiatorId, reason}. */
export const reassignLead = ({ id, negotiatorId, reason }: { id: number; negotiatorId: number; reason: string }) =>
  http.post<Envelope<AdminLeadRow>>(`/admin/leads/${id}/reassign`, { negotiatorId, reason }).then((r) => r.data);
/** POST /order/cancel {orderId, reason}: a cancellation both parties agreed on, paid and unshipped (待发货 → 退款中). */
export const cancelOrder = (body: { orderId: number; reason: string; idempotencyKey: string }) => http.post('/order/cancel', body);
/** POST /order/refund {orderId}: 退款中 → 已关闭, the buyer's money back to his available balance. */
export const refundOrder = (body: { orderId: number; idempotencyKey: string }) => http.post('/order/refund', body);
/** POST /mtsGoods/yanhuoGrab {orderId, inspectorId}: an operator assigns a 待验货 order to an inspector. */
export const assignInspection = (body: { orderId: number; inspectorId: number }) => http.post<Envelope<InspectionRow>>('/mtsGoods/yanhuoGrab', body);

/** A console write that reloads every console query (and the trade pages' lists) afterwards. */
export function useAdminAction<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([invalidateAdmin(client), client.invalidateQueries({ queryKey: ['trade'] }), client.invalidateQueries({ queryKey: ['inspection'] })]),
  });
}

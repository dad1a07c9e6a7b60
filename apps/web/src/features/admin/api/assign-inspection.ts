import type { Envelope, InspectionRow } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useAdminAction } from '../hooks/use-admin-action';

/** POST /mtsGoods/yanhuoGrab {orderId, inspectorId}: an operator assigns a 待验货 order to an inspector (audited). */
export const assignInspection = (body: { orderId: number; inspectorId: number }) => http.post<Envelope<InspectionRow>>('/mtsGoods/yanhuoGrab', body);
export const useAssignInspection = () => useAdminAction(assignInspection);

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, InspectionBody, InspectionReport } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { invalidateInspection } from './keys';

/**
 * POST /mtsGoods/yanhuo: the inspector's report, once (a second → 409 该订单已提交验货报告). Pass → 待收货, fail →
 * 退款中. The reply's msg (验货通过，等待买方确认收货 / 验货不通过，订单进入退款) is what the page shows.
 */
export async function fileReport(body: InspectionBody) {
  const res = await http.post<Envelope<InspectionReport>>('/mtsGoods/yanhuo', body);
  return { report: res.data.data, msg: res.data.msg };
}

/** The report; afterwards (filed or refused) the lists and the order reload, so the page shows what the server has. */
export function useFileReport() {
  const client = useQueryClient();
  return useMutation({ mutationFn: fileReport, onSettled: () => invalidateInspection(client) });
}

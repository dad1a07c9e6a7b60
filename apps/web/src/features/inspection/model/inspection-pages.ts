import { useSearchParams } from 'react-router';
import type { InspectionBody } from '@mts/shared/schemas';
import { positiveParam } from '@/lib/query-params';
import { useListQuery } from '@/lib/use-list-query';
import { useFileReport } from '../api/file-report';
import { useGrabAction } from '../hooks/use-grab-action';
import { inspectionTabFromQuery } from './inspection-view';

/** 我的验货's tab (?tab=: 待领取, 我的待验货, 我已验货) and the desktop table's page (?page=). */
export const useInspectionsQuery = (options?: { replace?: boolean }) => useListQuery('tab', inspectionTabFromQuery, options);

/**
 * 验货详情 (?id=): the order's id, 领取 (with its spinner's order id) and the report's submit, each saying the
 * server's words on success; a refused report rejects (the form stays, the client toasted why).
 */
export function useInspectionDetailPage(notify: (text: string) => void) {
  const [params] = useSearchParams();
  const fileReport = useFileReport();
  const { grab, busyId } = useGrabAction(notify);
  return {
    id: positiveParam(params.get('id')),
    grab: (orderId: number) => void grab(orderId),
    grabbingId: busyId,
    submitReport: async (body: InspectionBody) => {
      const { msg } = await fileReport.mutateAsync(body);
      notify(msg);
    },
  };
}

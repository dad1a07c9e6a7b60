import { useSearchParams } from 'react-router';
import { GoodsType } from '@mts/shared/constants';
import { positiveParam } from '@/lib/query-params';
import { useClueRecord } from '../api/get-clue-record';

/**
 * 发布成功 (…/source/publishSuccess?id=…&type=1|2), both apps: the lead just published and its type, the saved
 * record's once it loads, else the address's (求购 for type=2, else 货源).
 */
export function usePublishSuccess() {
  const [params] = useSearchParams();
  const id = positiveParam(params.get('id'));
  const record = useClueRecord(id);
  const type = record.data?.type ?? (params.get('type') === '2' ? GoodsType.Demand : GoodsType.Supply);
  return { id, record: record.data, type };
}

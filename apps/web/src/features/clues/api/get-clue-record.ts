import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClueRecord } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { clueKeys } from './keys';

/** GET /clue/{id} as the full record (the owner sees every field and canEdit). */
export const getClueRecord = (id: number) => getData<ClueRecord>(`/clue/${id}`);

export const clueRecordQueryOptions = (id: number) =>
  queryOptions({ queryKey: clueKeys.record(id), queryFn: () => getClueRecord(id), enabled: id > 0 });

export const useClueRecord = (id: number) => useQuery(clueRecordQueryOptions(id));

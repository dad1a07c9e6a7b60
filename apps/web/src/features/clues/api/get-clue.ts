import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClueDetail } from '@mts/shared/schemas';
import { getData } from '@/lib/http';

export const getClue = (id: number) => getData<ClueDetail>(`/clue/${id}`);

export const clueQueryOptions = (id: number) => queryOptions({ queryKey: ['clue', id], queryFn: () => getClue(id), enabled: id > 0 });

export const useClue = (id: number) => useQuery(clueQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowDetail } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { dispatchKeys } from './keys';

/** GET /follow/{id}: the item, the lead in full, the follow record and what the caller may do (holder or operator only). */
export const getFollowDetail = (id: number) => getData<FollowDetail>(`/follow/${id}`);

export const followDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: dispatchKeys.follow(id), queryFn: () => getFollowDetail(id), enabled: id > 0, retry: false });

export const useFollowDetail = (id: number) => useQuery(followDetailQueryOptions(id));

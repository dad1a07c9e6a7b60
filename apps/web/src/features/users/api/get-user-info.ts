import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, UserInfo } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useSession } from '@/lib/session';

/** GET /user/getUserInfo → data.userInfo. */
export async function getUserInfo() {
  const res = await http.get<Envelope<{ userInfo: UserInfo }>>('/user/getUserInfo');
  return res.data.data.userInfo;
}

export const userInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['user-info', token], queryFn: getUserInfo, enabled: token.length > 0 });

export function useUserInfo() {
  const token = useSession((s) => s.user?.token ?? '');
  return useQuery(userInfoQueryOptions(token));
}

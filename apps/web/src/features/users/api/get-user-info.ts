import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, UserInfo } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { useSession } from '@/lib/session';
import { userKeys } from './keys';

/** GET /user/getUserInfo → data.userInfo. */
export async function getUserInfo() {
  const res = await http.get<Envelope<{ userInfo: UserInfo }>>('/user/getUserInfo');
  return res.data.data.userInfo;
}

export const userInfoQueryOptions = (loggedIn = true) => queryOptions({ queryKey: userKeys.info(), queryFn: getUserInfo, enabled: loggedIn });

export function useUserInfo() {
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return useQuery(userInfoQueryOptions(loggedIn));
}

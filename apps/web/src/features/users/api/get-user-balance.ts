import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBalance } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { useSession } from '@/lib/session';
import { userKeys } from './keys';

export const getUserBalance = () => getData<UserBalance>('/user/getUserBalance');

export const userBalanceQueryOptions = (loggedIn = true) =>
  queryOptions({ queryKey: userKeys.balance(), queryFn: getUserBalance, enabled: loggedIn });

export function useUserBalance() {
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  return useQuery(userBalanceQueryOptions(loggedIn));
}

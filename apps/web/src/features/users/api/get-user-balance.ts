import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBalance } from '@mts/shared/schemas';
import { getData } from '@/lib/http';
import { useSession } from '@/lib/session';

export const getUserBalance = () => getData<UserBalance>('/user/getUserBalance');

export const userBalanceQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['user-balance', token], queryFn: getUserBalance, enabled: token.length > 0 });

export function useUserBalance() {
  const token = useSession((s) => s.user?.token ?? '');
  return useQuery(userBalanceQueryOptions(token));
}

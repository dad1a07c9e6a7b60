import { poolRoleOf } from '@/features/dispatch/model/pool';
import { useUserDetails } from '@/features/users/hooks/use-current-user';
import { useSession } from '@/lib/session';

/** The /pc prefix on a phone path of the dispatch model (pendingPath, detailPath, follow actions). */
export const pc = (path: string) => `/pc${path}`;

/**
 * The logged-in user and his dispatch role (negotiator: leads, business follower: intention orders, else null),
 * from the latest user details (an approval shows without logging in again), the stored login until they load.
 */
export function useFollowRole() {
  const info = useUserDetails();
  const user = useSession((s) => s.user);
  const businessType = info.data?.businessType ?? user?.businessType;
  return { user, details: info.data, role: poolRoleOf(businessType) };
}

import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken, useSession } from '@/lib/session';
import { userInfoQueryOptions, useUserInfo } from '@/features/users/api/get-user-info';

/**
 * The logged-in user (login reply merged with the latest details), or null. Pages that show the user's
 * role or application state reload /user/getUserInfo on entry, so an approval or a new application shows
 * without logging in again; a revoked token answers 401 and the client sends the phone to /login.
 */
export function useCurrentUser() {
  const user = useSession((s) => s.user);
  const setDetails = useSession((s) => s.setDetails);
  const info = useUserInfo();
  useEffect(() => {
    if (info.data) setDetails(info.data);
  }, [info.data, setDetails]);
  return user;
}

/** Reloads the details after a change the server made (verification, application) and stores them. */
export function useRefreshDetails() {
  const queryClient = useQueryClient();
  const setDetails = useSession((s) => s.setDetails);
  return useCallback(async () => {
    try {
      setDetails(await queryClient.fetchQuery({ ...userInfoQueryOptions(getToken()), staleTime: 0 }));
    } catch {
      // Toasted by the client; the page shows what it had.
    }
  }, [queryClient, setDetails]);
}

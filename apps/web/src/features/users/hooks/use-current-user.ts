import { useCallback, useEffect } from 'react';
import { isVerified } from '@mts/shared/status';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { userInfoQueryOptions, useUserInfo } from '../api/get-user-info';

/**
 * Loads /user/getUserInfo on entry and stores it in the session (setDetails), so an approval, a real-name check
 * or a new application shows without logging in again, and a revoked token answers 401. Returns the query for
 * pages that show its loading and failure states (the desktop user centre, the publish gate).
 */
export function useUserDetails() {
  const setDetails = useSession((s) => s.setDetails);
  const info = useUserInfo();
  useEffect(() => {
    if (info.data) setDetails(info.data);
  }, [info.data, setDetails]);
  return info;
}

/** The logged-in user (login reply merged with the latest details, reloaded on entry), or null. */
export function useCurrentUser() {
  useUserDetails();
  return useSession((s) => s.user);
}

/** Reloads the details after a change the server made (verification, application) and stores them. */
export function useRefreshDetails() {
  const queryClient = useQueryClient();
  const setDetails = useSession((s) => s.setDetails);
  return useCallback(async () => {
    try {
      setDetails(await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 }));
    } catch {
      // Toasted by the client; the page shows what it had.
    }
  }, [queryClient, setDetails]);
}

/**
 * The stored login and the latest details (an approval shows without logging in again), and the business type
 * from the details, the stored login's until they load.
 */
export function useUserAndDetails() {
  const info = useUserDetails();
  const user = useSession((s) => s.user);
  return { user, details: info.data, businessType: info.data?.businessType ?? user?.businessType };
}

/**
 * Whether the user may publish (authnStatus 1): the fresh /user/getUserInfo decides (verified elsewhere since
 * login counts); the stored one only when the server cannot be asked; undefined while it loads.
 */
export function useAuthnStatus() {
  const info = useUserDetails();
  const stored = useSession((s) => s.details?.authnStatus ?? s.user?.authnStatus);
  const authnStatus = info.data?.authnStatus ?? (info.isError ? stored : undefined);
  return { authnStatus, verified: isVerified({ authnStatus }) };
}

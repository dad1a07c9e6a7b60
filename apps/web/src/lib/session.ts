import { create } from 'zustand';
import type { LoginResult, UserInfo } from '@mts/shared/schemas';
import { storedUser } from './storage';

/**
 * The logged-in session (zustand holds the session only; server data lives in TanStack Query).
 * `user` is the login reply (token + user fields), `details` the latest /user/getUserInfo.
 * Both persist in local storage under the spec's keys.
 */
type SessionState = {
  user: LoginResult | null;
  details: UserInfo | null;
  login: (result: LoginResult) => void;
  setDetails: (details: UserInfo) => void;
  clear: () => void;
};

export const useSession = create<SessionState>((set, get) => ({
  user: storedUser.info<LoginResult>(),
  details: storedUser.details<UserInfo>(),
  login: (user) => {
    storedUser.save(user);
    set({ user });
  },
  setDetails: (details) => {
    const user = get().user;
    const merged = user ? { ...user, ...details } : null;
    if (merged) storedUser.save(merged, details);
    set({ details, user: merged });
  },
  clear: () => {
    storedUser.clear();
    set({ user: null, details: null });
  },
}));

export const getToken = () => useSession.getState().user?.token ?? '';

/** The contact a form of the user's own starts with: the verified real name (张新民), else the nickname (用户5678). */
export const contactNameOf = (user: Pick<UserInfo, 'nick_name' | 'contactName'> | null | undefined) => user?.contactName || user?.nick_name || '';

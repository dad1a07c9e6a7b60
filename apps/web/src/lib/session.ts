import { create } from 'zustand';
import { storedUser } from './storage';

/** The logged-in session (zustand holds the session only; server data lives in TanStack Query). */
export type SessionUser = { token: string; userId: number; businessType: number; shopStatus: number | null; mobile: string };

type SessionState = {
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
};

export const useSession = create<SessionState>((set) => ({
  user: storedUser.info<SessionUser>(),
  setUser: (user) => {
    if (user) storedUser.save(user);
    else storedUser.clear();
    set({ user });
  },
}));

export const getToken = () => useSession.getState().user?.token ?? '';

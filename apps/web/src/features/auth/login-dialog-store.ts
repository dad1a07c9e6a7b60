import { create } from 'zustand';

/** Whether the desktop login dialog was opened by hand (the 登录/注册 button, a 请先登录 prompt). */
type LoginDialogState = { open: boolean; show: () => void; hide: () => void };

export const useLoginDialog = create<LoginDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

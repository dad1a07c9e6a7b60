import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/http';
import { messageKeys } from './keys';

export type BannerAnnouncement = { id: number; messageId: number; title: string; body: string; createdAt: string };

/** GET /message/banner → the important announcements I have not read (newest first). */
export const getBanner = () => getData<{ list: BannerAnnouncement[] }>('/message/banner');

export const useAnnouncementBanner = (enabled = true) => useQuery({ queryKey: messageKeys.banner(), queryFn: getBanner, enabled, staleTime: 60_000 });

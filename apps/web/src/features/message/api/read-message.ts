import type { Envelope, UnreadCounts } from '@mts/shared/schemas';
import { http } from '@/lib/http';

const post = async <T,>(url: string, body: unknown) => (await http.post<Envelope<T>>(url, body)).data.data;

/** POST /message/read {id}: one of my messages read → its link and my unread counts after it. */
export const readMessage = (id: number) => post<{ id: number; link: string; unread: UnreadCounts }>('/message/read', { id });

/** POST /message/readAll {tab?}: every unread message (of the tab) read → how many, and the counts after. */
export const readAllMessages = (tab?: number) => post<{ updated: number; unread: UnreadCounts }>('/message/readAll', tab ? { tab } : {});

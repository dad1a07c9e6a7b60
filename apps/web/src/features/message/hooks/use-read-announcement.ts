import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UnreadCounts } from '@mts/shared/schemas';
import type { BannerAnnouncement } from '../api/get-banner';
import { messageKeys } from '../api/keys';
import { readMessage } from '../api/read-message';

/** Marks a banner's announcement read: it leaves the banner at once, the counts follow the server's answer. */
export function useReadAnnouncement() {
  const client = useQueryClient();
  return useCallback(
    (messageId: number) => {
      client.setQueryData<{ list: BannerAnnouncement[] }>(messageKeys.banner(), (d) => d && { list: d.list.filter((a) => a.messageId !== messageId) });
      readMessage(messageId).then(
        (reply) => {
          client.setQueryData<UnreadCounts>(messageKeys.unread(), reply.unread);
          void client.invalidateQueries({ queryKey: messageKeys.list() });
        },
        () => void client.invalidateQueries({ queryKey: messageKeys.banner() }),
      );
    },
    [client],
  );
}

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UnreadCounts } from '@mts/shared/schemas';
import { onRealtimeMessage } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { unreadQueryOptions } from '../api/get-unread';
import { messageKeys } from '../api/keys';

/**
 * The realtime side of the unread counts, once per app however many badges are mounted: `message.new` and
 * `message.read` carry the counts after them (set as they are); a new message reloads the inbox lists (and the
 * banner for an announcement); each (re)connect refetches the counts, which covers what arrived while away.
 */
let holders = 0;
let stop: (() => void) | undefined;

export function applyMessagePush(client: QueryClient, message: Parameters<Parameters<typeof onRealtimeMessage>[0]>[0]) {
  if (message.type === 'state') {
    if (message.state === 'connected') void client.invalidateQueries({ queryKey: messageKeys.unread() });
    return;
  }
  if (message.type !== 'message.new' && message.type !== 'message.read') return;
  client.setQueryData<UnreadCounts>(messageKeys.unread(), message.unread);
  void client.invalidateQueries({ queryKey: messageKeys.list() });
  if (message.type === 'message.new' && message.kind === 'announcement') void client.invalidateQueries({ queryKey: messageKeys.banner() });
  if (message.type === 'message.read') void client.invalidateQueries({ queryKey: messageKeys.banner() });
}

function hold(client: QueryClient) {
  if (holders++ === 0) stop = onRealtimeMessage((m) => applyMessagePush(client, m));
  return () => {
    if (--holders === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

/** My unread counts while logged in (undefined logged out or loading), kept live by the websocket. */
export function useUnread(): UnreadCounts | undefined {
  const client = useQueryClient();
  const loggedIn = useSession((s) => !!s.user);
  const query = useQuery({ ...unreadQueryOptions(), enabled: loggedIn });
  useEffect(() => (loggedIn ? hold(client) : undefined), [client, loggedIn]);
  return loggedIn ? query.data : undefined;
}

/** A badge's text: nothing at 0, 99+ above 99. */
export const badgeText = (count: number | undefined): string => (!count || count <= 0 ? '' : count > 99 ? '99+' : String(count));

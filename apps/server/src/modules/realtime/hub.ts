import type { WebSocket } from '@fastify/websocket';
import { BusinessType } from '@mts/shared/constants';
import type { RealtimeAudience } from '@mts/shared/realtime';
import type { RealtimePush } from './map.ts';

/** A socket that has authenticated. */
export interface RealtimeClient {
  ws: WebSocket;
  userId: number;
  businessType: number;
  /** Heartbeats sent without a pong since the last one. */
  missed: number;
}

/** A socket whose unsent data grows past this is too slow to keep: it is dropped (it reconnects and refetches). */
const MAX_BUFFERED = 1 << 20;

/**
 * The authenticated sockets of this instance, by user and by business type (several per user: one per open
 * app or tab), and delivery of a push to its audience.
 */
export class RealtimeHub {
  private byUser = new Map<number, Set<RealtimeClient>>();
  private byType = new Map<number, Set<RealtimeClient>>();
  readonly all = new Set<RealtimeClient>();

  add(client: RealtimeClient): void {
    this.all.add(client);
    setAdd(this.byUser, client.userId, client);
    setAdd(this.byType, client.businessType, client);
  }

  remove(client: RealtimeClient): void {
    this.all.delete(client);
    setDelete(this.byUser, client.userId, client);
    setDelete(this.byType, client.businessType, client);
  }

  /** The sockets an audience names on this instance. */
  *audience(a: RealtimeAudience): Iterable<RealtimeClient> {
    switch (a.kind) {
      case 'negotiators':
        yield* this.byType.get(BusinessType.Negotiator) ?? [];
        return;
      case 'businessFollowers':
        yield* this.byType.get(BusinessType.BusinessFollower) ?? [];
        return;
      case 'inspectors':
        yield* this.byType.get(BusinessType.Inspector) ?? [];
        return;
      case 'user':
        yield* this.byUser.get(a.userId) ?? [];
        return;
      case 'users':
        for (const id of new Set(a.userIds)) yield* this.byUser.get(id) ?? [];
    }
  }

  /** Sends each push to its audience's sockets here; returns how many messages went out. */
  deliver(pushes: readonly RealtimePush[]): number {
    let sent = 0;
    for (const push of pushes) {
      const text = JSON.stringify(push.event);
      for (const client of this.audience(push.audience)) {
        if (client.ws.readyState !== client.ws.OPEN) continue;
        if (client.ws.bufferedAmount > MAX_BUFFERED) {
          client.ws.terminate();
          continue;
        }
        client.ws.send(text);
        sent++;
      }
    }
    return sent;
  }

  /** Closes every socket of these users here (a disabled account, a changed role: their sessions ended); returns how many. */
  closeUsers(userIds: readonly number[], code: number, reason: string): number {
    let closed = 0;
    for (const id of new Set(userIds)) {
      for (const client of [...(this.byUser.get(id) ?? [])]) {
        this.remove(client);
        client.ws.close(code, reason);
        closed++;
      }
    }
    return closed;
  }

  get size(): number {
    return this.all.size;
  }
}

function setAdd<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function setDelete<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (!set.size) map.delete(key);
}

import WebSocket from 'ws';
import { API_BASE } from '@mts/shared/constants';
import { REALTIME_PATH, type RealtimeServerMessage } from '@mts/shared/realtime';

/** A websocket test client: every message it received, waits for one, and the close code. */
export interface WsClient {
  ws: WebSocket;
  messages: RealtimeServerMessage[];
  /** The first message (already received or to come) matching `pred`. */
  next<T extends RealtimeServerMessage = RealtimeServerMessage>(pred: (m: RealtimeServerMessage) => boolean, timeoutMs?: number): Promise<T>;
  closed: Promise<number>;
  send(message: unknown): void;
  close(): Promise<void>;
}

/** `http://host:port` → a client connected to its realtime path (opened, not authenticated). */
export async function openWs(base: string): Promise<WsClient> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${API_BASE}${REALTIME_PATH}`);
  const messages: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as RealtimeServerMessage);
    for (const w of waiters) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    next: <T extends RealtimeServerMessage>(pred: (m: RealtimeServerMessage) => boolean, timeoutMs = 3000) =>
      new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = messages.find(pred);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as T);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: async () => {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** Opens and authenticates: resolves once `ready` arrived. */
export async function connectAs(base: string, token: string): Promise<WsClient> {
  const c = await openWs(base);
  c.send({ type: 'auth', token });
  await c.next((m) => m.type === 'ready');
  return c;
}

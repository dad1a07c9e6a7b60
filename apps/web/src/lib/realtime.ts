import { useEffect, useRef, useSyncExternalStore } from 'react';
import { API_BASE } from '@mts/shared/constants';
import { REALTIME_PATH, RealtimeClose, RealtimeLimits, type RealtimeEvent, type RealtimeServerMessage } from '@mts/shared/realtime';
import { monitor } from './monitor';
import { getToken, useSession } from './session';

/**
 * One websocket per open app (trade-flow section 6), opened while a session exists and closed on logout.
 * The token goes in the first message, never in the URL. A dropped connection reconnects with exponential
 * backoff and jitter (1 s … 30 s); a refused token (4401) does not retry until the token changes.
 * Listeners get every server event; features subscribe with `useRealtimeEvent`.
 */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'disconnected';

type Listener = (event: RealtimeEvent) => void;
type RawListener = (message: RealtimeServerMessage | { type: 'state'; state: RealtimeState }) => void;

const listeners = new Set<Listener>();
const rawListeners = new Set<RawListener>();
const stateListeners = new Set<() => void>();

let socket: WebSocket | null = null;
let state: RealtimeState = 'idle';
let token = '';
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function setState(next: RealtimeState) {
  if (state === next) return;
  state = next;
  for (const l of stateListeners) l();
  for (const l of rawListeners) l({ type: 'state', state: next });
}

/** ws(s)://host/dev-api/api/mts-api/ws on the page's own origin (behind nginx too). */
export function realtimeUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${API_BASE}${REALTIME_PATH}`;
}

/** The wait before reconnect attempt n (0-based): 1 s, 2 s, 4 s … capped at 30 s, ±20 % jitter. */
export function backoffMs(n: number, random: () => number = Math.random): number {
  const base = Math.min(RealtimeLimits.backoffMaxMs, RealtimeLimits.backoffMinMs * 2 ** n);
  return Math.round(base * (0.8 + 0.4 * random()));
}

// Called by the retry timer (it fired) or after disconnect() (it cleared the timer): no timer to clear here.
function connect() {
  if (!token || typeof WebSocket === 'undefined') return;
  setState('connecting');
  const ws = new WebSocket(realtimeUrl());
  socket = ws;
  // The parameter monitor counts the socket as an open stream from open to close (a refused connect never opened).
  let opened = false;
  ws.onopen = () => {
    opened = true;
    monitor.streamOpened();
    ws.send(JSON.stringify({ type: 'auth', token }));
  };
  ws.onmessage = (msg) => {
    let data: RealtimeServerMessage;
    try {
      data = JSON.parse(String(msg.data)) as RealtimeServerMessage;
    } catch {
      return;
    }
    for (const l of rawListeners) l(data);
    if (data.type === 'ready') {
      attempt = 0;
      setState('connected');
    } else if (data.type !== 'pong') {
      for (const l of listeners) l(data);
    }
  };
  ws.onclose = (ev) => {
    if (opened) monitor.streamClosed();
    if (socket !== ws) return;
    socket = null;
    setState('disconnected');
    if (ev.code === RealtimeClose.Unauthorized || !token) return;
    // 1001: the server is stopping (a deploy); reconnect at once, the proxy sends us to another instance.
    retryTimer = setTimeout(connect, ev.code === 1001 ? 0 : backoffMs(attempt++));
  };
}

function disconnect() {
  clearTimeout(retryTimer);
  const ws = socket;
  socket = null;
  ws?.close(1000);
  attempt = 0;
  setState(token ? 'disconnected' : 'idle');
}

/** Follows the session: connects when a token appears, reconnects when it changes, closes on logout. */
export function startRealtime(): () => void {
  const follow = (next: string) => {
    if (next === token) return;
    disconnect();
    token = next;
    if (token) connect();
  };
  follow(getToken());
  const unsubscribe = useSession.subscribe((s) => follow(s.user?.token ?? ''));
  return () => {
    unsubscribe();
    token = '';
    disconnect();
  };
}

/** Sends a ping (the debug page); false when not connected. */
export function sendPing(): boolean {
  // Connected implies a socket (both are cleared together).
  if (state !== 'connected') return false;
  socket!.send(JSON.stringify({ type: 'ping' }));
  return true;
}

/** Subscribes to events (returns the unsubscribe). */
export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every message and state change, control messages included (the debug page). */
export function onRealtimeMessage(listener: RawListener): () => void {
  rawListeners.add(listener);
  return () => rawListeners.delete(listener);
}

/** Calls the latest `handler` for every event while the component is mounted. */
export function useRealtimeEvent(handler: Listener): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onRealtime((e) => ref.current(e)), []);
}

/** The connection state, re-rendering on change. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(
    (cb) => {
      stateListeners.add(cb);
      return () => stateListeners.delete(cb);
    },
    () => state,
    () => 'idle',
  );
}

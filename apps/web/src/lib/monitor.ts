/**
 * What the debug parameter monitor (/debug/parameter-monitor, spec section 9) reads: API calls, UI events and open
 * streams, counted where they happen, and a short log of the requests both HTTP clients made (method, path, status,
 * duration). Always on and tiny (it is in every first page): counting costs an increment; nothing is sent anywhere.
 * The monitor page subscribes, logs each second, and resets the counts every 10 s (MonitorLimits).
 */
export type RequestClient = 'api' | 'chat';

export interface RequestLogEntry {
  seq: number;
  client: RequestClient;
  method: string;
  /** The path after the API base, without the query string (no tokens or ids in query values are kept). */
  path: string;
  /** HTTP status; 0 = no reply (network error, timeout, stopped). */
  status: number;
  ms: number;
  at: number;
}

export interface MonitorCounts {
  apiCalls: number;
  events: number;
  /** Streams open now (the realtime socket, chat answers being read). */
  streams: number;
}

const MAX_LOG = 100;
const counts: MonitorCounts = { apiCalls: 0, events: 0, streams: 0 };
const log: RequestLogEntry[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const monitor = {
  /** One request sent by either client. */
  apiCall() {
    counts.apiCalls++;
    notify();
  },
  /** One user interface event (a tap, a key, a change). */
  uiEvent() {
    counts.events++;
    notify();
  },
  streamOpened() {
    counts.streams++;
    notify();
  },
  streamClosed() {
    counts.streams = Math.max(0, counts.streams - 1);
    notify();
  },
  /** A finished request: the chat client logs every one (spec section 7), the main client too. */
  logRequest(entry: Omit<RequestLogEntry, 'seq' | 'at' | 'path'> & { path: string }) {
    log.push({ ...entry, path: entry.path.split('?')[0]!, seq: ++seq, at: Date.now() });
    if (log.length > MAX_LOG) log.shift();
    notify();
  },
  counts: (): Readonly<MonitorCounts> => ({ ...counts }),
  requests: (): readonly RequestLogEntry[] => log.slice(),
  /** Every 10 s: API calls and events start again from 0; open streams are a level, not a count, and stay. */
  reset() {
    counts.apiCalls = 0;
    counts.events = 0;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The UI events counted (docs/decisions.md): each tap or click and each key press. Not input, change or submit:
 * they follow from a click or a key and would count one action twice.
 */
export const UI_EVENTS = ['click', 'keydown'] as const;
let countingUi = false;

/** Installs the one document-level capture listener per UI event type, once (main.tsx, before either app loads). */
export function countUiEvents(target: Pick<Document, 'addEventListener'> = document) {
  if (countingUi) return;
  countingUi = true;
  for (const type of UI_EVENTS) target.addEventListener(type, monitor.uiEvent, { capture: true, passive: true });
}

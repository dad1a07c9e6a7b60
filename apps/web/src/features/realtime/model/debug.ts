import { RealtimeMsg } from '@mts/shared/messages';
import type { RealtimeServerMessage } from '@mts/shared/realtime';
import type { RealtimeState } from '@/lib/realtime';

/** The realtime debug page is for development builds and operators only. */
export const canUseRealtimeDebug = (user: { isOperator?: boolean } | null | undefined, dev: boolean) => dev || !!user?.isOperator;

export const REALTIME_DEBUG_PATH = '/debug/websocket-test';

export const stateText = (state: RealtimeState): string => (state === 'idle' ? RealtimeMsg.idle : RealtimeMsg[state]);

/** One line of the debug page's log. */
export interface DebugEntry {
  seq: number;
  at: Date;
  /** The message type, or `state` for a connection change. */
  type: string;
  text: string;
}

export const MAX_DEBUG_ENTRIES = 200;

export function entryOf(seq: number, at: Date, message: RealtimeServerMessage | { type: 'state'; state: RealtimeState }): DebugEntry {
  return { seq, at, type: message.type, text: message.type === 'state' ? stateText(message.state) : JSON.stringify(message) };
}

/** hh:mm:ss.mmm, local time. */
export const timeText = (at: Date) =>
  `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}:${String(at.getSeconds()).padStart(2, '0')}.${String(at.getMilliseconds()).padStart(3, '0')}`;

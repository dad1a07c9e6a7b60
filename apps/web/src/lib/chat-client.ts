import { API_BASE, Limits } from '@mts/shared/constants';
import { AssistantMsg, Msg } from '@mts/shared/messages';
import type { AiChatBody, AiDone, AiStart } from '@mts/shared/schemas';
import { errorText, handleUnauthorized, headersFor } from './http';
import { monitor } from './monitor';

/**
 * The second client (spec section 7): chat and stream requests, each one logged for the parameter monitor. It sends
 * the main client's headers (Authorization, platform) and POSTs /ai/chat, whose reply is server-sent events read
 * as they arrive. Its timeout (Limits.chatTimeoutMs, 10000 ms) is for the first byte: a long answer may stream
 * for longer. Errors before the stream are the usual JSON envelopes (400, 401, 404, 429) with a Chinese msg.
 */
export type ChatEvent =
  | { type: 'start'; data: AiStart }
  | { type: 'chunk'; text: string }
  | { type: 'done'; data: AiDone }
  | { type: 'error'; msg: string };

/** A failed chat request: `message` is the Chinese text to show; code is the HTTP/envelope code, 0 without a reply. */
export class ChatError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export const CHAT_PATH = '/ai/chat';

/**
 * An incremental server-sent-events parser: feed it the decoded text as it arrives (an event may be split across
 * reads, even inside a line); it returns the events completed so far. Unknown events and comments are skipped.
 */
export function createSseParser() {
  let buffer = '';
  const toEvent = (block: string): ChatEvent | null => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(data.join('\n')) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (name === 'start') return { type: 'start', data: payload as AiStart };
    if (name === 'chunk') return { type: 'chunk', text: String(payload.text ?? '') };
    if (name === 'done') return { type: 'done', data: payload as AiDone };
    if (name === 'error') return { type: 'error', msg: String(payload.msg || AssistantMsg.failed) };
    return null;
  };
  return {
    push(text: string): ChatEvent[] {
      buffer += text.replace(/\r\n?/g, '\n');
      const events: ChatEvent[] = [];
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = toEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) events.push(event);
      }
      return events;
    },
  };
}

type ChatOptions = {
  /** The caller's stop: aborting ends the stream quietly (the generator returns). */
  signal?: AbortSignal;
  /** Milliseconds to the first byte; default Limits.chatTimeoutMs. */
  timeoutMs?: number;
};

/** The Chinese text of a JSON error reply (the envelope's msg), following the main client's 401 rule. */
async function refusal(res: Response): Promise<ChatError> {
  let body: { code?: number; msg?: string } | undefined;
  try {
    body = (await res.json()) as typeof body;
  } catch {
    body = undefined;
  }
  const code = body?.code ?? res.status;
  if (code === 401) {
    handleUnauthorized();
    return new ChatError(Msg.unauthorized, 401);
  }
  return new ChatError(body?.msg ? errorText(code, body.msg) : code >= 500 ? Msg.serverError : Msg.networkError, code);
}

/**
 * POST /ai/chat and yield its events as they arrive. Throws ChatError on a refusal, the first-byte timeout
 * (AssistantMsg.timeout) or a network failure (请求错误，请重试); returns when the stream ends or the caller stops it.
 */
export async function* streamChat(body: AiChatBody, options: ChatOptions = {}): AsyncGenerator<ChatEvent, void, undefined> {
  const started = performance.now();
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, options.timeoutMs ?? Limits.chatTimeoutMs);
  const stop = () => abort.abort();
  options.signal?.addEventListener('abort', stop);
  if (options.signal?.aborted) abort.abort();
  let status = 0;
  monitor.apiCall();
  const failure = () => {
    if (timedOut) return new ChatError(AssistantMsg.timeout, 0);
    return new ChatError(Msg.networkError, 0);
  };
  try {
    let res: Response;
    try {
      res = await fetch(API_BASE + CHAT_PATH, { method: 'POST', headers: headersFor(body), body: JSON.stringify(body), signal: abort.signal });
    } catch {
      if (options.signal?.aborted) return;
      throw failure();
    }
    status = res.status;
    const isStream = res.ok && (res.headers.get('content-type') ?? '').includes('text/event-stream');
    if (!isStream) {
      clearTimeout(timer);
      throw await refusal(res);
    }
    if (!res.body) throw failure();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser();
    // a stop or the timeout ends a pending read at once (whatever the fetch implementation does with the body)
    const cancel = () => void reader.cancel().catch(() => {});
    abort.signal.addEventListener('abort', cancel);
    monitor.streamOpened();
    try {
      for (;;) {
        let part: ReadableStreamReadResult<Uint8Array>;
        try {
          part = await reader.read();
        } catch {
          if (options.signal?.aborted) return;
          throw failure();
        }
        if (abort.signal.aborted) {
          if (options.signal?.aborted) return;
          throw failure();
        }
        clearTimeout(timer);
        if (part.done) break;
        for (const event of parser.push(decoder.decode(part.value, { stream: true }))) yield event;
      }
      for (const event of parser.push(decoder.decode() + '\n\n')) yield event;
    } finally {
      abort.signal.removeEventListener('abort', cancel);
      monitor.streamClosed();
      // a consumer that stops iterating early releases the connection
      if (!abort.signal.aborted) abort.abort();
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
    monitor.logRequest({ client: 'chat', method: 'POST', path: CHAT_PATH, status, ms: Math.round(performance.now() - started) });
  }
}

import { describe, expect, it, vi } from 'vitest';
import { API_BASE, Limits } from '@mts/shared/constants';
import { AssistantMsg, Msg } from '@mts/shared/messages';
import { ChatError, createSseParser, streamChat, type ChatEvent } from './chat-client';
import { stubFetchClient } from '@/test/fetch-client';
import { monitor } from './monitor';
import { useSession } from './session';

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const DONE = { intent: 'price_stock', citations: [], conversationId: 7, messageId: 9, engine: 'default' };

describe('createSseParser', () => {
  it('parses events split across reads, even inside a line or a multi-byte character boundary', () => {
    const parser = createSseParser();
    const text = sse('start', { conversationId: 7, messageId: 9 }) + sse('chunk', { text: '价格\n区间' }) + sse('done', DONE);
    const events: ChatEvent[] = [];
    // one character at a time: every split point is tried
    for (const ch of text) events.push(...parser.push(ch));
    expect(events).toEqual([
      { type: 'start', data: { conversationId: 7, messageId: 9 } },
      { type: 'chunk', text: '价格\n区间' },
      { type: 'done', data: DONE },
    ]);
  });

  it('reads CRLF line ends, error events, and skips comments and unknown events', () => {
    const parser = createSseParser();
    const events = parser.push(': ping\r\n\r\nevent: other\r\ndata: {}\r\n\r\nevent: error\r\ndata: {"msg":"助手暂时无法回答"}\r\n\r\n');
    expect(events).toEqual([{ type: 'error', msg: '助手暂时无法回答' }]);
  });
});

/** A streamed reply whose body is written by the test, piece by piece. */
function streamedReply() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

async function collect(gen: AsyncGenerator<ChatEvent>) {
  const events: ChatEvent[] = [];
  for await (const e of gen) events.push(e);
  return events;
}

describe('streamChat', () => {
  const { fetch: fetchMock, toast, onUnauthorized } = stubFetchClient('H5');

  it('POSTs /ai/chat with the token and platform headers, yields the events and logs the request', async () => {
    useSession.setState({ user: { token: 'tok-9' } as never });
    const reply = streamedReply();
    fetchMock.mockResolvedValueOnce(reply.response);
    const before = monitor.counts().apiCalls;
    const gen = streamChat({ question: 'K4A8G165WC-BCTD 现在什么价？' });
    const first = gen.next();
    reply.write('event: start\ndata: {"conversationId":7,');
    reply.write('"messageId":9}\n\nevent: chunk\ndata: {"text":"A"}\n');
    expect(await first).toEqual({ done: false, value: { type: 'start', data: { conversationId: 7, messageId: 9 } } });
    expect(monitor.counts().streams).toBe(1);
    reply.write('\n' + sse('done', DONE));
    reply.close();
    expect(await collect(gen)).toEqual([
      { type: 'chunk', text: 'A' },
      { type: 'done', data: DONE },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API_BASE}/ai/chat`);
    expect(init).toMatchObject({ method: 'POST', body: '{"question":"K4A8G165WC-BCTD 现在什么价？"}' });
    expect(init?.headers).toMatchObject({ platform: 'H5', Authorization: 'tok-9', 'Content-Type': 'application/json' });
    expect(monitor.counts().apiCalls).toBe(before + 1);
    expect(monitor.counts().streams).toBe(0);
    expect(monitor.requests().at(-1)).toMatchObject({ client: 'chat', method: 'POST', path: '/ai/chat', status: 200 });
  });

  it('times out when no byte arrives within Limits.chatTimeoutMs, but not once the stream has begun', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const late = collect(streamChat({ question: 'x' }));
    const assertion = expect(late).rejects.toEqual(new ChatError(AssistantMsg.timeout, 0));
    await vi.advanceTimersByTimeAsync(Limits.chatTimeoutMs - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(monitor.requests().at(-1)).toMatchObject({ client: 'chat', status: 0 });

    // the first byte came in time: a long answer may take longer than the timeout
    const reply = streamedReply();
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(reply.response);
    const long = collect(streamChat({ question: 'y' }));
    reply.write(sse('start', { conversationId: 1, messageId: 2 }));
    await vi.advanceTimersByTimeAsync(Limits.chatTimeoutMs * 3);
    reply.write(sse('done', DONE));
    reply.close();
    expect((await long).map((e) => e.type)).toEqual(['start', 'done']);
  });

  it('shows the envelope message of a refusal and follows the 401 rule', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 429, msg: '请求过于频繁，请稍后再试' }), { status: 429 }));
    await expect(collect(streamChat({ question: 'x' }))).rejects.toEqual(new ChatError('请求过于频繁，请稍后再试', 429));
    expect(monitor.requests().at(-1)).toMatchObject({ status: 429 });

    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 401, msg: '未登录' }), { status: 401 }));
    await expect(collect(streamChat({ question: 'x' }))).rejects.toEqual(new ChatError(Msg.unauthorized, 401));
    expect(toast).toHaveBeenCalledWith(Msg.unauthorized);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into 请求错误，请重试, and a stop into a quiet end', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(collect(streamChat({ question: 'x' }))).rejects.toEqual(new ChatError(Msg.networkError, 0));

    const reply = streamedReply();
    fetchMock.mockImplementationOnce((_url, init) => {
      init?.signal?.addEventListener('abort', () => reply.response.body?.cancel().catch(() => {}));
      return Promise.resolve(reply.response);
    });
    const stop = new AbortController();
    const gen = streamChat({ question: 'x' }, { signal: stop.signal });
    reply.write(sse('chunk', { text: '部分' }));
    expect((await gen.next()).value).toEqual({ type: 'chunk', text: '部分' });
    stop.abort();
    await expect(collect(gen)).resolves.toEqual([]);
    expect(monitor.counts().streams).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { API_BASE, Limits } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { stubFetchClient } from '@/test/fetch-client';
import { ApiError, errorText, getData, http, queryString } from './http';
import { monitor } from './monitor';
import { useSession } from './session';

describe('errorText (spec section 8)', () => {
  it('shows the server message or a fallback', () => {
    expect(errorText(400, '参数错误')).toBe('参数错误');
    expect(errorText(400, '')).toBe(Msg.requestFailed);
    expect(errorText(500, '')).toBe(Msg.serverError);
    expect(errorText(500, '库存不足')).toBe('库存不足');
    expect(errorText(401, 'x')).toBe(Msg.unauthorized);
  });
});

describe('the fetch client', () => {
  const { fetch: fetchMock, toast, onUnauthorized } = stubFetchClient('PC', { fakeTimers: true });
  const reply = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

  it('sends the base url, query, platform and token headers, and a JSON body', async () => {
    useSession.setState({ user: { token: 'tok-1' } as never });
    reply(200, { code: 200, msg: '', data: [1] });
    await expect(getData('/banner/list', { status: 0, which: 2, skip: undefined, keyword: 'DDR4 8G' })).resolves.toEqual([1]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API_BASE}/banner/list?status=0&which=2&keyword=DDR4+8G`);
    expect(init?.headers).toMatchObject({ platform: 'PC', Authorization: 'tok-1' });

    reply(200, { code: 200, msg: '', data: { id: 3 } });
    const res = await http.post<{ data: { id: number } }>('/clue/publish', { a: 1 });
    expect(res.data.data.id).toBe(3);
    const [, post] = fetchMock.mock.calls[1]!;
    expect(post).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
  });

  it('writes arrays and dates as axios did', () => {
    expect(queryString({ ids: [1, 2], at: new Date(Date.UTC(2025, 0, 2)), none: null })).toBe('?ids%5B%5D=1&ids%5B%5D=2&at=2025-01-02T00%3A00%3A00.000Z');
    expect(queryString({})).toBe('');
  });

  it('rejects an envelope with a non-200 code and toasts its message', async () => {
    reply(200, { code: 400, msg: '参数错误' });
    await expect(http.get('/x')).rejects.toEqual(new ApiError('参数错误', 400));
    expect(toast).toHaveBeenCalledWith('参数错误');
  });

  it('maps HTTP errors: the body message, 500, and no body', async () => {
    reply(404, { code: 404, msg: '接口不存在' });
    await expect(http.get('/x')).rejects.toMatchObject({ message: '接口不存在', code: 404 });
    reply(500, 'oops');
    await expect(http.get('/x')).rejects.toMatchObject({ message: Msg.serverError, code: 500 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/x')).rejects.toMatchObject({ message: Msg.networkError, code: 0 });
    expect(toast.mock.calls.map(([t]) => t)).toEqual(['接口不存在', Msg.serverError, Msg.networkError]);
  });

  it(`gives up after ${Limits.requestTimeoutMs} ms`, async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = http.get('/slow');
    const check = expect(pending).rejects.toMatchObject({ message: Msg.networkError, code: 0 });
    await vi.advanceTimersByTimeAsync(Limits.requestTimeoutMs);
    await check;
  });

  it('on 401 (status or envelope) toasts, and calls the 401 handler once after a second', async () => {
    reply(401, { code: 401, msg: 'x' });
    reply(200, { code: 401, msg: 'x' });
    await expect(http.get('/a')).rejects.toMatchObject({ message: Msg.unauthorized, code: 401 });
    await expect(http.get('/b')).rejects.toMatchObject({ message: Msg.unauthorized, code: 401 });
    expect(toast).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
  it('counts each request for the parameter monitor and logs it when it finishes (status 0: no reply)', async () => {
    monitor.reset();
    const before = monitor.requests().at(-1)?.seq ?? 0;
    const logged = () => monitor.requests().filter((r) => r.seq > before).map(({ client, method, path, status, ms }) => ({ client, method, path, status, ms }));

    fetchMock.mockImplementationOnce(async () => {
      expect(monitor.counts().apiCalls).toBe(1); // counted when it is sent
      await vi.advanceTimersByTimeAsync(120);
      return new Response(JSON.stringify({ code: 200, msg: '', data: [] }), { status: 200 });
    });
    await getData('/banner/list', { status: 0 });
    reply(200, { code: 400, msg: '参数错误' });
    await expect(http.post('/clue/publish', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    reply(500, 'oops');
    await expect(http.delete('/cart/3')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/offline?token=secret')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockImplementationOnce(
      (_url, init) => new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const slow = expect(http.get('/slow')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(Limits.requestTimeoutMs);
    await slow;

    expect(monitor.counts().apiCalls).toBe(5);
    expect(logged()).toEqual([
      { client: 'api', method: 'GET', path: '/banner/list', status: 200, ms: 120 },
      // An envelope error is still an HTTP 200.
      { client: 'api', method: 'POST', path: '/clue/publish', status: 200, ms: 0 },
      { client: 'api', method: 'DELETE', path: '/cart/3', status: 500, ms: 0 },
      // The query string is never kept.
      { client: 'api', method: 'GET', path: '/offline', status: 0, ms: 0 },
      { client: 'api', method: 'GET', path: '/slow', status: 0, ms: Limits.requestTimeoutMs },
    ]);
  });
});

import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { AssistantMsg } from '@mts/shared/messages';
import { aiConversationDetail, aiConversationList, aiDone } from '@mts/shared/schemas';
import { buildTestApp, cleanupTestDatabases, DRIVERS, injectAs, type ApiClient, type TestApp } from './helper.ts';
import { createUser } from './factories.ts';
import { parseSse, sseText } from './sse.ts';

afterAll(cleanupTestDatabases);

describe.each(DRIVERS)('assistant conversations on %s', (driver) => {
  let t: TestApp;
  const ask = async (who: ApiClient, question: string, conversationId?: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/ai/chat`, payload: { question, ...(conversationId === undefined ? {} : { conversationId }) }, headers: who.login!.headers });
    return res;
  };
  const newClient = async () => injectAs(t.app, (await createUser(t.handle.db)).mobile);

  beforeAll(async () => {
    t = await buildTestApp({ driver });
  });
  afterAll(() => t.close());

  it('a first question opens a conversation named after it; the next one continues it; both turns are recorded', async () => {
    const me = await newClient();
    const first = parseSse((await ask(me, 'K4A8G165WC-BCTD 现在什么价？有多少现货？')).body);
    expect(first[0]!.event).toBe('start');
    const { conversationId, messageId } = first[0]!.data;
    const done = aiDone.parse(first.at(-1)!.data);
    expect(done).toMatchObject({ conversationId, messageId, engine: 'default', intent: 'price_stock' });

    const second = parseSse((await ask(me, 'H5AN8G6NDJR-XNC 是什么规格', conversationId)).body);
    expect(second[0]!.data.conversationId).toBe(conversationId);

    const list = aiConversationList.parse((await me.get('/ai/conversations')).body);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: conversationId, title: 'K4A8G165WC-BCTD 现在什么价？有多少现货？' });

    const detail = aiConversationDetail.parse((await me.get(`/ai/conversations/${conversationId}`)).body).data;
    expect(detail.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.messages[0]!.text).toBe('K4A8G165WC-BCTD 现在什么价？有多少现货？');
    expect(detail.messages[1]).toMatchObject({ id: messageId, status: 'done', intent: 'price_stock', engine: 'default', text: sseText(first) });
    expect(detail.messages[1]!.citations.map((c) => c.id)).toEqual(done.citations.map((c) => c.id));
    expect(detail.messages[3]!.intent).toBe('decode');
  });

  it('the list is newest activity first, paged, and only the caller’s', async () => {
    const me = await newClient();
    const other = await newClient();
    const a = parseSse((await ask(me, '你好')).body)[0]!.data.conversationId;
    const b = parseSse((await ask(me, '我的订单到哪一步了')).body)[0]!.data.conversationId;
    await ask(other, '帮我找 三星 DDR4 的现货');
    await ask(me, '有几个待付款', a); // a becomes the newest
    const list = (await me.get('/ai/conversations', { pageNum: 1, pageSize: 1 })).body;
    expect(list.total).toBe(2);
    expect(list.rows.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await me.get('/ai/conversations', { pageNum: 2, pageSize: 1 })).body.rows.map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await other.get('/ai/conversations')).body.total).toBe(1);
  });

  it('another user’s conversation cannot be read, continued or deleted (404 like a missing one), and nothing changes', async () => {
    const owner = await newClient();
    const intruder = await newClient();
    const id = parseSse((await ask(owner, '我的订单到哪一步了')).body)[0]!.data.conversationId;
    for (const res of [await intruder.get(`/ai/conversations/${id}`), await intruder.delete(`/ai/conversations/${id}`)]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, msg: AssistantMsg.conversationMissing });
    }
    const cont = await ask(intruder, '继续', id);
    expect(cont.statusCode).toBe(404);
    expect(cont.json().msg).toBe(AssistantMsg.conversationMissing);
    expect((await intruder.get('/ai/conversations')).body.total).toBe(0);
    expect((await owner.get(`/ai/conversations/${id}`)).body.data.messages).toHaveLength(2);
  });

  it('refuses bad ids with a Chinese message and no 500', async () => {
    const me = await newClient();
    for (const bad of ['0', '-1', 'abc', '2147483648', '1.5']) {
      const res = await me.get(`/ai/conversations/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.msg, bad).toContain(AssistantMsg.conversationMissing);
    }
    for (const bad of ['1', 0, 2147483648, 1.5, null]) {
      const res = await ask(me, '你好', bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().msg, String(bad)).toContain(AssistantMsg.conversationMissing);
    }
    expect((await me.get('/ai/conversations')).body.total).toBe(0);
    expect((await me.get('/ai/conversations/99999')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API_BASE}/ai/conversations` })).statusCode).toBe(401);
  });

  it('delete removes the conversation and its messages; a second delete is 404', async () => {
    const me = await newClient();
    const id = parseSse((await ask(me, '你好')).body)[0]!.data.conversationId;
    const del = await me.delete(`/ai/conversations/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.msg).toBe(AssistantMsg.deleted);
    expect((await me.get(`/ai/conversations/${id}`)).status).toBe(404);
    expect((await me.delete(`/ai/conversations/${id}`)).status).toBe(404);
    expect((await me.get('/ai/conversations')).body.total).toBe(0);
  });

  it('a client that goes away mid-answer leaves the answer recorded as stopped', async () => {
    const me = await newClient();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // node:http, so the socket itself is destroyed (as a closed tab does) once the first event arrives.
    const first = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: `${API_BASE}/ai/chat`, headers: { ...me.login!.headers, 'content-type': 'application/json' } },
        (res) => res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.toString('utf8'));
        }),
      );
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
      req.end(JSON.stringify({ question: '帮我找 三星 DDR4 的现货' }));
    });
    const start = parseSse(first.split('\n\n')[0]! + '\n\n')[0]!;
    expect(start.event).toBe('start');
    let status = '';
    for (let i = 0; i < 50 && status !== 'stopped' && status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await me.get(`/ai/conversations/${start.data.conversationId}`)).body.data.messages[1].status;
    }
    // A fast engine may finish writing before the close is seen; either way the row is final, never left failed.
    expect(['stopped', 'done']).toContain(status);
  });
});

import { describe, expect, it } from 'vitest';
import { AssistantMsg } from '@mts/shared/messages';
import type { AiDone, AiMessage } from '@mts/shared/schemas';
import { citation as citationOf } from '@/test/assistant-fixtures';
import { canAsk, chatReducer, citationHref, draftHref, historyTime, initialChat, isStreaming, turnsOf, type ChatState } from './chat';

const citation = citationOf(12);
const done: AiDone = { intent: 'price_stock', citations: [citation], conversationId: 3, messageId: 8, engine: 'default' };

const run = (...actions: Parameters<typeof chatReducer>[1][]) => actions.reduce<ChatState>(chatReducer, initialChat);

describe('the chat model', () => {
  it('streams an answer chunk by chunk, then ends done with its citations', () => {
    const streaming = run({ type: 'ask', key: 't1', question: '价格？' }, { type: 'start', conversationId: 3 }, { type: 'chunk', text: '价格区间\n' }, { type: 'chunk', text: '¥13.20' });
    expect(isStreaming(streaming)).toBe(true);
    expect(streaming.conversationId).toBe(3);
    expect(streaming.turns[0]!.answer.text).toBe('价格区间\n¥13.20');
    const finished = chatReducer(streaming, { type: 'done', data: { ...done, suggestions: ['帮我找 三星 DDR4 的现货'], note: AssistantMsg.modelFallback } });
    expect(isStreaming(finished)).toBe(false);
    expect(finished.turns[0]!.answer).toMatchObject({ status: 'done', citations: [citation], suggestions: ['帮我找 三星 DDR4 的现货'], note: AssistantMsg.modelFallback, draft: null });
  });

  it('keeps the partial text when stopped, shows the error when failed, and ignores late chunks', () => {
    const stopped = run({ type: 'ask', key: 't1', question: 'q' }, { type: 'chunk', text: '部分' }, { type: 'stop' }, { type: 'chunk', text: '迟到' });
    expect(stopped.turns[0]!.answer).toMatchObject({ status: 'stopped', text: '部分' });
    const failed = run({ type: 'ask', key: 't1', question: 'q' }, { type: 'fail', message: AssistantMsg.timeout });
    expect(failed.turns[0]!.answer).toMatchObject({ status: 'failed', error: AssistantMsg.timeout });
    expect(chatReducer(failed, { type: 'reset' })).toEqual(initialChat);
    const gone = chatReducer(chatReducer(failed, { type: 'start', conversationId: 5 }), { type: 'detach' });
    expect(gone.conversationId).toBeNull();
    expect(gone.turns).toHaveLength(1);
  });

  it('loads a stored conversation as question and answer turns', () => {
    const base = { intent: null, citations: [], draft: null, suggestions: null, engine: null, note: null, createTime: '2026-11-25 10:00:00' };
    const messages: AiMessage[] = [
      { ...base, id: 1, role: 'user', text: '价格？', status: 'done' },
      { ...base, id: 2, role: 'assistant', text: '价格区间', status: 'done', intent: 'price_stock', citations: [citation], engine: 'default' },
      { ...base, id: 3, role: 'user', text: '再问', status: 'done' },
      { ...base, id: 4, role: 'assistant', text: '', status: 'failed' },
    ];
    const state = chatReducer(initialChat, { type: 'load', conversationId: 3, messages });
    expect(state.conversationId).toBe(3);
    expect(turnsOf(messages).map((t) => [t.question, t.answer.status, t.answer.text])).toEqual([
      ['价格？', 'done', '价格区间'],
      ['再问', 'failed', ''],
    ]);
    expect(state.turns[1]!.answer.error).toBe(AssistantMsg.failed);
  });

  it('links citations and the draft per device, and checks the question length', () => {
    expect(citationHref(citation, '')).toBe('/prodetail/12');
    expect(citationHref(citation, '/pc')).toBe('/pc/prodetail/12');
    const href = draftHref({ form: { type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000 }, missing: [], path: '/source/publish' }, '/pc');
    expect(href.startsWith('/pc/source/publish?draft=')).toBe(true);
    expect(JSON.parse(new URLSearchParams(href.split('?')[1]).get('draft')!)).toEqual({ type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000 });
    expect(canAsk('  ')).toBe(false);
    expect(canAsk('x'.repeat(500))).toBe(true);
    expect(canAsk('x'.repeat(501))).toBe(false);
  });

  it('writes history times relative to today', () => {
    const now = new Date(2026, 10, 25, 18, 0);
    expect(historyTime('2026-11-25 14:03:09', now)).toBe('今天 14:03');
    expect(historyTime('2026-11-20 09:05:00', now)).toBe('11-20 09:05');
    expect(historyTime('2025-01-02 09:05:00', now)).toBe('2025-01-02 09:05');
  });
});

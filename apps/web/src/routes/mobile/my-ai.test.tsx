import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASSISTANT_SUGGESTIONS, AssistantMsg, Msg } from '@mts/shared/messages';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { ChatError } from '@/lib/chat-client';
import { useSession } from '@/lib/session';
import { citation, conversation41, doneEvent, fakeChat, manyConversations } from '@/test/assistant-fixtures';
import { renderPhonePage } from '@/test/render-page';
import { signIn } from '@/test/session';
import { Component as MyAiPage } from './my-ai';

const chat = vi.hoisted(() => ({ current: null as ReturnType<typeof import('@/test/assistant-fixtures').fakeChat> | null }));
const net = vi.hoisted(() => ({ conversations: [], listCalls: 0, deleted: [] }) as import('@/test/assistant-fixtures').ConversationsNet);
const toasts = vi.hoisted(() => [] as string[]);

// The network is replaced at the api layer (the chat stream) and the main client; the model and hooks run for real.
vi.mock('@/features/assistant/api/ask-assistant', () => ({
  askAssistant: (body: never, signal: AbortSignal) => chat.current!.ask(body, signal),
}));
vi.mock('@/lib/http', async () => (await import('@/test/assistant-fixtures')).conversationsHttp(net));
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => toasts.push(text) }));

beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  chat.current = fakeChat();
  signIn();
  net.conversations = [];
  net.listCalls = 0;
  net.deleted = [];
  toasts.length = 0;
});
afterEach(() => useSession.getState().clear());

const renderPage = () =>
  renderPhonePage(
    [
      { path: '/myAi', element: <MyAiPage /> },
      { path: '/prodetail/:id', element: <div>detail</div> },
      { path: '/source/publish', element: <div>publish</div> },
      { path: '/home', element: <div>home</div> },
    ],
    { at: '/myAi' },
  );

const input = () => screen.getByTestId('assistant-input').querySelector('textarea')!;

describe('phone /myAi', { timeout: 30_000 }, () => {
  it('offers the suggestions on an empty chat, streams the answer, then shows its citation cards', async () => {
    const router = renderPage();
    expect(screen.getByTestId('assistant-intro').textContent).toContain(AssistantMsg.help);
    const chips = screen.getAllByTestId('assistant-suggestion');
    expect(chips.map((c) => c.textContent)).toEqual([...ASSISTANT_SUGGESTIONS]);

    await act(async () => fireEvent.click(chips[0]!));
    expect(screen.getByTestId('assistant-question').textContent).toBe(ASSISTANT_SUGGESTIONS[0]);
    expect(chat.current!.asked).toEqual([{ question: ASSISTANT_SUGGESTIONS[0], conversationId: undefined }]);
    expect(screen.getByTestId('assistant-stop')).toBeTruthy();

    await act(async () => chat.current!.push({ type: 'start', data: { conversationId: 41, messageId: 2 } }, { type: 'chunk', text: 'K4A8G165WC-BCTD 当前货源\n' }));
    expect(screen.getByTestId('assistant-answer-text').textContent).toBe('K4A8G165WC-BCTD 当前货源\n');
    await act(async () => chat.current!.push({ type: 'chunk', text: '¥12.80–¥13.20' }));
    expect(screen.getByTestId('assistant-answer-text').textContent).toBe('K4A8G165WC-BCTD 当前货源\n¥12.80–¥13.20');
    expect(screen.queryByTestId('citation-card')).toBeNull();

    await act(async () => chat.current!.push(doneEvent({ citations: [citation(12), citation(13)] })));
    await waitFor(() => expect(screen.getByTestId('assistant-send')).toBeTruthy());
    const cards = screen.getAllByTestId('citation-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('K4A8G165WC-BCTD');
    expect(cards[0]!.textContent).toContain('¥13.20');
    expect(cards[0]!.textContent).toContain('5,000 片');
    expect(cards[0]!.textContent).toContain('24+');
    // the new conversation joins the history (the list is read again after the answer)
    await act(async () => fireEvent.click(screen.getByTestId('assistant-history-button')));
    expect(net.listCalls).toBeGreaterThan(0);

    // a follow-up continues the conversation
    fireEvent.change(input(), { target: { value: '有多少现货？' } });
    expect(screen.getByTestId('assistant-count').textContent).toBe('6/500');
    await act(async () => fireEvent.click(screen.getByTestId('assistant-send')));
    expect(chat.current!.asked.at(-1)).toEqual({ question: '有多少现货？', conversationId: 41 });
    await act(async () => chat.current!.push(doneEvent()));

    await act(async () => fireEvent.click(cards[0]!));
    expect(router.state.location.pathname).toBe('/prodetail/12');
  });

  it('stops an answer and keeps its text; a failure shows its message and 重试 asks again', async () => {
    renderPage();
    fireEvent.change(input(), { target: { value: '帮我找 三星 DDR4 的现货' } });
    await act(async () => fireEvent.click(screen.getByTestId('assistant-send')));
    expect(input().value).toBe('');
    await act(async () => chat.current!.push({ type: 'chunk', text: '找到 3 条' }));
    await act(async () => fireEvent.click(screen.getByTestId('assistant-stop')));
    await waitFor(() => expect(screen.getByTestId('assistant-stopped').textContent).toBe(AssistantMsg.stopped));
    expect(screen.getByTestId('assistant-answer-text').textContent).toBe('找到 3 条');

    fireEvent.change(input(), { target: { value: 'K4A8G165WC-BCTD 什么价' } });
    await act(async () => fireEvent.click(screen.getByTestId('assistant-send')));
    await act(async () => chat.current!.fail(new ChatError(AssistantMsg.timeout, 0)));
    await waitFor(() => expect(screen.getByTestId('assistant-failed').textContent).toContain(AssistantMsg.timeout));
    await act(async () => fireEvent.click(screen.getByTestId('assistant-retry')));
    expect(chat.current!.asked.at(-1)!.question).toBe('K4A8G165WC-BCTD 什么价');
    await act(async () => chat.current!.push({ type: 'error', msg: AssistantMsg.failed }));
    await waitFor(() => expect(screen.getAllByTestId('assistant-failed')).toHaveLength(2));
  });

  it('opens the draft in the publish form and shows an unknown answer\'s suggestions and the fallback note', async () => {
    const router = renderPage();
    await act(async () => fireEvent.click(screen.getAllByTestId('assistant-suggestion')[5]!));
    const draft = { form: { type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000 }, missing: ['brand'], path: '/source/publish' };
    await act(async () => chat.current!.push({ type: 'chunk', text: '草稿已生成' }, doneEvent({ intent: 'draft_demand', draft, suggestions: ['帮我找 三星 DDR4 的现货'], note: AssistantMsg.modelFallback })));
    await waitFor(() => expect(screen.getByTestId('assistant-publish-draft')).toBeTruthy());
    const answer = screen.getByTestId('assistant-answer');
    expect(answer.textContent).toContain(AssistantMsg.modelFallback);
    expect(within(answer).getAllByTestId('assistant-suggestion').map((c) => c.textContent)).toEqual(['帮我找 三星 DDR4 的现货']);
    await act(async () => fireEvent.click(screen.getByTestId('assistant-publish-draft')));
    expect(router.state.location.pathname).toBe('/source/publish');
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('draft')!)).toEqual(draft.form);
  });

  it('lists the history, opens a conversation to continue it, and deletes one after a confirm', async () => {
    net.conversations = [conversation41()];
    renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('assistant-history-button')));
    const item = await screen.findByTestId('history-item');
    expect(item.textContent).toContain('我的订单到哪一步了');
    await act(async () => fireEvent.click(within(item).getByText('我的订单到哪一步了')));
    await waitFor(() => expect(screen.getByTestId('assistant-answer-text').textContent).toBe('你有 1 个待付款的订单'));
    fireEvent.change(input(), { target: { value: '有几个待付款' } });
    await act(async () => fireEvent.click(screen.getByTestId('assistant-send')));
    expect(chat.current!.asked.at(-1)).toEqual({ question: '有几个待付款', conversationId: 41 });
    await act(async () => chat.current!.push(doneEvent({ intent: 'my_orders' })));

    await act(async () => fireEvent.click(screen.getByTestId('assistant-history-button')));
    await act(async () => fireEvent.click(await screen.findByTestId('history-delete')));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByText('删除')));
    await waitFor(() => expect(net.deleted).toEqual(['/ai/conversations/41']));
    await waitFor(() => expect(toasts).toContain(AssistantMsg.deleted));
    // the chat showing the deleted conversation starts afresh
    await waitFor(() => expect(screen.getByTestId('assistant-intro')).toBeTruthy());
  });

  it('loads the history page by page as it scrolls: the first 20, then the rest, then 没有更多了', async () => {
    net.conversations = manyConversations(25);
    // jsdom lays nothing out: antd-mobile's InfiniteScroll skips an element without an offsetParent, so give it one;
    // with every rect at 0 the list's end then counts as in view and the next page follows the first one.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent'));
    renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('assistant-history-button')));
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(25));
    expect(net.listCalls).toBe(2);
    expect(screen.getAllByTestId('history-item').at(-1)!.textContent).toContain('对话 25');
    await waitFor(() => expect(screen.getByTestId('history-scroll').textContent).toContain(Msg.listFinished));
  });

  it('a conversation deleted elsewhere (404) shows its message, and the next question starts a new conversation', async () => {
    net.conversations = [conversation41()];
    renderPage();
    await act(async () => fireEvent.click(screen.getByTestId('assistant-history-button')));
    await act(async () => fireEvent.click(within(await screen.findByTestId('history-item')).getByText('我的订单到哪一步了')));
    await waitFor(() => expect(screen.getByTestId('assistant-answer-text')).toBeTruthy());
    fireEvent.change(input(), { target: { value: '有几个待付款' } });
    await act(async () => fireEvent.click(screen.getByTestId('assistant-send')));
    await act(async () => chat.current!.fail(new ChatError(AssistantMsg.conversationMissing, 404)));
    await waitFor(() => expect(screen.getByTestId('assistant-failed').textContent).toContain(AssistantMsg.conversationMissing));
    await act(async () => fireEvent.click(screen.getByTestId('assistant-retry')));
    expect(chat.current!.asked.at(-1)).toEqual({ question: '有几个待付款', conversationId: undefined });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASSISTANT_SUGGESTIONS, AssistantMsg } from '@mts/shared/messages';
import { useSession } from '@/lib/session';
import { citation, conversation41, doneEvent, fakeChat, manyConversations } from '@/test/assistant-fixtures';
import { renderDesktopPage } from '@/test/render-page';
import { signIn } from '@/test/session';
import { MyAiPage } from './my-ai';

const chat = vi.hoisted(() => ({ current: null as ReturnType<typeof import('@/test/assistant-fixtures').fakeChat> | null }));
const net = vi.hoisted(() => ({ conversations: [], listCalls: 0, deleted: [] }) as import('@/test/assistant-fixtures').ConversationsNet);

// The network is replaced at the api layer (the chat stream) and the main client; the model and hooks run for real.
vi.mock('@/features/assistant/api/ask-assistant', () => ({
  askAssistant: (body: never, signal: AbortSignal) => chat.current!.ask(body, signal),
}));
vi.mock('@/lib/http', async () => (await import('@/test/assistant-fixtures')).conversationsHttp(net));

beforeEach(() => {
  chat.current = fakeChat();
  signIn();
  net.conversations = [conversation41()];
  net.listCalls = 0;
  net.deleted = [];
});
afterEach(() => useSession.getState().clear());

const renderPage = () =>
  renderDesktopPage(
    [
      { path: '/pc/myAi', element: <MyAiPage /> },
      { path: '/pc/prodetail/:id', element: <div>detail</div> },
      { path: '/pc/source/publish', element: <div>publish</div> },
    ],
    { at: '/pc/myAi' },
  );

const input = () => screen.getByTestId('assistant-input') as HTMLTextAreaElement;

describe('desktop /pc/myAi', { timeout: 30_000 }, () => {
  it('shows the history beside the suggestions; Enter sends; the answer streams, then its cards link to /pc/prodetail', async () => {
    const router = renderPage();
    expect(await screen.findByTestId('history-item')).toBeTruthy();
    expect(screen.getAllByTestId('assistant-suggestion').map((c) => c.textContent)).toEqual([...ASSISTANT_SUGGESTIONS]);

    fireEvent.change(input(), { target: { value: 'K4A8G165WC-BCTD 现在什么价？' } });
    expect(screen.getByTestId('assistant-count').textContent).toBe('22/500');
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 }));
    expect(chat.current!.asked).toEqual([{ question: 'K4A8G165WC-BCTD 现在什么价？', conversationId: undefined }]);
    expect(screen.getByTestId('assistant-stop')).toBeTruthy();
    const calls = net.listCalls;
    await act(async () => chat.current!.push({ type: 'start', data: { conversationId: 42, messageId: 2 } }, { type: 'chunk', text: '当前 3 条货源' }));
    expect(screen.getByTestId('assistant-answer-text').textContent).toBe('当前 3 条货源');
    // a new conversation: the history reloads as the answer starts
    await waitFor(() => expect(net.listCalls).toBeGreaterThan(calls));
    await act(async () => chat.current!.push(doneEvent({ conversationId: 42, citations: [citation(12)] })));
    const card = await screen.findByTestId('citation-card');
    expect(card.getAttribute('href')).toBe('/pc/prodetail/12');
    expect(card.textContent).toContain('¥13.20');
    await act(async () => fireEvent.click(card));
    expect(router.state.location.pathname).toBe('/pc/prodetail/12');
  });

  it('opens a conversation from the list, stops an answer, and deletes the conversation after a confirm', async () => {
    renderPage();
    const item = await screen.findByTestId('history-item');
    await act(async () => fireEvent.click(within(item).getByText('我的订单到哪一步了')));
    await waitFor(() => expect(screen.getByTestId('assistant-answer-text').textContent).toBe('你有 1 个待付款的订单'));

    fireEvent.change(input(), { target: { value: '有几个待付款' } });
    await act(async () => fireEvent.click(screen.getByTestId('assistant-send')));
    expect(chat.current!.asked.at(-1)).toEqual({ question: '有几个待付款', conversationId: 41 });
    await act(async () => chat.current!.push({ type: 'chunk', text: '正在查询' }));
    await act(async () => fireEvent.click(screen.getByTestId('assistant-stop')));
    await waitFor(() => expect(screen.getByTestId('assistant-stopped').textContent).toBe(AssistantMsg.stopped));

    await act(async () => fireEvent.click(within(item).getByTestId('history-delete')));
    const confirm = await screen.findByRole('tooltip');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '删 除' })));
    await waitFor(() => expect(net.deleted).toEqual(['/ai/conversations/41']));
    await waitFor(() => expect(screen.getByTestId('assistant-intro')).toBeTruthy());
  });

  it('shows the first 20 conversations and the rest on 加载更多', async () => {
    net.conversations = manyConversations(25);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(20));
    expect(net.listCalls).toBe(1);
    await act(async () => fireEvent.click(screen.getByTestId('history-more')));
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(25));
    expect(screen.getAllByTestId('history-item').at(-1)!.textContent).toContain('对话 25');
    expect(screen.queryByTestId('history-more')).toBeNull();
  });

  it('opens the draft in the desktop publish form', async () => {
    const router = renderPage();
    await act(async () => fireEvent.click(screen.getAllByTestId('assistant-suggestion')[5]!));
    const draft = { form: { type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000 }, missing: [], path: '/source/publish' };
    await act(async () => chat.current!.push(doneEvent({ intent: 'draft_demand', draft })));
    await act(async () => fireEvent.click(await screen.findByTestId('assistant-publish-draft')));
    expect(router.state.location.pathname).toBe('/pc/source/publish');
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('draft')!)).toEqual(draft.form);
  });
});

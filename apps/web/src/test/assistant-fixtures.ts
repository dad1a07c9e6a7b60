import { AssistantMsg } from '@mts/shared/messages';
import type { AiChatBody, AiCitation, AiConversation, AiDone } from '@mts/shared/schemas';
import type { ChatEvent } from '@/lib/chat-client';

/**
 * A fake chat stream for the assistant pages' tests (the api layer's askAssistant replaced): the test pushes the
 * events the server would send, ends or fails the stream; a stop (the signal) ends it as the real client does.
 */
export function fakeChat() {
  const asked: AiChatBody[] = [];
  let queue: ChatEvent[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  let failure: Error | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  async function* ask(body: AiChatBody, signal: AbortSignal): AsyncGenerator<ChatEvent, void, undefined> {
    asked.push(body);
    queue = [];
    ended = false;
    failure = null;
    signal.addEventListener('abort', poke);
    for (;;) {
      if (signal.aborted) return;
      if (failure) throw failure;
      const next = queue.shift();
      if (next) yield next;
      else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return {
    asked,
    ask,
    push(...events: ChatEvent[]) {
      queue.push(...events);
      poke();
    },
    end() {
      ended = true;
      poke();
    },
    fail(error: Error) {
      failure = error;
      poke();
    },
  };
}

export const citation = (id: number, partNumber = 'K4A8G165WC-BCTD'): AiCitation => ({
  id,
  partNumber,
  brand: '三星',
  price: 1320,
  priceUnit: 0,
  priceText: '¥13.20',
  quantity: 5000,
  dateCode: '24+',
  condition: '原装',
  path: `/prodetail/${id}`,
});

export const doneEvent = (data: Partial<AiDone> = {}): ChatEvent => ({
  type: 'done',
  data: { intent: 'price_stock', citations: [], conversationId: 41, messageId: 2, engine: 'default', ...data },
});

/** The conversations list the assistant pages read: `conversations` (10 a page), each read counted, deletes recorded. */
export type ConversationsNet = { conversations: AiConversation[]; listCalls: number; deleted: string[] };

const at = '2026-11-25 10:00:00';

/** Conversation 41, the one the fake network can open (a question about orders and its answer). */
export const conversation41 = (): AiConversation => ({ id: 41, title: '我的订单到哪一步了', createTime: at, updateTime: '2026-11-25 10:00:05' });

/** `n` conversations, 对话 1 … 对话 n. */
export const manyConversations = (n: number): AiConversation[] =>
  Array.from({ length: n }, (_, i) => ({ id: 100 + i, title: `对话 ${i + 1}`, createTime: at, updateTime: at }));

/** `@/lib/http` for vi.mock on the assistant pages: the paged history, conversation 41's messages and the delete. */
export async function conversationsHttp(net: ConversationsNet) {
  const { fakeHttp } = await import('./fake-http');
  const base = { intent: null, citations: [], draft: null, suggestions: null, engine: null, note: null, createTime: at, status: 'done' };
  return fakeHttp({
    getRows: async (url: string, page: { pageNum: number; pageSize: number }) => {
      if (url !== '/ai/conversations') throw new Error(`unexpected ${url}`);
      net.listCalls++;
      const from = (page.pageNum - 1) * page.pageSize;
      return { rows: net.conversations.slice(from, from + page.pageSize), total: net.conversations.length };
    },
    getData: async (url: string) => {
      if (url !== '/ai/conversations/41') throw new Error(`unexpected ${url}`);
      return {
        conversation: net.conversations[0],
        messages: [
          { ...base, id: 1, role: 'user', text: '我的订单到哪一步了' },
          { ...base, id: 2, role: 'assistant', text: '你有 1 个待付款的订单', intent: 'my_orders', engine: 'default' },
        ],
      };
    },
    http: {
      delete: async (url: string) => {
        net.deleted.push(url);
        net.conversations = [];
        return { data: { code: 200, msg: AssistantMsg.deleted } };
      },
    },
  });
}

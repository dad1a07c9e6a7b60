import type { AiChatBody, AiCitation, AiDone } from '@mts/shared/schemas';
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

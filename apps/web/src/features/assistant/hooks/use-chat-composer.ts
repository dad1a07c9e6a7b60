import { useEffect, useRef, useState } from 'react';
import type { AssistantChat } from './use-assistant-chat';

/**
 * The chat page's input and scrolling, the same on both devices: the question being typed, `ask` (one question at a
 * time; the box empties when its own text is sent), and the messages pane (`scroller`) following the answer as it grows.
 */
export function useChatComposer(chat: AssistantChat) {
  const { state, streaming } = chat;
  const [question, setQuestion] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const last = state.turns.at(-1);

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.turns.length, last?.answer.text, last?.answer.status]);

  const ask = (text: string) => {
    if (streaming) return;
    void chat.ask(text);
    if (text === question) setQuestion('');
  };

  return { question, setQuestion, ask, scroller };
}

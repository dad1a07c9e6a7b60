import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AssistantMsg, Msg } from '@mts/shared/messages';
import { ChatError } from '@/lib/chat-client';
import { askAssistant } from '../api/ask-assistant';
import { conversationOptions } from '../api/get-conversation';
import { assistantKeys } from '../api/keys';
import { canAsk, chatReducer, initialChat, isStreaming } from '../model/chat';

let turnSeq = 0;
/** The reply to continuing a conversation that is not (or no longer) the caller's. */
const NOT_FOUND = 404;

/**
 * The chat of both pages: ask (streams the answer into the model), stop, retry, open a stored conversation, start
 * a new one. The history list reloads once an answer has started a conversation or added to one.
 */
export function useAssistantChat() {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const [opening, setOpening] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const conversationRef = useRef<number | null>(null);
  conversationRef.current = state.conversationId;
  const streaming = isStreaming(state);

  // leaving the page stops the answer being read
  useEffect(() => () => abortRef.current?.abort(), []);

  const ask = useCallback(
    async (text: string) => {
      const question = text.trim();
      if (!canAsk(question) || abortRef.current) return;
      const abort = new AbortController();
      abortRef.current = abort;
      dispatch({ type: 'ask', key: `t${++turnSeq}`, question });
      const conversationId = conversationRef.current ?? undefined;
      try {
        for await (const event of askAssistant({ question, conversationId }, abort.signal)) {
          if (event.type === 'start') {
            dispatch({ type: 'start', conversationId: event.data.conversationId });
            // a new conversation is in the list from its first answer
            if (!conversationId) void client.invalidateQueries({ queryKey: assistantKeys.conversations() });
          } else if (event.type === 'chunk') dispatch({ type: 'chunk', text: event.text });
          else {
            // the answer's last event: done or error
            dispatch(event.type === 'done' ? { type: 'done', data: event.data } : { type: 'fail', message: event.msg });
            return;
          }
        }
        if (abort.signal.aborted) dispatch({ type: 'stop' });
        // a stream that ended without done or error (the connection closed) is a failure
        else dispatch({ type: 'fail', message: AssistantMsg.failed });
      } catch (error) {
        dispatch({ type: 'fail', message: error instanceof ChatError ? error.message : Msg.networkError });
        if (error instanceof ChatError && error.code === NOT_FOUND && conversationId) dispatch({ type: 'detach' });
      } finally {
        if (abortRef.current === abort) abortRef.current = null;
        void client.invalidateQueries({ queryKey: assistantKeys.conversations() });
      }
    },
    [client],
  );

  const stop = useCallback(() => {
    abortRef.current?.abort();
  }, []);

  const newChat = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    dispatch({ type: 'reset' });
  }, []);

  /** Loads a stored conversation (GET /ai/conversations/:id) and continues it; false when it could not be read. */
  const open = useCallback(
    async (id: number) => {
      abortRef.current?.abort();
      abortRef.current = null;
      setOpening(id);
      try {
        const detail = await client.fetchQuery(conversationOptions(id));
        dispatch({ type: 'load', conversationId: id, messages: detail.messages });
        return true;
      } catch {
        return false;
      } finally {
        setOpening(null);
      }
    },
    [client],
  );

  /** After deleting a conversation: the chat showing it starts afresh. */
  const forget = useCallback(
    (id: number) => {
      if (conversationRef.current === id) newChat();
    },
    [newChat],
  );

  return { state, streaming, opening, ask, stop, newChat, open, forget };
}

export type AssistantChat = ReturnType<typeof useAssistantChat>;

import { AssistantMsg, citationFacts, citationPrice, questionLang } from '@mts/shared/messages';
import type { AiCitation, AiDone, AiDraft, AiIntent, AiMessage } from '@mts/shared/schemas';

/**
 * The assistant's chat (issue 13), shared by the phone and the desktop: a list of turns, each a question and its
 * answer, and the conversation they belong to. The answer streams (text grows chunk by chunk), then ends done
 * (with citations, a draft, suggestions, a note), stopped (the partial text kept) or failed (an error to show).
 */
export type AnswerStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export type Answer = {
  status: AnswerStatus;
  text: string;
  intent: AiIntent | null;
  citations: AiCitation[];
  draft: AiDraft | null;
  suggestions: string[];
  /** The fallback note (the model failed; the default engine answered). */
  note: string | null;
  /** Failed: the message to show. */
  error: string | null;
};

export type Turn = { key: string; question: string; answer: Answer };

export type ChatState = {
  /** The conversation being continued; null for a new chat until the first answer's `start`. */
  conversationId: number | null;
  turns: Turn[];
};

export type ChatAction =
  | { type: 'ask'; key: string; question: string }
  | { type: 'start'; conversationId: number }
  | { type: 'chunk'; text: string }
  | { type: 'done'; data: AiDone }
  | { type: 'fail'; message: string }
  | { type: 'stop' }
  | { type: 'load'; conversationId: number; messages: AiMessage[] }
  /** The conversation is gone (deleted elsewhere: 404): the turns stay, the next question starts a new one. */
  | { type: 'detach' }
  | { type: 'reset' };

export const initialChat: ChatState = { conversationId: null, turns: [] };

const emptyAnswer = (): Answer => ({
  status: 'streaming',
  text: '',
  intent: null,
  citations: [],
  draft: null,
  suggestions: [],
  note: null,
  error: null,
});

/** The answer being written: the last turn's, while it streams. */
export const streamingTurn = (state: ChatState): Turn | undefined => {
  const last = state.turns.at(-1);
  return last?.answer.status === 'streaming' ? last : undefined;
};

export const isStreaming = (state: ChatState) => streamingTurn(state) !== undefined;

/** Applies a change to the streaming answer (none: the action came late, after a stop, and is dropped). */
function updateStreaming(state: ChatState, change: (a: Answer) => Answer): ChatState {
  const turn = streamingTurn(state);
  if (!turn) return state;
  return { ...state, turns: [...state.turns.slice(0, -1), { ...turn, answer: change(turn.answer) }] };
}

/** Turns of a stored conversation: each user message with the assistant message after it. */
export function turnsOf(messages: readonly AiMessage[]): Turn[] {
  const turns: Turn[] = [];
  for (const m of messages) {
    if (m.role === 'user') {
      turns.push({ key: `m${m.id}`, question: m.text, answer: { ...emptyAnswer(), status: 'failed', error: AssistantMsg.failed } });
      continue;
    }
    const turn = turns.at(-1);
    if (!turn) continue;
    turn.answer = {
      status: m.status,
      text: m.text,
      intent: m.intent,
      citations: m.citations,
      draft: m.draft,
      suggestions: m.suggestions ?? [],
      note: m.note,
      error: m.status === 'failed' ? AssistantMsg.failed : null,
    };
  }
  return turns;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return { ...state, turns: [...state.turns, { key: action.key, question: action.question, answer: emptyAnswer() }] };
    case 'start':
      return { ...state, conversationId: action.conversationId };
    case 'chunk':
      return updateStreaming(state, (a) => ({ ...a, text: a.text + action.text }));
    case 'done': {
      const { data } = action;
      const next = updateStreaming(state, (a) => ({
        ...a,
        status: 'done',
        intent: data.intent,
        citations: data.citations,
        draft: data.draft ?? null,
        suggestions: data.suggestions ?? [],
        note: data.note ?? null,
      }));
      return { ...next, conversationId: data.conversationId };
    }
    case 'fail':
      return updateStreaming(state, (a) => ({ ...a, status: 'failed', error: action.message }));
    case 'stop':
      return updateStreaming(state, (a) => ({ ...a, status: 'stopped' }));
    case 'load':
      return { conversationId: action.conversationId, turns: turnsOf(action.messages) };
    case 'detach':
      return { ...state, conversationId: null };
    case 'reset':
      return initialChat;
  }
}

/** The question's length rule (aiChatBody): 1–500 characters once trimmed. */
export const QUESTION_MAX = 500;
export const canAsk = (question: string) => {
  const length = question.trim().length;
  return length >= 1 && length <= QUESTION_MAX;
};

/** The desktop's paths are the phone's under /pc (a citation's /prodetail/{id}, the draft's /source/publish). */
export type PathPrefix = '' | '/pc';

/** The goods detail page a citation links to, on this device. */
export const citationHref = (citation: AiCitation, prefix: PathPrefix) => `${prefix}${citation.path}`;

/** A citation card's price and facts line, in the language of the question it answers (an English question gets English cards). */
export function citationView(citation: AiCitation, question: string): { price: string; facts: string } {
  const lang = questionLang(question);
  return { price: citationPrice(citation, lang), facts: citationFacts(citation, lang) };
}

/**
 * The publish form opened from a draft: its path with the draft's fields as `?draft=<json>` (the form checks each
 * against the shared schema and fills in those that pass; it never submits by itself).
 */
export const draftHref = (draft: AiDraft, prefix: PathPrefix) => {
  const [path, query = ''] = draft.path.split('?');
  const params = new URLSearchParams(query);
  params.set('draft', JSON.stringify(draft.form));
  return `${prefix}${path}?${params.toString()}`;
};

/** `2026-11-25 14:03:09` as 今天 14:03, or 11-25 14:03 on an earlier day (the history list). */
export function historyTime(time: string, now: Date = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const [, y, mo, d, h, mi] = match;
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (`${y}-${mo}-${d}` === today) return `今天 ${h}:${mi}`;
  return String(now.getFullYear()) === y ? `${mo}-${d} ${h}:${mi}` : `${y}-${mo}-${d} ${h}:${mi}`;
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { AiCitation, AiDraft, AiIntent } from '@mts/shared/schemas';
import type { ServiceContext } from '../../lib/context.ts';
import { answer } from './engine.ts';

/** One earlier turn of the conversation (oldest first), for an engine that reads context (the model). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** What an engine yields: text as it is written, then exactly one `end` with the answer's data. */
export type ChatEvent =
  | { type: 'chunk'; text: string }
  | {
      type: 'end';
      intent: AiIntent;
      citations: AiCitation[];
      draft?: AiDraft;
      suggestions?: string[];
      engine: 'default' | 'model';
      /** Set when the model failed and the default engine answered (AssistantMsg.modelFallback). */
      note?: string;
    };

export interface ChatInput {
  question: string;
  /** Earlier turns of this conversation, oldest first (at most the last 10). */
  history: ChatTurn[];
  /** Aborted when the client goes away: stop work. */
  signal: AbortSignal;
}

/** An answering engine. `ctx.user` is the caller; an engine reads only what that user may read. */
export type ChatEngine = (ctx: ServiceContext, input: ChatInput) => AsyncGenerator<ChatEvent>;

/**
 * The answer's lines cut after each clause (Chinese ，。； or English ". ", ", ", "; " — the space stays with its
 * clause; "$1.25" and "1,000" are not cut), so the text arrives as it would be written; every line ends with \n.
 */
export function chunksOf(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const parts = line.match(/.+?(?:[，。；]|[.,;] |$)/g) ?? [line];
    parts[parts.length - 1] += '\n';
    out.push(...parts);
  }
  return out;
}

/**
 * The embedded default engine (engine.ts) as a stream: no model, no network. `note` is passed through (a fallback).
 * With `AI_PACE_MS` set, it pauses that long between chunks (a stop during the pause ends the answer at once).
 */
export async function* defaultEngine(ctx: ServiceContext, input: ChatInput, note?: string): AsyncGenerator<ChatEvent> {
  const r = await answer(ctx, input.question);
  const pace = ctx.config.ai.paceMs;
  for (const [i, text] of chunksOf(r.lines).entries()) {
    if (i > 0 && pace > 0) await sleep(pace, undefined, { signal: input.signal }).catch(() => undefined);
    if (input.signal.aborted) return;
    yield { type: 'chunk', text };
  }
  yield { type: 'end', intent: r.intent, citations: r.citations, draft: r.draft as AiDraft | undefined, suggestions: r.suggestions, engine: 'default', ...(note ? { note } : {}) };
}

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AssistantMsg } from '@mts/shared/messages';
import type { AiCitation, AiConversation, AiConversationDetail, AiDraft, AiMessage } from '@mts/shared/schemas';
import { aiConversations, aiMessages } from '../../db/schema/index.ts';
import { inTx, type ServiceContext, userOf } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import type { ChatEvent, ChatTurn } from './stream.ts';
import { paged } from '../../lib/paged.ts';

/**
 * The assistant's conversation history (issue 13). Every read and write is scoped to the caller (`ctx.user`): another
 * user's conversation is 404 like one that does not exist, so ids cannot be probed.
 */

const TITLE_CHARS = 30;
/** Earlier turns an engine may read (the model's context). */
const HISTORY_TURNS = 10;

type ConversationRow = typeof aiConversations.$inferSelect;
type MessageRow = typeof aiMessages.$inferSelect;

const toConversation = (c: ConversationRow): AiConversation => ({
  id: c.id,
  title: c.title,
  createTime: formatChinaTime(c.createdAt),
  updateTime: formatChinaTime(c.updatedAt),
});

const toMessage = (m: MessageRow): AiMessage => ({
  id: m.id,
  role: m.role,
  text: m.text,
  intent: (m.intent as AiMessage['intent']) ?? null,
  citations: (m.citations as AiCitation[]) ?? [],
  draft: (m.draft as AiDraft | null) ?? null,
  suggestions: (m.suggestions as string[] | null) ?? null,
  status: m.status,
  engine: m.engine ?? null,
  note: m.note ?? null,
  createTime: formatChinaTime(m.createdAt),
});

/** The caller's conversation, or 404 (also for another user's). */
async function ownConversation(ctx: ServiceContext, id: number): Promise<ConversationRow> {
  const me = userOf(ctx);
  const [c] = await ctx.db.select().from(aiConversations).where(and(eq(aiConversations.id, id), eq(aiConversations.userId, me.id)));
  if (!c) throw notFound(AssistantMsg.conversationMissing);
  return c;
}

/** The history list, newest activity first. */
export async function listConversations(ctx: ServiceContext, input: { pageNum: number; pageSize: number }): Promise<{ rows: AiConversation[]; total: number }> {
  const me = userOf(ctx);
  const mine = eq(aiConversations.userId, me.id);
  const { rows, total } = await paged(
    input,
    ctx.db
      .select()
      .from(aiConversations)
      .where(mine)
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id)),
    ctx.db.select({ n: count() }).from(aiConversations).where(mine),
  );
  return { rows: rows.map(toConversation), total };
}

/** One conversation with its turns, oldest first. */
export async function conversationDetail(ctx: ServiceContext, id: number): Promise<AiConversationDetail> {
  const c = await ownConversation(ctx, id);
  const messages = await ctx.db.select().from(aiMessages).where(eq(aiMessages.conversationId, c.id)).orderBy(asc(aiMessages.id));
  return { conversation: toConversation(c), messages: messages.map(toMessage) };
}

/** Deletes the caller's conversation and its messages (404 when it is not his, or already gone). */
export async function deleteConversation(ctx: ServiceContext, id: number): Promise<void> {
  const me = userOf(ctx);
  const gone = await ctx.db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, me.id)))
    .returning({ id: aiConversations.id });
  if (!gone.length) throw notFound(AssistantMsg.conversationMissing);
}

export interface OpenedTurn {
  conversationId: number;
  /** The answer's row (written when the stream ends). */
  messageId: number;
  /** Earlier turns for the engine, oldest first. */
  history: ChatTurn[];
}

/**
 * Starts one turn in one transaction: the conversation (continued, or new and named after the question), the
 * question, and an empty answer row (status failed until the stream ends, so a crash leaves an honest record).
 */
export async function openTurn(ctx: ServiceContext, input: { question: string; conversationId?: number }): Promise<OpenedTurn> {
  const me = userOf(ctx);
  return inTx(ctx, async (tx) => {
    let conversationId: number;
    let history: ChatTurn[] = [];
    if (input.conversationId) {
      const c = await ownConversation(tx, input.conversationId);
      conversationId = c.id;
      const earlier = await tx.db
        .select({ role: aiMessages.role, text: aiMessages.text })
        .from(aiMessages)
        .where(and(eq(aiMessages.conversationId, c.id), sql`${aiMessages.text} <> ''`))
        .orderBy(desc(aiMessages.id))
        .limit(HISTORY_TURNS);
      history = earlier.reverse();
      await tx.db.update(aiConversations).set({ updatedAt: sql`now()` }).where(eq(aiConversations.id, c.id));
    } else {
      const title = [...input.question.replace(/\s+/g, ' ').trim()].slice(0, TITLE_CHARS).join('');
      const [c] = await tx.db.insert(aiConversations).values({ userId: me.id, title }).returning({ id: aiConversations.id });
      conversationId = c!.id;
    }
    await tx.db.insert(aiMessages).values({ conversationId, role: 'user', text: input.question, status: 'done' });
    const [answer] = await tx.db.insert(aiMessages).values({ conversationId, role: 'assistant', status: 'failed' }).returning({ id: aiMessages.id });
    return { conversationId, messageId: answer!.id, history };
  });
}

/** Records the answer as it ended: done with its data, stopped (the text so far), or failed. */
export async function closeTurn(
  ctx: ServiceContext,
  input: { messageId: number; text: string; status: 'done' | 'stopped' | 'failed'; end?: Extract<ChatEvent, { type: 'end' }> },
): Promise<void> {
  const e = input.end;
  await ctx.db
    .update(aiMessages)
    .set({
      text: input.text,
      status: input.status,
      ...(e ? { intent: e.intent, citations: e.citations, draft: e.draft ?? null, suggestions: e.suggestions ?? null, engine: e.engine, note: e.note ?? null } : {}),
    })
    .where(eq(aiMessages.id, input.messageId));
}

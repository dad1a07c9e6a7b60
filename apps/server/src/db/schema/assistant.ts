import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The assistant's conversations (issue 13): each belongs to one user and is read, continued and deleted by that
 * user only. Deleting a conversation deletes its messages; deleting a user deletes his conversations.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, cut to 30 characters. */
    title: varchar('title', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last question's time: the history list is newest first. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt, t.id)],
);

/** One turn: the user's question, or the assistant's answer with the listings it cited. */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).$type<'user' | 'assistant'>().notNull(),
    text: text('text').notNull().default(''),
    intent: varchar('intent', { length: 20 }),
    citations: jsonb('citations').notNull().default([]),
    draft: jsonb('draft'),
    suggestions: jsonb('suggestions'),
    /** done; stopped (the user stopped it: the text written so far); failed (no answer). A question is done. */
    status: varchar('status', { length: 10 }).$type<'done' | 'stopped' | 'failed'>().notNull().default('done'),
    engine: varchar('engine', { length: 10 }).$type<'default' | 'model'>(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_messages_conversation_idx').on(t.conversationId, t.id)],
);

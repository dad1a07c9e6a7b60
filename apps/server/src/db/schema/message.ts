import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * 消息中心 (issue 26). A message is one line of a user's inbox, written in the transaction of the change it reports
 * (modules/message/outbox.ts); kind and tab from @mts/shared/notice. Newest first per user and tab.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** NoticeTab: 10 交易, 20 资金, 30 系统. */
    tab: smallint('tab').notNull(),
    text: varchar('text', { length: 200 }).notNull(),
    /** The phone path of the page where he acts (the desktop prefixes /pc). */
    link: varchar('link', { length: 200 }).notNull().default(''),
    refType: varchar('ref_type', { length: 16 }).notNull().default('none'),
    refId: integer('ref_id'),
    /** The announcement it delivers (kind announcement), else null. */
    announcementId: integer('announcement_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The inbox per tab, newest first. */
    index('messages_user_tab_idx').on(t.userId, t.tab, t.id.desc()),
    /** The inbox over every tab. */
    index('messages_user_idx').on(t.userId, t.id.desc()),
    /** Unread ones: 全部已读 and the banner touch only these. */
    index('messages_unread_idx').on(t.userId, t.tab).where(sql`read_at is null`),
    /** One announcement's message per user (the fan-out may be re-run after a crash). */
    uniqueIndex('messages_announcement_uq').on(t.announcementId, t.userId).where(sql`announcement_id is not null`),
    /** The staff-waiting sweep: whether a lead or intention order was already reported. */
    index('messages_staff_waiting_idx').on(t.refType, t.refId).where(sql`kind = 'staffWaiting'`),
  ],
);

/**
 * Unread counts per user and tab, kept in the transactions that write or read messages (+n on insert, −(rows
 * actually updated) on read): the badge is one primary-key read, whatever the size of the inbox.
 */
export const messageUnread = pgTable(
  'message_unread',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tab: smallint('tab').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tab] })],
);

/** 消息设置: per kind and channel switches that differ from the default (on for every allowed channel), quiet hours. */
export const notifySettings = pgTable('notify_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** {kind: {sms, wechat}}: only the kinds the user set. */
  kinds: jsonb('kinds').$type<Record<string, { sms: boolean; wechat: boolean }>>().notNull().default({}),
  quietStart: varchar('quiet_start', { length: 5 }).notNull().default('22:00'),
  quietEnd: varchar('quiet_end', { length: 5 }).notNull().default('08:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 通知发送: one SMS or WeChat template message for one message. Written with the message (same transaction),
 * delivered after commit by the job runner; `key` (channel:messageId) is unique and passed to the provider, so a
 * retried job never sends twice. NotifySendStatus: 10 待发送, 15 免打扰延后, 20 已发送, 30 重试中, 40 失败, 50 已跳过.
 */
export const notifySends = pgTable(
  'notify_sends',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull(),
    messageId: integer('message_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: varchar('channel', { length: 8 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    refType: varchar('ref_type', { length: 16 }).notNull().default('none'),
    refId: integer('ref_id'),
    /** Mobile (SMS) or openid (WeChat) at the time of writing. */
    address: varchar('address', { length: 64 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    text: varchar('text', { length: 200 }).notNull().default(''),
    status: smallint('status').notNull().default(10),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When it is due (quiet hours: 08:00 China time; a retry: after its backoff); also the lease of a send in flight. */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notify_sends_key_uq').on(t.key),
    /** The due ones (the sweep and the jobs). */
    index('notify_sends_due_idx').on(t.nextAt).where(sql`status in (10, 15, 30)`),
    /** The per-order cap: sends to this user about this ref on this channel in the last hour. */
    index('notify_sends_ref_idx').on(t.userId, t.refType, t.refId, t.channel, t.createdAt),
    /** 通知发送 in the console, by status. */
    index('notify_sends_status_idx').on(t.status, t.id.desc()),
  ],
);

/** 系统公告: an operator's announcement to everyone or a role; fanned out into messages by a job. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 40 }).notNull(),
  /** Plain text (shown as text, never as HTML). */
  body: text('body').notNull(),
  audience: varchar('audience', { length: 20 }).notNull(),
  important: boolean('important').notNull().default(false),
  /** Users it goes to (counted when the fan-out starts) and written so far. */
  recipients: integer('recipients').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

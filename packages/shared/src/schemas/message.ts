import { z } from 'zod';
import { MessageMsg } from '../messages/message';
import { ANNOUNCEMENT_AUDIENCES, isNoticeKind, NOTICE_KIND_MAP, NOTICE_TAB_CODES, NoticeLimits, NOTIFY_SEND_STATUSES } from '../notice';
import { bodyIdField, envelope, idField, pagedRows, textField } from './common';

/**
 * 消息中心 (issue 26; docs/api.md): GET /message/list → GET /message/unread → POST /message/read {id} →
 * POST /message/readAll {tab?} → GET|POST /message/settings → GET /message/banner. Console: POST
 * /admin/announcement/create, GET /admin/announcement/list, GET /admin/notify/list, POST /admin/notify/retry.
 * Kinds, tabs and channels: @mts/shared/notice.
 */

/** One message of the inbox. `link`: the phone path (desktop: desktopLink(link)). */
export const messageRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  tab: z.number().int(),
  text: z.string(),
  link: z.string(),
  refType: z.string(),
  refId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  /** A 系统公告's text (plain, shown as text); null for every other kind. */
  body: z.string().nullable(),
});
export type MessageRow = z.infer<typeof messageRow>;

/** GET /message/list?tab=&pageNum=&pageSize= (tab omitted: every tab); newest first. */
export const messageListQuery = z.object({
  tab: z.union([z.literal(''), z.coerce.number({ error: MessageMsg.tab })], { error: MessageMsg.tab })
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || (NOTICE_TAB_CODES as readonly number[]).includes(v), MessageMsg.tab)
    .optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(NoticeLimits.maxPageSize).default(NoticeLimits.pageSize),
});
export type MessageListQuery = z.infer<typeof messageListQuery>;
export const messageListReply = pagedRows(messageRow);

/** Unread counts: the badge (total) and the tabs. */
export const unreadCounts = z.object({
  total: z.number().int(),
  byTab: z.object({ trade: z.number().int(), money: z.number().int(), system: z.number().int() }),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;
export const messageUnreadReply = envelope(unreadCounts);

/** POST /message/read {id}: marks one of MY messages read; answers its link (another user's id → 404 消息不存在). */
export const messageReadBody = z.object({ id: bodyIdField(MessageMsg.notFound) });
export const messageReadReply = envelope(z.object({ id: z.number().int(), link: z.string(), unread: unreadCounts }));

/** POST /message/readAll {tab?}: every unread message of mine (of that tab) read; answers how many and the counts. */
export const messageReadAllBody = z.object({
  tab: z.number({ error: MessageMsg.tab }).int(MessageMsg.tab).refine((v) => (NOTICE_TAB_CODES as readonly number[]).includes(v), MessageMsg.tab).optional(),
});
export const messageReadAllReply = envelope(z.object({ updated: z.number().int(), unread: unreadCounts }));

/** Quiet hours 'HH:MM' (Asia/Shanghai). */
const hhmm = z.string({ error: MessageMsg.quietHours }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MessageMsg.quietHours);

const channelSwitches = z.object({ sms: z.boolean({ error: MessageMsg.kindSettings }), wechat: z.boolean({ error: MessageMsg.kindSettings }) }, { error: MessageMsg.kindSettings });

/** The settings as read: every kind with its channel switches (site is always on), quiet hours. */
export const messageSettings = z.object({
  kinds: z.record(z.string(), z.object({ sms: z.boolean(), wechat: z.boolean() })),
  quietStart: z.string(),
  quietEnd: z.string(),
  /** Whether the user can receive WeChat notices (logged in with WeChat). */
  wechatBound: z.boolean(),
  /** Whether the user has a mobile for SMS. */
  smsBound: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettings>;
export const messageSettingsReply = envelope(messageSettings);

/**
 * POST /message/settings: kinds (only those to change; unknown kinds → 未知的消息类型; a channel the kind does not
 * allow switched on → refused), quiet hours.
 */
export const messageSettingsBody = z
  .object({
    kinds: z
      .record(z.string().max(60), channelSwitches, { error: MessageMsg.kindSettings })
      .superRefine((rec, c) => {
        const keys = Object.keys(rec);
        if (keys.length > 100) c.addIssue({ code: 'custom', message: MessageMsg.kindSettings });
        for (const kind of keys) {
          if (!isNoticeKind(kind)) {
            c.addIssue({ code: 'custom', message: MessageMsg.unknownKind(kind) });
            return;
          }
          const def = NOTICE_KIND_MAP[kind]!;
          const v = rec[kind]!;
          if ((v.sms && !def.sms) || (v.wechat && !def.wechat)) {
            c.addIssue({ code: 'custom', message: MessageMsg.channelNotAllowed(def.label) });
            return;
          }
        }
      })
      .optional(),
    quietStart: hhmm.optional(),
    quietEnd: hhmm.optional(),
  })
  .strict();
export type MessageSettingsBody = z.infer<typeof messageSettingsBody>;

/** An announcement (系统公告). Body is plain text: shown as text, never as HTML. */
export const announcementRow = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.string(),
  important: z.boolean(),
  /** How many users it was written to (the fan-out's progress; equals `recipients` when done). */
  delivered: z.number().int(),
  recipients: z.number().int(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AnnouncementRow = z.infer<typeof announcementRow>;

/** GET /message/banner: the important announcements I have not read (newest first, at most 3). */
export const messageBannerReply = envelope(
  z.object({ list: z.array(z.object({ id: z.number().int(), messageId: z.number().int(), title: z.string(), body: z.string(), createdAt: z.string() })) }),
);

/** POST /admin/announcement/create (operator). */
export const announcementCreateBody = z.object({
  title: textField({ min: 1, max: NoticeLimits.announcementTitleMax, message: MessageMsg.announcementTitle }),
  body: textField({ min: 1, max: NoticeLimits.announcementBodyMax, message: MessageMsg.announcementBody, multiline: true }),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: MessageMsg.announcementAudience }),
  important: z.boolean({ error: MessageMsg.announcementImportant }).default(false),
});
export type AnnouncementCreateBody = z.infer<typeof announcementCreateBody>;
export type AnnouncementCreateInput = z.input<typeof announcementCreateBody>;
export const announcementCreateReply = envelope(announcementRow);
export const announcementListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const announcementListReply = pagedRows(announcementRow);

/** 通知发送: one SMS / WeChat send. */
export const notifySendRow = z.object({
  id: z.number().int(),
  messageId: z.number().int().nullable(),
  userId: z.number().int(),
  /** The recipient's mobile, masked (138****8000). */
  mobile: z.string(),
  channel: z.string(),
  kind: z.string(),
  text: z.string(),
  status: z.number().int(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotifySendRow = z.infer<typeof notifySendRow>;
/** GET /admin/notify/list?status=&pageNum=&pageSize= (status omitted: failures and retries first, every status). */
export const notifyListQuery = z.object({
  status: z.union([z.literal(''), z.coerce.number({ error: MessageMsg.sendStatus })], { error: MessageMsg.sendStatus })
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || (NOTIFY_SEND_STATUSES as readonly number[]).includes(v), MessageMsg.sendStatus)
    .optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const notifyListReply = pagedRows(notifySendRow);
/** POST /admin/notify/retry {id}: a 失败 send queued again (attempts reset). */
export const notifyRetryBody = z.object({ id: bodyIdField(MessageMsg.sendNotFound) });
export const notifyRetryReply = envelope(notifySendRow);
export const messageIdQuery = z.object({ id: idField(MessageMsg.notFound) });

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageMsg } from '@mts/shared/messages';
import {
  announcementCreateBody,
  announcementCreateReply,
  announcementListQuery,
  announcementListReply,
  messageBannerReply,
  messageListQuery,
  messageListReply,
  messageReadAllBody,
  messageReadAllReply,
  messageReadBody,
  messageReadReply,
  messageSettingsBody,
  messageSettingsReply,
  messageUnreadReply,
  notifyListQuery,
  notifyListReply,
  notifyRetryBody,
  notifyRetryReply,
} from '@mts/shared/schemas';
import { ok, pageReply } from '../../lib/envelope.ts';
import { userPage, userPost, withMsg } from '../../lib/routes.ts';
import { requireOperator, requireUser } from '../../plugins/auth.ts';
import { banner, createAnnouncement, getSettings, listAnnouncements, listMessages, listSends, readAll, readMessage, retrySend, saveSettings, unreadCounts } from './service.ts';

/** 消息中心 (issue 26): my inbox, unread counts, read, settings, the banner; the console's announcements and 通知发送. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['message'];
  const user = { preHandler: requireUser() };
  userPage(app, '/message/list', { tags, summary: '我的消息（tab: 10 交易，20 资金，30 系统；不传为全部），新的在前' }, { query: messageListQuery, reply: messageListReply }, listMessages);
  app.get('/message/unread', { ...user, schema: { tags, summary: '未读消息数（合计与各分类）', response: { 200: messageUnreadReply } } }, async (req) => ok(await unreadCounts(req.ctx)));
  userPost(app, '/message/read', { tags, summary: '标为已读（返回消息的链接）' }, { body: messageReadBody, reply: messageReadReply }, MessageMsg.readOk, (ctx, b) => readMessage(ctx, b.id));
  userPost(app, '/message/readAll', { tags, summary: '全部已读（可按分类）' }, { body: messageReadAllBody, reply: messageReadAllReply }, MessageMsg.readAllOk, (ctx, b) => readAll(ctx, b.tab));
  app.get('/message/settings', { ...user, schema: { tags, summary: '消息设置（各类消息的短信/微信开关、免打扰时段）', response: { 200: messageSettingsReply } } }, async (req) => ok(await getSettings(req.ctx)));
  userPost(app, '/message/settings', { tags, summary: '保存消息设置' }, { body: messageSettingsBody, reply: messageSettingsReply }, MessageMsg.settingsOk, saveSettings);
  app.get('/message/banner', { ...user, schema: { tags, summary: '未读的重要系统公告（首页横幅）', response: { 200: messageBannerReply } } }, async (req) => ok(await banner(req.ctx)));

  const op = { preHandler: requireOperator() };
  const adminTags = ['admin'];
  app.post('/admin/announcement/create', { ...op, schema: { tags: adminTags, summary: '发布系统公告（全部用户或某一角色；重要公告在首页横幅显示）', body: announcementCreateBody, response: { 200: announcementCreateReply } } }, async (req) =>
    withMsg(MessageMsg.announcementOk, await createAnnouncement(req.ctx, req.body)),
  );
  app.get('/admin/announcement/list', { ...op, schema: { tags: adminTags, summary: '系统公告列表', querystring: announcementListQuery, response: { 200: announcementListReply } } }, async (req) =>
    pageReply(await listAnnouncements(req.ctx, req.query)),
  );
  app.get('/admin/notify/list', { ...op, schema: { tags: adminTags, summary: '通知发送（短信/微信；默认失败与重试中）', querystring: notifyListQuery, response: { 200: notifyListReply } } }, async (req) =>
    pageReply(await listSends(req.ctx, req.query)),
  );
  app.post('/admin/notify/retry', { ...op, schema: { tags: adminTags, summary: '重新发送失败的通知', body: notifyRetryBody, response: { 200: notifyRetryReply } } }, async (req) =>
    withMsg(MessageMsg.retryOk, await retrySend(req.ctx, req.body.id)),
  );
};

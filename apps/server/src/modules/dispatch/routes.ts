import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockBody,
  blockReply,
  followCloseBody,
  followDetailReply,
  followIdParam,
  followNoteBody,
  followNoteReply,
  followStatusReply,
  followUpBody,
  followUpReply,
  myFollowList as myFollowListReply,
  myFollowListQuery,
  pendingLeadList,
  pendingPreOrderList,
  poolQuery,
  publishGoodsBody,
  publishGoodsReply,
} from '@mts/shared/schemas';
import { DispatchMsg } from '@mts/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { userPage, userPost, withMsg } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { addNote, blockTarget, closeFollow, followDetail, followUp, myFollowList, pendingLeads, pendingPreOrders, publishGoods } from './service.ts';

const tags = ['dispatch'];

/** Dispatch (trade-flow sections 1, 2, 6): pools, grabbing, blocking, follow items. Rules in service.ts. */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  userPage(app, '/bizOppor/tprPendingFollowList', { tags, summary: '谈判人线索池：待派单线索与无谈判人商品的待确认意向单（kind 区分），最新在前（仅谈判人）' }, { query: poolQuery, reply: pendingLeadList }, pendingLeads);

  userPage(app, '/bizOppor/swPendingFollowList', { tags, summary: '商务意向单池：已确认意向单，最新在前（仅商务）' }, { query: poolQuery, reply: pendingPreOrderList }, pendingPreOrders);

  userPost(app, '/bizOppor/followUp', { tags, summary: '抢单：identity 10 谈判人（type 10 线索，30 池中意向单），20 商务（意向单）' }, { body: followUpBody, reply: followUpReply }, DispatchMsg.grabOk, followUp);

  userPost(app, '/bizOppor/blockBizOpporMsg', { tags, summary: '屏蔽：blockType 10 线索（谈判人），20 意向单（商务、谈判人；仅对本人隐藏）' }, { body: blockBody, reply: blockReply }, DispatchMsg.blockOk, blockTarget);

  userPage(app, '/follow/myFollowList', { tags, summary: '我的跟单（谈判人、商务）' }, { query: myFollowListQuery, reply: myFollowListReply }, myFollowList);

  userPost(app, '/follow/publishGoods', { tags, summary: '由线索发布商品（持有该线索的谈判人）' }, { body: publishGoodsBody, reply: publishGoodsReply }, DispatchMsg.publishGoodsOk, publishGoods);

  app.get(
    '/follow/:id',
    { preHandler: requireUser(), schema: { tags, summary: '跟单详情（本人或运营）', params: followIdParam, response: { 200: followDetailReply } } },
    async (req) => ok(await followDetail(req.ctx, req.params.id)),
  );

  app.post(
    '/follow/:id/notes',
    { preHandler: requireUser(), schema: { tags, summary: '添加跟进记录（本人、跟进中）', params: followIdParam, body: followNoteBody, response: { 200: followNoteReply } } },
    async (req) => withMsg(DispatchMsg.noteOk, await addNote(req.ctx, { id: req.params.id, content: req.body.content })),
  );

  app.post(
    '/follow/:id/close',
    { preHandler: requireUser(), schema: { tags, summary: '标记线索无效（本人、跟进中）', params: followIdParam, body: followCloseBody, response: { 200: followStatusReply } } },
    async (req) => withMsg(DispatchMsg.closeOk, await closeFollow(req.ctx, { id: req.params.id, reason: req.body.reason })),
  );
};

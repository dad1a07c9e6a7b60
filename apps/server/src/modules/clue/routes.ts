import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clueForm, clueIdParam, clueRecordReply, clueSavedReply, myClueListQuery, myClueListReply } from '@mts/shared/schemas';
import { PublishMsg } from '@mts/shared/messages';
import { ok, pageReply } from '../../lib/envelope.ts';
import { withMsg } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { clueRecord, myClueList, publishClue, updateClue, withdrawClue } from './service.ts';


export const clueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clue/publish',
    {
      preHandler: requireUser(),
      schema: { tags: ['clue'], summary: '发布线索（货源/求购）：需登录且实名', body: clueForm, response: { 200: clueSavedReply } },
    },
    async (req) => withMsg(PublishMsg.published, await publishClue(req.ctx, req.body)),
  );

  app.get(
    '/clue/myClueList',
    { preHandler: requireUser(), schema: { tags: ['clue'], summary: '我的信息：我发布的线索', querystring: myClueListQuery, response: { 200: myClueListReply } } },
    async (req) => pageReply(await myClueList(req.ctx, req.query)),
  );

  app.get('/clue/:id', { schema: { tags: ['clue'], summary: '线索详情（本人可见完整联系方式）', params: clueIdParam, response: { 200: clueRecordReply } } }, async (req) =>
    ok(await clueRecord(req.ctx, req.params.id)),
  );

  app.put(
    '/clue/:id',
    {
      preHandler: requireUser(),
      schema: { tags: ['clue'], summary: '修改线索：仅本人、仅待派单', params: clueIdParam, body: clueForm, response: { 200: clueSavedReply } },
    },
    async (req) => withMsg(PublishMsg.saved, await updateClue(req.ctx, { id: req.params.id, form: req.body })),
  );

  app.post(
    '/clue/:id/withdraw',
    { preHandler: requireUser(), schema: { tags: ['clue'], summary: '撤回线索：仅本人、仅待派单', params: clueIdParam, response: { 200: clueSavedReply } } },
    async (req) => withMsg(PublishMsg.withdrawn, await withdrawClue(req.ctx, req.params.id)),
  );
};

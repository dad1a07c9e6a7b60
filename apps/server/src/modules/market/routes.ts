import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarketMsg } from '@mts/shared/messages';
import {
  marketAlertCreateBody,
  marketAlertDeleteBody,
  marketAlertListResponse,
  marketAlertResponse,
  marketExportQuery,
  marketIndexQuery,
  marketIndexResponse,
  marketIndicesQuery,
  marketIndicesResponse,
  marketMoversQuery,
  marketMoversResponse,
  marketPanelQuery,
  marketPanelResponse,
  marketPartQuery,
  marketPartResponse,
  marketSearchQuery,
  marketSearchResponse,
} from '@mts/shared/schemas';
import { z } from 'zod';
import { envelope } from '@mts/shared/schemas';
import { ok } from '../../lib/envelope.ts';
import { userPost } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createAlert, deleteAlert, listAlerts } from './alerts.ts';
import { marketCsv, marketIndex, marketIndices, marketMovers, marketPanel, marketPart, marketSearch } from './service.ts';

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (as stock/routes.ts; not imported: module cycle). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** 行情 (issue 25): figures per part number, indices, movers, search (public); price alerts (logged in). */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['market'];
  app.get('/market/panel', { schema: { tags, summary: '商品详情的行情面板（该商品型号、币种的90天行情与价格标记）', querystring: marketPanelQuery, response: { 200: marketPanelResponse } } }, async (req) =>
    ok(await marketPanel(req.ctx, req.query.goodsId)),
  );
  app.get('/market/part', { schema: { tags, summary: '型号行情（表头、走势、每日数据）', querystring: marketPartQuery, response: { 200: marketPartResponse } } }, async (req) =>
    ok(await marketPart(req.ctx, req.query)),
  );
  app.get('/market/part/export', { schema: { tags, summary: '导出型号每日行情 CSV（UTF-8 带 BOM）', querystring: marketExportQuery } }, async (req, reply) => {
    const { csv, fileName } = await marketCsv(req.ctx, req.query);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store').send(csv);
  });
  app.get('/market/indices', { schema: { tags, summary: '行情指数列表（最新值、涨跌、30天走势）', querystring: marketIndicesQuery, response: { 200: marketIndicesResponse } } }, async (req) =>
    ok(await marketIndices(req.ctx, req.query)),
  );
  app.get('/market/index', { schema: { tags, summary: '指数详情（走势与成分型号）', querystring: marketIndexQuery, response: { 200: marketIndexResponse } } }, async (req) =>
    ok(await marketIndex(req.ctx, req.query)),
  );
  app.get('/market/movers', { schema: { tags, summary: '涨跌榜（最新一天的7日涨跌幅）', querystring: marketMoversQuery, response: { 200: marketMoversResponse } } }, async (req) =>
    ok(await marketMovers(req.ctx, req.query)),
  );
  app.get('/market/search', { schema: { tags, summary: '按型号搜索行情（前缀）', querystring: marketSearchQuery, response: { 200: marketSearchResponse } } }, async (req) =>
    ok(await marketSearch(req.ctx, req.query)),
  );
  userPost(app, '/market/alert/create', { tags, summary: '设置价格提醒（卖价低于 / 成交价高于；每人最多50个）' }, { body: marketAlertCreateBody, reply: marketAlertResponse }, MarketMsg.alertCreated, createAlert);
  app.get('/market/alert/list', { preHandler: requireUser(), schema: { tags, summary: '我的价格提醒', response: { 200: marketAlertListResponse } } }, async (req) => ok(await listAlerts(req.ctx)));
  userPost(app, '/market/alert/delete', { tags, summary: '删除价格提醒' }, { body: marketAlertDeleteBody, reply: envelope(z.object({ id: z.number().int() })) }, MarketMsg.alertDeleted, (ctx, b) => deleteAlert(ctx, b.id));
};

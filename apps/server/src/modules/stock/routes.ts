import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stockBulkReply,
  stockDeleteBody,
  stockEditBody,
  stockEditReply,
  stockImportBody,
  stockImportCurrentReply,
  stockImportIdBody,
  stockImportIdQuery,
  stockImportReply,
  stockListQuery,
  stockListReply,
  stockPreviewBody,
  stockPreviewReply,
  stockShelfBody,
  stockUploadReply,
} from '@mts/shared/schemas';
import { Msg, StockMsg } from '@mts/shared/messages';
import { GoodsStatus } from '@mts/shared/status';
import { StockLimits } from '@mts/shared/stock';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { userPage, userPost, withMsg } from '../../lib/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { STOCK_IMPORT_QUEUE, stockImportWorker } from './import.ts';
import { deleteStock, editStock, exportStock, listStock, shelfStock, template } from './manage.ts';
import { cancelImport, currentImport, type Download, importDetail, importReport, previewStock, startImport, uploadStock } from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (filename*=UTF-8''…). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a download: the checks ran before (errors are still the envelope), the workbook is written as it is sent. */
function sendDownload(reply: FastifyReply, d: Download) {
  const out = new PassThrough();
  d.write(out).catch((err: unknown) => {
    reply.log.error({ err }, 'stock download failed');
    out.destroy(err as Error);
  });
  return reply.header('content-type', XLSX).header('content-disposition', contentDisposition(d.fileName)).header('cache-control', 'no-store').send(out);
}

/** Stock lists (issue 23): the upload, its preview and import, the import's progress and report, 我的库存. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.work(STOCK_IMPORT_QUEUE, stockImportWorker(app));
  await app.register(multipart, { limits: { fileSize: StockLimits.maxFileBytes, files: 1, fields: 4, parts: 6 } });
  const tags = ['stock'];
  const perUser = {
    rateLimit: { max: app.config.rateLimit.uploadPerMinute, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (req: { ctx: { user: { id: number } | null } }) => `stock${req.ctx.user?.id}` },
  };

  app.post(
    '/stock/upload',
    {
      preHandler: requireUser(),
      config: perUser,
      // The file alone may be 20 MB; the multipart limit refuses more with StockMsg.fileTooLarge.
      bodyLimit: StockLimits.maxFileBytes + 1024 * 1024,
      schema: { tags, summary: '上传库存表（.xlsx/.xls/.csv，≤20MB，需实名）：识别表头与列', consumes: ['multipart/form-data'], response: { 200: stockUploadReply } },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(StockMsg.fileMissing);
      return ok(await uploadStock(req.ctx, () => req.file()));
    },
  );
  userPost(app, '/stock/preview', { tags, summary: '预览：按确认的列读取全部行（有效、错误、重复）' }, { body: stockPreviewBody, reply: stockPreviewReply }, Msg.ok, previewStock);
  app.post(
    '/stock/import',
    { preHandler: requireUser(), config: perUser, schema: { tags, summary: '开始导入（合并 / 全量同步；同一时间一个）', body: stockImportBody, response: { 200: stockImportReply } } },
    async (req) => withMsg(StockMsg.importQueued, await startImport(req.ctx, req.body)),
  );
  app.get(
    '/stock/import/detail',
    { preHandler: requireUser(), schema: { tags, summary: '导入进度与结果（仅本人）', querystring: stockImportIdQuery, response: { 200: stockImportReply } } },
    async (req) => ok(await importDetail(req.ctx, req.query.id)),
  );
  app.get('/stock/import/current', { preHandler: requireUser(), schema: { tags, summary: '我最近的一次导入（刷新页面后找回进度）', response: { 200: stockImportCurrentReply } } }, async (req) =>
    ok(await currentImport(req.ctx)),
  );
  userPost(app, '/stock/import/cancel', { tags, summary: '取消导入（排队中或导入中；库存不变）' }, { body: stockImportIdBody, reply: stockImportReply }, StockMsg.importCancelled, (ctx, b) =>
    cancelImport(ctx, b.id),
  );
  app.get('/stock/import/report', { preHandler: requireUser(), schema: { tags, summary: '导入报告 .xlsx（汇总与未导入的行）', querystring: stockImportIdQuery } }, async (req, reply) =>
    sendDownload(reply, await importReport(req.ctx, req.query.id)),
  );

  userPage(app, '/stock/list', { tags, summary: '我的库存（型号/品牌搜索，上架/下架筛选）' }, { query: stockListQuery, reply: stockListReply }, listStock);
  app.post('/stock/shelf', { preHandler: requireUser(), schema: { tags, summary: '批量上架 / 下架（仅本人的库存）', body: stockShelfBody, response: { 200: stockBulkReply } } }, async (req) =>
    withMsg(req.body.status === GoodsStatus.OnShelf ? StockMsg.shelfOnOk : StockMsg.shelfOffOk, await shelfStock(req.ctx, req.body)),
  );
  userPost(app, '/stock/delete', { tags, summary: '批量删除（仅本人的库存）' }, { body: stockDeleteBody, reply: stockBulkReply }, StockMsg.deleteOk, deleteStock);
  userPost(app, '/stock/edit', { tags, summary: '修改单价、币种、数量（数量 0 即下架）' }, { body: stockEditBody, reply: stockEditReply }, StockMsg.editOk, editStock);
  app.get('/stock/export', { preHandler: requireUser(), schema: { tags, summary: '导出我的库存 .xlsx（模板的列）' } }, async (req, reply) => sendDownload(reply, exportStock(req.ctx)));
  app.get('/stock/template', { schema: { tags, summary: '下载库存上传模板 .xlsx' } }, async (_req, reply) => sendDownload(reply, await template()));
};

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadReply } from '@mts/shared/schemas';
import { PublishLimits } from '@mts/shared/constants';
import { Msg, PublishMsg } from '@mts/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireUser, userOf } from '../../plugins/auth.ts';
import { renditions, sniffImage } from './images.ts';
import { type ImageStorage, KEY_RE } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: ImageStorage;
  }
}

/** Per-user sliding window (in process; several instances would share it through the store instead). */
export class UploadLimiter {
  private hits = new Map<number, number[]>();
  constructor(
    private perMinute: number,
    private now: () => number = Date.now,
  ) {}
  take(userId: number): boolean {
    const t = this.now();
    const recent = (this.hits.get(userId) ?? []).filter((x) => t - x < 60_000);
    if (recent.length >= this.perMinute) {
      this.hits.set(userId, recent);
      return false;
    }
    recent.push(t);
    this.hits.set(userId, recent);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (!v.some((x) => t - x < 60_000)) this.hits.delete(k);
    return true;
  }
}

/** Decorates the app with the image storage and serves it at /uploads/… with immutable cache headers. */
export function registerUploads(app: FastifyInstance, storage: ImageStorage): void {
  app.decorate('uploads', storage);
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = KEY_RE.test(key) ? await storage.get(key) : null;
    if (!file) throw new AppError(404, Msg.notFound);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', `"${key.replace(/\W/g, '')}"`)
      .type(file.contentType)
      .send(file.data);
  });
}

/** POST /upload/image (multipart, field `file`): JPEG/PNG/WebP by content, ≤ 5 MB, re-encoded; login required, rate-limited per user. */
export const uploadRoutes: FastifyPluginAsyncZod<{ perMinute?: number }> = async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: PublishLimits.maxUploadBytes, files: 1, fields: 4, parts: 6 } });
  const limiter = new UploadLimiter(opts.perMinute ?? PublishLimits.uploadsPerMinute);

  app.post(
    '/upload/image',
    {
      preHandler: requireUser(),
      schema: { tags: ['upload'], summary: '上传图片（JPG/PNG/WebP，≤5MB）', consumes: ['multipart/form-data'], response: { 200: uploadReply } },
    },
    async (req) => {
      const user = userOf(req);
      if (!req.isMultipart()) throw badRequest(PublishMsg.uploadMissing);
      if (!limiter.take(user.id)) throw new AppError(429, Msg.tooManyRequests);
      let input: Buffer;
      try {
        const part = await req.file();
        if (!part) throw badRequest(PublishMsg.uploadMissing);
        input = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PublishMsg.uploadTooBig);
        if ((err as { code?: string }).code?.startsWith('FST_')) throw badRequest(PublishMsg.uploadMissing);
        throw err;
      }
      if (!sniffImage(input.subarray(0, 16))) throw badRequest(PublishMsg.uploadType);
      let out: Awaited<ReturnType<typeof renditions>>;
      try {
        out = await renditions(input);
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'image decode failed');
        throw badRequest(PublishMsg.uploadBroken);
      }
      const year = new Date().getUTCFullYear();
      const key = `${year}/${out.hash}.webp`;
      const thumbKey = `${year}/${out.hash}_t.webp`;
      await app.uploads.put(key, out.display.data, 'image/webp');
      await app.uploads.put(thumbKey, out.thumb.data, 'image/webp');
      return {
        ...ok({ url: app.uploads.url(key), thumbUrl: app.uploads.url(thumbKey), width: out.display.width, height: out.display.height }),
        msg: PublishMsg.uploadOk,
      };
    },
  );
};

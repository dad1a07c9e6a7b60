import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadReply } from '@mts/shared/schemas';
import { PublishLimits } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { uploadImage } from './service.ts';

/** POST /upload/image (multipart, field `file`): JPEG/PNG/WebP by content, ≤ 5 MB, re-encoded; login required, rate-limited per user. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PublishLimits.maxUploadBytes, files: 1, fields: 4, parts: 6 } });
  // Per user, after the login check (preHandler), shared across instances through Redis like the other limits.
  const uploadLimit = {
    rateLimit: { max: app.config.rateLimit.uploadPerMinute, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (req: { ctx: { user: { id: number } | null } }) => `u${req.ctx.user?.id}` },
  };

  app.post(
    '/upload/image',
    {
      preHandler: requireUser(),
      config: uploadLimit,
      schema: { tags: ['upload'], summary: '上传图片（JPG/PNG/WebP，≤5MB）', consumes: ['multipart/form-data'], response: { 200: uploadReply } },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(PublishMsg.uploadMissing);
      return { ...ok(await uploadImage(req.ctx, () => req.file())), msg: PublishMsg.uploadOk };
    },
  );
};

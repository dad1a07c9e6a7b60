import type { MultipartFile } from '@fastify/multipart';
import { PublishMsg } from '@mts/shared/messages';
import type { UploadResult } from '@mts/shared/schemas';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { imageSize, MAX_INPUT_PIXELS, renditions, sniffImage } from './images.ts';

/** Reads the uploaded part: 400 when missing, too big (over the multipart limit) or malformed. */
async function readPart(file: () => Promise<MultipartFile | undefined>): Promise<Buffer> {
  try {
    const part = await file();
    if (!part) throw badRequest(PublishMsg.uploadMissing);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PublishMsg.uploadTooBig);
    if (code?.startsWith('FST_')) throw badRequest(PublishMsg.uploadMissing);
    throw err;
  }
}

/**
 * POST /upload/image: a JPEG, PNG or WebP (by content) re-encoded to a WebP display image and thumbnail, stored
 * under `<year>/<content hash>.webp` (the year of ctx.clock), so the same image uploaded twice is one file.
 */
export async function uploadImage(ctx: ServiceContext, file: () => Promise<MultipartFile | undefined>): Promise<UploadResult> {
  const input = await readPart(file);
  if (!sniffImage(input.subarray(0, 16))) throw badRequest(PublishMsg.uploadType);
  const size = await imageSize(input);
  if (!size) throw badRequest(PublishMsg.uploadBroken);
  if (size.width * size.height > MAX_INPUT_PIXELS) throw badRequest(PublishMsg.uploadTooManyPixels);
  let out: Awaited<ReturnType<typeof renditions>>;
  try {
    out = await renditions(input);
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'image decode failed');
    throw badRequest(PublishMsg.uploadBroken);
  }
  const year = new Date(ctx.clock.now()).getUTCFullYear();
  const key = `${year}/${out.hash}.webp`;
  const thumbKey = `${year}/${out.hash}_t.webp`;
  await ctx.uploads.put(key, out.display.data, 'image/webp');
  await ctx.uploads.put(thumbKey, out.thumb.data, 'image/webp');
  return { url: ctx.uploads.url(key), thumbUrl: ctx.uploads.url(thumbKey), width: out.display.width, height: out.display.height };
}

import { z } from 'zod';
import { envelope } from './common';

/**
 * POST /upload/image (multipart, field "file"): JPEG, PNG or WebP by content, ≤ 5 MB.
 * url: the display image (WebP, longest side ≤ 1200 px); thumbUrl: 320 px thumbnail; width/height of the display image.
 */
export const uploadResult = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResult>;
export const uploadReply = envelope(uploadResult);

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PublishLimits } from '@mts/shared/constants';
import { Semaphore } from '../../lib/semaphore.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type by its first bytes (magic numbers), whatever the file name or declared type says. */
export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The pixel budget of an upload: a small file can declare a huge canvas, and decoding costs about 4 bytes a
 * pixel (a 7000 × 7000 PNG took 1.2 s and 120 MB). Larger images are refused before decoding.
 */
export const MAX_INPUT_PIXELS = PublishLimits.maxImagePixels;
/** Re-encodes at once in this process; the others wait, so memory stays bounded under a burst of uploads. */
export const RE_ENCODE_CONCURRENCY = 2;
const reEncodes = new Semaphore(RE_ENCODE_CONCURRENCY);

/** Width and height from the image header (no decoding), or null when sharp cannot read it. */
export async function imageSize(input: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(input).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

async function render(input: Buffer, px: number, quality: number): Promise<Rendition> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Re-encodes an upload to WebP: a display image (longest side ≤ 1200 px) and a thumbnail (≤ 320 px).
 * sharp writes no EXIF/ICC/XMP unless asked, so GPS and camera metadata are stripped.
 */
export function renditions(input: Buffer): Promise<{ display: Rendition; thumb: Rendition; hash: string }> {
  return reEncodes.run(async () => {
    const display = await render(input, PublishLimits.displayImagePx, 82);
    const thumb = await render(input, PublishLimits.thumbImagePx, 75);
    const hash = createHash('sha256').update(display.data).digest('hex').slice(0, 32);
    return { display, thumb, hash };
  });
}

import { PublishLimits } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';

/** The picture types POST /upload/image takes (the server decides by content; this is the quick answer). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The file input's accept list. */
export const UPLOAD_IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/**
 * Why a picked picture (goods photo, transfer receipt, deposit receipt, report photo) is refused before any upload:
 * not JPEG, PNG or WebP, or over 5 MB; null when it may go up.
 */
export function uploadRefusal(file: { type: string; size: number }): string | null {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return PublishMsg.uploadType;
  if (file.size > PublishLimits.maxUploadBytes) return PublishMsg.uploadTooBig;
  return null;
}

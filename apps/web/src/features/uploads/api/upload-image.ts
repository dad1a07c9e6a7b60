import type { Envelope, UploadResult } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /upload/image (multipart field "file"): JPEG, PNG or WebP ≤ 5 MB → display url and thumbnail. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  const res = await http.post<Envelope<UploadResult>>('/upload/image', form, {
    timeout: 30_000,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
  return res.data.data;
}

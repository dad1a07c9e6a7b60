import type { Envelope, StockUploadResult } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** An upload of up to 20 MB on a slow line, then the server reading its header: minutes, not the client's 5 s. */
const UPLOAD_TIMEOUT_MS = 300_000;

/**
 * POST /stock/upload (multipart field "file") → the sheet read, its header row, the columns and the proposed mapping.
 * `sheet` (another sheet of the same workbook) goes first as a multipart field, before the file, so the server has it
 * when the file streams in.
 */
export async function uploadStockFile(file: File, { sheet, onProgress }: { sheet?: string; onProgress?: (percent: number) => void } = {}) {
  const form = new FormData();
  if (sheet) form.append('sheet', sheet);
  form.append('file', file);
  const res = await http.post<Envelope<StockUploadResult>>('/stock/upload', form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
  return res.data.data;
}

import type { Envelope, StockPreviewBody, StockPreviewResult } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** Every line of the file is checked under the mapping: up to 200,000 lines take longer than the client's 5 s. */
const PREVIEW_TIMEOUT_MS = 120_000;

/** POST /stock/preview {uploadId, sheet, mapping} → counts (valid, invalid, duplicates), the first lines and the refused ones. */
export const previewStock = async (body: StockPreviewBody) =>
  (await http.post<Envelope<StockPreviewResult>>('/stock/preview', body, { timeout: PREVIEW_TIMEOUT_MS })).data.data;

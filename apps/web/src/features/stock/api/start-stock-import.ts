import type { Envelope, StockImport, StockImportBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /stock/import {uploadId, sheet, mapping, mode} → the import, queued (its progress comes over the websocket). */
export const startStockImport = async (body: StockImportBody) => (await http.post<Envelope<StockImport>>('/stock/import', body, { timeout: 30_000 })).data.data;

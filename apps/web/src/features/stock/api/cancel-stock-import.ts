import type { Envelope } from '@mts/shared/schemas';
import { http } from '@/lib/http';

/** POST /stock/import/cancel {id}: stops a queued or running import; the shelf stays as it was. */
export const cancelStockImport = async (id: number) => (await http.post<Envelope<unknown>>('/stock/import/cancel', { id })).data.data;

import type { Envelope, MarketAlert, MarketAlertCreateBody } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { downloadFile } from '@/lib/download';

const post = async <T,>(url: string, body: unknown) => (await http.post<Envelope<T>>(url, body)).data.data;

/** POST /market/alert/create {model, currency, kind, threshold (cents)} → the alert. */
export const createMarketAlert = (body: MarketAlertCreateBody) => post<MarketAlert>('/market/alert/create', body);

/** POST /market/alert/delete {id}. */
export const deleteMarketAlert = (id: number) => post<unknown>('/market/alert/delete', { id });

/** GET /market/part/export?model&currency: the daily table as CSV (UTF-8 with a BOM, opens in Excel). */
export const exportMarketCsv = (model: string, currency: number) =>
  downloadFile('/market/part/export', { params: { model, currency }, fallbackName: `行情-${model}.csv` });

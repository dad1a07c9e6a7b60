import type { BomDetail, BomLineMatch, BomRefusal, Envelope, PreOrderRow } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { downloadFile } from '@/lib/download';

const post = async <T,>(url: string, body: unknown, timeout?: number) => (await http.post<Envelope<T>>(url, body, timeout ? { timeout } : undefined)).data.data;

/** POST /bom/choose {lineId, goodsId}: the line takes another of its offers → the line again. */
export const chooseOffer = (lineId: number, goodsId: number) => post<BomLineMatch>('/bom/choose', { lineId, goodsId });

/** POST /bom/rematch {id}: matched again against today's shelf → the BOM with `changes` per line. */
export const rematchBom = (id: number) => post<BomDetail>('/bom/rematch', { id }, 120_000);

export type BomToCartResult = { added: number; refused: BomRefusal[] };
/** POST /bom/toCart {id, lineIds}: the lines' chosen offers into the cart (the cart's rules refuse some, with reasons). */
export const bomToCart = (id: number, lineIds: number[]) => post<BomToCartResult>('/bom/toCart', { id, lineIds }, 60_000);

export type BomToPreOrdersResult = { list: PreOrderRow[]; refused: BomRefusal[] };
/** POST /bom/toPreOrders {id, lineIds}: one intention order per goods (the buy-now rules), refused lines with reasons. */
export const bomToPreOrders = (id: number, lineIds: number[]) => post<BomToPreOrdersResult>('/bom/toPreOrders', { id, lineIds }, 60_000);

/** POST /bom/delete {id}. */
export const deleteBom = (id: number) => post<unknown>('/bom/delete', { id });

/** POST /rfq/create {bomId, lineIds, deadline, remark?}: one RFQ per line, sent to the traders who list the part. */
export const sendBomRfq = (body: { bomId: number; lineIds: number[]; deadline: string; remark?: string }) =>
  post<{ list: { id: number }[] }>('/rfq/create', body, 60_000);

/** GET /bom/export?id: the lines with their chosen offers (.xlsx), the token in the header (lib/download). */
export const exportBom = (id: number, name: string) => downloadFile('/bom/export', { params: { id }, fallbackName: `${name || 'BOM配单'}.xlsx` });

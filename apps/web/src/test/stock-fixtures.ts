import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LoginResult, StockGoodsRow, StockImport, StockPreviewResult, StockUploadResult } from '@mts/shared/schemas';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { FakeSocket } from './fake-socket';

/** One line of 我的库存 as GET /stock/list lists it. */
export const stockRow = (over: Partial<StockGoodsRow> = {}): StockGoodsRow => ({
  id: 1,
  goodsModel: 'K4A8G165WC-BCTD',
  brandName: '三星',
  quantity: 10000,
  dateCode: '23+',
  priceMin: 1320,
  priceUnit: 10,
  package: 'FBGA96',
  moq: 0,
  condition: '原装',
  deliveryPlace: '香港',
  remark: '',
  status: 0,
  updateTime: '2026-11-27 10:00:00',
  ...over,
});

/** Two lines on the shelf and one off it. */
export const stockRows = (): StockGoodsRow[] => [
  stockRow(),
  stockRow({ id: 2, goodsModel: 'H5AN8G6NDJR-XNC', brandName: 'SK hynix', quantity: 4800, dateCode: '24+', priceMin: 1380 }),
  stockRow({ id: 3, goodsModel: 'CXDQ3BFAM-CQ-A', brandName: '长鑫', quantity: 20000, dateCode: '25+', priceMin: 8200, priceUnit: 0, deliveryPlace: '深圳', status: 1 }),
];

/** POST /stock/upload's reply: a title block above the header (row 3) and a 厂牌 column not recognised. */
export const uploadResult = (over: Partial<StockUploadResult> = {}): StockUploadResult => ({
  uploadId: 'a'.repeat(32),
  fileName: '现货库存.xlsx',
  sheets: ['DRAM'],
  sheet: 'DRAM',
  headerRow: 3,
  columns: [
    { index: 0, header: '型号', field: 'goodsModel' },
    { index: 1, header: '数量', field: 'quantity' },
    { index: 2, header: '厂牌', field: null },
    { index: 3, header: '单价', field: 'price' },
  ],
  mapping: { goodsModel: 0, quantity: 1, price: 3 },
  remembered: false,
  encoding: null,
  ...over,
});

/** POST /stock/preview's reply: 2 valid lines of 4, one error and one duplicate. */
export const previewResult = (over: Partial<StockPreviewResult> = {}): StockPreviewResult => ({
  total: 4,
  valid: 2,
  invalid: 1,
  duplicates: 1,
  sample: [
    { row: 4, goodsModel: 'K4A8G165WC-BCTD', brandId: 1, brandName: '三星', quantity: 10000, dateCode: '23+', priceMin: 132000, priceUnit: 0, package: '', moq: 0, condition: '', deliveryPlace: '', remark: '' },
    { row: 5, goodsModel: 'MT40A1G16TB-062E:F', brandId: 3, brandName: '美光', quantity: 2000, dateCode: '', priceMin: null, priceUnit: 0, package: '', moq: 0, condition: '', deliveryPlace: '', remark: '' },
  ],
  errors: [
    { row: 6, goodsModel: 'W25Q128JVSIQ', reason: '数量不是整数' },
    { row: 7, goodsModel: 'K4A8G165WC-BCTD', reason: '与文件中前面的行重复（型号+批次+成色相同）' },
  ],
  ...over,
});

/** An import as the API returns it (queued, nothing counted yet unless `over` says). */
export const stockImport = (over: Partial<StockImport> = {}): StockImport => ({
  id: 5,
  fileName: '现货库存.xlsx',
  mode: 'merge',
  status: 0,
  total: 0,
  done: 0,
  added: 0,
  updated: 0,
  offShelf: 0,
  refused: 0,
  error: '',
  createTime: '2026-11-27 10:00:00',
  finishTime: null,
  ...over,
});

/** The stock pages' network: what each call answers, and what was asked. */
export type StockNet = {
  authnStatus: number;
  rows: StockGoodsRow[];
  listCalls: Record<string, unknown>[];
  posts: { url: string; body: unknown }[];
  upload: StockUploadResult;
  preview: StockPreviewResult;
  /** GET /stock/import/current. */
  current: StockImport | null;
  /** GET /stock/import/detail (the current one unless set). */
  detail: StockImport | null;
  detailCalls: number;
};

export function resetStockNet(net: StockNet) {
  Object.assign(net, {
    authnStatus: 1,
    rows: stockRows(),
    listCalls: [],
    posts: [],
    upload: uploadResult(),
    preview: previewResult(),
    current: null,
    detail: null,
    detailCalls: 0,
  } satisfies StockNet);
}

const envelope = (data: unknown) => ({ status: 200, data: { code: 200, msg: '', data } });

/** `@/lib/http` for vi.mock on the stock pages, over `net` (the pages' hooks and fetchers run for real on top). */
export async function stockHttp(net: StockNet) {
  const { fakeHttp } = await import('./fake-http');
  return fakeHttp({
    getData: async (url: string) => {
      if (url === '/stock/import/current') return net.current;
      if (url === '/stock/import/detail') {
        net.detailCalls += 1;
        return net.detail ?? net.current;
      }
      throw new Error(`unexpected ${url}`);
    },
    getRows: async (url: string, params: Record<string, unknown>) => {
      if (url !== '/stock/list') throw new Error(`unexpected ${url}`);
      net.listCalls.push(params);
      const keyword = String(params.keyword ?? '').toLowerCase();
      const rows = net.rows.filter((r) => (params.status === undefined || r.status === params.status) && (!keyword || r.goodsModel.toLowerCase().includes(keyword) || r.brandName.toLowerCase().includes(keyword)));
      return { rows, total: rows.length };
    },
    http: {
      get: async (url: string) => {
        if (url === '/user/getUserInfo') return envelope({ userInfo: { ...useSession.getState().user, authnStatus: net.authnStatus } });
        throw new Error(`unexpected ${url}`);
      },
      post: async (url: string, body: unknown, config?: { onUploadProgress?: (e: { loaded: number; total?: number }) => void }) => {
        net.posts.push({ url, body });
        if (url === '/stock/upload') {
          config?.onUploadProgress?.({ loaded: 50, total: 100 });
          return envelope(net.upload);
        }
        if (url === '/stock/preview') return envelope(net.preview);
        if (url === '/stock/import') {
          net.current = stockImport({ mode: (body as { mode: 'merge' | 'sync' }).mode });
          return envelope(net.current);
        }
        if (url === '/stock/import/cancel') return envelope(null);
        if (url === '/stock/shelf' || url === '/stock/delete') return envelope({ changed: (body as { ids: number[] }).ids.length });
        if (url === '/stock/edit') return envelope(stockRow({ id: (body as { id: number }).id }));
        throw new Error(`unexpected ${url}`);
      },
    },
  });
}

/** A verified trader signed in (user 9) with the realtime connection up on a fake socket; returns the server end and a stop. */
export function connectTrader() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  useSession.getState().login({ token: 't'.repeat(43), userId: 9, businessType: 0, mobile: '13900000009', authnStatus: 1 } as LoginResult);
  let stop = () => {};
  act(() => {
    stop = startRealtime();
  });
  const socket = FakeSocket.all[0]!;
  act(() => socket.onopen?.());
  socket.serverSends({ type: 'ready', userId: 9 });
  return {
    socket,
    stop: () => {
      act(() => stop());
      useSession.getState().clear();
      vi.unstubAllGlobals();
    },
  };
}

/** A file as the picker gives it. */
export const xlsxFile = (name = '现货库存.xlsx', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

import type { BomDetail, BomLineMatch, BomOffer, BomRow, PreOrderRow, RfqDetail, RfqQuote, RfqRow } from '@mts/shared/schemas';

/** An offer on the shelf for a BOM line (Samsung, $13.20, 10,000 片 by a verified company). */
export const bomOffer = (over: Partial<BomOffer> = {}): BomOffer => ({
  goodsId: 101,
  goodsModel: 'K4A8G165WC-BCTD',
  brandName: '三星',
  priceMin: 1320,
  priceUnit: 10,
  quantity: 10000,
  moq: 100,
  dateCode: '23+',
  condition: '原装',
  deliveryPlace: '香港',
  sellerId: 21,
  companyName: '深圳华强存储有限公司',
  companyVerified: true,
  rating: 4.8,
  matchClass: 'exact',
  confidence: 100,
  ...over,
});

export const bomLine = (over: Partial<BomLineMatch> = {}): BomLineMatch => {
  const best = over.best === undefined ? bomOffer() : over.best;
  return {
    id: 1,
    row: 1,
    goodsModel: 'K4A8G165WCBCTD',
    brandName: '',
    quantity: 2000,
    targetPrice: null,
    targetUnit: 0,
    dateCode: '',
    remark: '',
    matchClass: best ? best.matchClass : 'none',
    confidence: best ? best.confidence : 0,
    offerCount: best ? 3 : 0,
    best,
    chosen: best,
    rfqId: null,
    ...over,
  };
};

/** Three lines: one exact with three offers, one near and short of stock (¥), one not found. */
export const bomLines = (): BomLineMatch[] => [
  bomLine(),
  bomLine({
    id: 2,
    row: 2,
    goodsModel: 'H5AN8G6NDJR XNC',
    quantity: 5000,
    offerCount: 1,
    best: bomOffer({ goodsId: 202, goodsModel: 'H5AN8G6NDJR-XNCR', brandName: 'SK hynix', priceMin: 9800, priceUnit: 0, quantity: 3000, moq: 0, companyName: '', companyVerified: false, rating: null, matchClass: 'near', confidence: 85 }),
  }),
  bomLine({ id: 3, row: 3, goodsModel: 'ZZX9999-UNKNOWN', quantity: 100, best: null }),
];

export const bomDetail = (over: Partial<BomDetail> = {}): BomDetail => ({
  id: 7,
  name: '主板 BOM',
  createTime: '2026-11-27 10:00:00',
  matchedAt: '2026-11-27 10:00:00',
  lines: bomLines(),
  summary: {
    lines: 3,
    linesCovered: 1,
    linesPartial: 1,
    linesNone: 1,
    qtyWanted: 7100,
    qtyCovered: 5000,
    coverage: 'partial',
    totals: [
      { priceUnit: 0, amount: 29_400_000 },
      { priceUnit: 10, amount: 2_640_000 },
    ],
  },
  ...over,
});

export const bomRow = (over: Partial<BomRow> = {}): BomRow => ({
  id: 7,
  name: '主板 BOM',
  lineCount: 3,
  coverage: 'partial',
  createTime: '2026-11-27 10:00:00',
  updateTime: '2026-11-27 10:00:00',
  ...over,
});

export const preOrderRow = (over: Partial<PreOrderRow> = {}): PreOrderRow =>
  ({
    id: 55,
    orderNo: 'YX20261127001',
    goodsName: 'K4A8G165WC-BCTD',
    goodsId: 101,
    status: 0,
    statusText: '待确认',
    createTime: '2026-11-27 10:00:00',
    ...over,
  }) as PreOrderRow;

/** The BOM pages' network: what each call answers, and what was asked. */
export type BomNet = {
  rows: BomRow[];
  detail: BomDetail;
  created: BomDetail;
  offers: BomOffer[];
  posts: { url: string; body: unknown }[];
  gets: { url: string; params: unknown }[];
  toCart: { added: number; refused: { lineId: number; reason: string }[] };
  toPreOrders: { list: PreOrderRow[]; refused: { lineId: number; reason: string }[] };
  rematch: BomDetail | null;
};

export function resetBomNet(net: BomNet) {
  Object.assign(net, {
    rows: [bomRow()],
    detail: bomDetail(),
    created: bomDetail(),
    offers: [bomOffer(), bomOffer({ goodsId: 102, priceMin: 1290, quantity: 2500, companyName: '香港芯源电子', rating: 4.2, dateCode: '24+' }), bomOffer({ goodsId: 103, priceMin: 1450, companyName: '上海存储贸易', companyVerified: false, rating: null })],
    posts: [],
    gets: [],
    toCart: { added: 1, refused: [{ lineId: 2, reason: '低于起订量' }] },
    toPreOrders: { list: [preOrderRow()], refused: [{ lineId: 3, reason: '该行没有可购买的报价' }] },
    rematch: null,
  } satisfies BomNet);
}

const envelope = (data: unknown) => ({ status: 200, data: { code: 200, msg: '', data } });

/** `@/lib/http` for vi.mock on the BOM pages, over `net`. */
export async function bomHttp(net: BomNet) {
  const { fakeHttp } = await import('./fake-http');
  return fakeHttp({
    getData: async (url: string, params: { id: number }) => {
      net.gets.push({ url, params });
      if (url === '/bom/detail') return net.detail;
      throw new Error(`unexpected ${url}`);
    },
    getRows: async (url: string, params: unknown) => {
      net.gets.push({ url, params });
      if (url === '/bom/list') return { rows: net.rows, total: net.rows.length };
      if (url === '/bom/offers') return { rows: net.offers, total: net.offers.length };
      throw new Error(`unexpected ${url}`);
    },
    http: {
      post: async (url: string, body: unknown) => {
        net.posts.push({ url, body });
        if (url === '/bom/create' || url === '/bom/upload') return envelope(net.created);
        if (url === '/bom/choose') {
          const { lineId, goodsId } = body as { lineId: number; goodsId: number };
          const chosen = net.offers.find((o) => o.goodsId === goodsId)!;
          const line = { ...net.detail.lines.find((l) => l.id === lineId)!, chosen };
          net.detail = { ...net.detail, lines: net.detail.lines.map((l) => (l.id === lineId ? line : l)) };
          return envelope(line);
        }
        if (url === '/bom/toCart') return envelope(net.toCart);
        if (url === '/bom/toPreOrders') return envelope(net.toPreOrders);
        if (url === '/bom/rematch') return envelope(net.rematch ?? net.detail);
        if (url === '/bom/delete') return envelope({ id: (body as { id: number }).id });
        if (url === '/rfq/create') return envelope({ list: (body as { lineIds: number[] }).lineIds.map((id) => ({ id })) });
        throw new Error(`unexpected ${url}`);
      },
    },
  });
}

// ---- 询价

export const rfqRow = (over: Partial<RfqRow> = {}): RfqRow => ({
  id: 31,
  rfqNo: 'RFQ20261127001',
  goodsModel: 'ZZX9999-UNKNOWN',
  brandName: '',
  quantity: 100,
  targetPrice: 1200,
  targetUnit: 10,
  dateCode: '24+',
  remark: '',
  deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  status: 0,
  quoteCount: 2,
  goodsId: 900,
  bomId: 7,
  bomLineId: 3,
  createTime: '2026-11-27 10:00:00',
  ...over,
});

export const rfqQuote = (over: Partial<RfqQuote> = {}): RfqQuote => ({
  id: 41,
  rfqId: 31,
  sellerId: 21,
  companyName: '深圳华强存储有限公司',
  companyVerified: true,
  rating: 4.8,
  completedOrders: 36,
  price: 1150,
  priceUnit: 10,
  quantity: 100,
  dateCode: '24+',
  condition: '原装',
  deliveryDate: '2026-12-10',
  taxIncluded: false,
  remark: '',
  status: 0,
  createTime: '2026-11-27 11:00:00',
  ...over,
});

/** The buyer's detail: two quotes, the cheaper one later. */
export const buyerDetail = (over: Partial<RfqDetail> = {}): RfqDetail => ({
  rfq: rfqRow(),
  quotes: [rfqQuote(), rfqQuote({ id: 42, sellerId: 22, companyName: '香港芯源电子', companyVerified: false, rating: null, completedOrders: 3, price: 1190, deliveryDate: '2026-12-02', taxIncluded: true })],
  bestPriceId: 41,
  fastestId: 42,
  canQuote: false,
  canAccept: true,
  canClose: true,
  ...over,
});

/** A seller's detail: no quote yet. */
export const sellerDetail = (over: Partial<RfqDetail> = {}): RfqDetail => ({
  rfq: rfqRow({ myQuote: null, quoteCount: 0 }),
  quotes: [],
  bestPriceId: null,
  fastestId: null,
  canQuote: true,
  canAccept: false,
  canClose: false,
  ...over,
});

export type RfqNet = {
  rows: RfqRow[];
  detail: RfqDetail;
  posts: { url: string; body: unknown }[];
  listCalls: unknown[];
};

export function resetRfqNet(net: RfqNet, detail: RfqDetail = buyerDetail()) {
  Object.assign(net, { rows: [rfqRow(), rfqRow({ id: 32, rfqNo: 'RFQ20261127002', goodsModel: 'MT40A1G16TB-062E:F', quoteCount: 0, deadline: new Date(Date.now() + 2 * 3_600_000).toISOString() })], detail, posts: [], listCalls: [] } satisfies RfqNet);
}

/** `@/lib/http` for vi.mock on the RFQ pages, over `net`. */
export async function rfqHttp(net: RfqNet) {
  const { fakeHttp } = await import('./fake-http');
  return fakeHttp({
    getData: async (url: string) => {
      if (url === '/rfq/detail') return net.detail;
      throw new Error(`unexpected ${url}`);
    },
    getRows: async (url: string, params: unknown) => {
      if (url !== '/rfq/list') throw new Error(`unexpected ${url}`);
      net.listCalls.push(params);
      return { rows: net.rows, total: net.rows.length };
    },
    http: {
      post: async (url: string, body: unknown) => {
        net.posts.push({ url, body });
        if (url === '/rfq/quote') {
          const b = body as RfqQuote;
          const quote = rfqQuote({ ...b, id: 77, sellerId: 9 });
          net.detail = { ...net.detail, rfq: { ...net.detail.rfq, myQuote: quote, quoteCount: 1 }, quotes: [quote] };
          return envelope(quote);
        }
        if (url === '/rfq/accept') {
          net.detail = { ...net.detail, rfq: { ...net.detail.rfq, status: 30 }, canAccept: false, canClose: false, quotes: net.detail.quotes.map((q) => ({ ...q, status: q.id === (body as { quoteId: number }).quoteId ? 20 : 80 })) };
          return envelope({ preOrder: preOrderRow() });
        }
        if (url === '/rfq/close') return envelope({ ...net.detail.rfq, status: 90 });
        throw new Error(`unexpected ${url}`);
      },
    },
  });
}

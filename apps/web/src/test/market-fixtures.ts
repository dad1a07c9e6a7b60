import type { MarketAlert, MarketDayRow, MarketIndexDetail, MarketIndexItem, MarketMovers, MarketPanel, MarketPart, MarketSearchItem, MarketSeriesPoint } from '@mts/shared/schemas';

/** 行情 fixtures for the web tests: a part with `n` days of figures in dollars (K4A8G165WC-BCTD around $13–14). */
const day = (i: number) => {
  const d = new Date(Date.UTC(2026, 10, 28) - i * 86_400_000);
  return d.toISOString().slice(0, 10);
};

export function marketSeries(n: number): MarketSeriesPoint[] {
  return Array.from({ length: n }, (_, k) => {
    const i = n - 1 - k;
    return { day: day(i), deal: i % 3 === 0 ? 1400 + (i % 7) : null, askLow: 1320 + (i % 5), bidHigh: i % 4 === 0 ? null : 1280 };
  });
}

export function marketRows(n: number): MarketDayRow[] {
  return marketSeries(n).map((p) => ({
    day: p.day,
    askLow: p.askLow,
    askMedian: p.askLow === null ? null : p.askLow + 20,
    askCount: 3,
    bidHigh: p.bidHigh,
    bidMedian: p.bidHigh === null ? null : p.bidHigh - 10,
    bidCount: p.bidHigh === null ? 0 : 2,
    dealVwap: p.deal,
    dealLow: p.deal,
    dealHigh: p.deal,
    dealQty: p.deal === null ? 0 : 2800,
    dealCount: p.deal === null ? 0 : 1,
  }));
}

const header = {
  model: 'k4a8g165wcbctd',
  display: 'K4A8G165WC-BCTD',
  brand: 'Samsung',
  currency: 10,
  insufficient: false,
  points: 90,
  lastDeal: { price: 1441, day: '2026-11-28' },
  ask: { low: 1320, median: 1354, count: 6 },
  bid: { high: 1417, median: 1409, count: 3 },
  change7d: -0.01,
  change30d: 0.066,
  asOf: '2026-11-28',
};

export const marketPanel = (over: Partial<MarketPanel> = {}): MarketPanel => ({
  ...header,
  goodsId: 1,
  listingPrice: 1320,
  series: marketSeries(90),
  badge: { kind: 'below', pct: -0.025 },
  ...over,
});

export const marketPart = (over: Partial<MarketPart> = {}): MarketPart => ({
  ...header,
  days: 90,
  series: marketSeries(90),
  rows: marketRows(90),
  basket: 'DDR4-8G',
  ...over,
});

export const marketIndex = (over: Partial<MarketIndexItem> = {}): MarketIndexItem => ({
  code: 'DDR4-8G',
  name: 'DDR4 8Gb',
  currency: 0,
  value: 1195.04,
  change1d: 0.01,
  change7d: 0.0354,
  spark: [1148.5, 1132.8, null, 1139.9, 1195.04],
  members: 4,
  asOf: '2026-11-28',
  ...over,
});

export const marketIndexDetail = (over: Partial<MarketIndexDetail> = {}): MarketIndexDetail => ({
  ...marketIndex(),
  series: marketSeries(30).map((p, i) => ({ day: p.day, value: 1000 + i })),
  parts: [{ model: 'k4a8g165wcbctd', display: 'K4A8G165WC-BCTD', brand: 'Samsung', price: 10064, change7d: -0.04 }],
  prefixes: ['k4a8g165wc', 'h5an8g6ndjr'],
  ...over,
});

export const marketMovers = (): MarketMovers => ({
  day: '2026-11-28',
  up: [{ model: 'm321r4ga3bb6cqk', display: 'M321R4GA3BB6-CQK', brand: 'Samsung', currency: 0, price: 374520, change: 0.034 }],
  down: [{ model: 'w25q128jvsiq', display: 'W25Q128JVSIQ', brand: 'Winbond', currency: 0, price: 235, change: -0.089 }],
});

export const marketSearchRows = (): MarketSearchItem[] => [
  { model: 'k4a8g165wcbctd', display: 'K4A8G165WC-BCTD', brand: 'Samsung', currency: 10, price: 1441, change7d: -0.01 },
];

export const marketAlert = (over: Partial<MarketAlert> = {}): MarketAlert => ({
  id: 5,
  model: 'k4a8g165wcbctd',
  display: 'K4A8G165WC-BCTD',
  currency: 10,
  kind: 'askBelow',
  threshold: 1250,
  triggered: false,
  current: 1320,
  lastFiredAt: null,
  firedCount: 0,
  createTime: '2026-11-28 10:00:00',
  ...over,
});

/** The 行情 API as a fake network: what each GET answers, and every POST made. */
export type MarketNet = {
  panel: MarketPanel;
  part: MarketPart | null;
  indices: MarketIndexItem[];
  alerts: MarketAlert[];
  posts: { url: string; body: unknown }[];
  gets: { url: string; params: Record<string, unknown> }[];
  /** A refusal for the next POST (code and Chinese message). */
  refuse?: string;
};

export function resetMarketNet(net: MarketNet) {
  net.panel = marketPanel();
  net.part = marketPart();
  net.indices = [marketIndex(), marketIndex({ code: 'DDR5-16G', name: 'DDR5 16Gb', value: 980.7, change1d: -0.005, change7d: -0.02 })];
  net.alerts = [marketAlert()];
  net.posts = [];
  net.gets = [];
  net.refuse = undefined;
}

/** `@/lib/http` for vi.mock: the market endpoints over `net` (a refused POST toasts nothing here: the test reads `said`). */
export async function marketHttp(net: MarketNet) {
  const { fakeHttp, apiError } = await import('./fake-http');
  const ApiError = await apiError();
  return fakeHttp({
    getData: async (url: string, params?: Record<string, unknown>) => {
      net.gets.push({ url, params: params ?? {} });
      if (url === '/market/panel') return net.panel;
      if (url === '/market/part') {
        if (!net.part) throw new ApiError('没有该型号的行情数据', 404);
        return net.part;
      }
      if (url === '/market/indices') return net.indices;
      if (url === '/market/index') return marketIndexDetail();
      if (url === '/market/movers') return marketMovers();
      if (url === '/market/search') return marketSearchRows();
      if (url === '/market/alert/list') return net.alerts;
      throw new Error(`unexpected ${url}`);
    },
    http: {
      post: async (url: string, body: unknown) => {
        net.posts.push({ url, body });
        if (net.refuse) {
          const msg = net.refuse;
          net.refuse = undefined;
          throw new ApiError(msg, 400);
        }
        if (url === '/market/alert/create') return { data: { code: 200, msg: '', data: marketAlert(body as Partial<MarketAlert>) } };
        if (url === '/market/alert/delete') {
          net.alerts = net.alerts.filter((a) => a.id !== (body as { id: number }).id);
          return { data: { code: 200, msg: '', data: null } };
        }
        throw new Error(`unexpected ${url}`);
      },
    },
  });
}

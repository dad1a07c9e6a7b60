import { z } from 'zod';
import { MARKET_ALERT_KINDS, MARKET_BADGE_KINDS, MarketLimits } from '../market';
import { MarketMsg } from '../messages';
import { bodyIdField, envelope, idField, textField } from './common';

/**
 * 行情 (issue 25). Public (no login): GET /market/panel, /market/part, /market/part/export (CSV), /market/indices,
 * /market/index, /market/movers, /market/search. Logged-in: POST /market/alert/create, GET /market/alert/list,
 * POST /market/alert/delete. Prices in cents; changes as fractions (0.05 = +5 %); days 'YYYY-MM-DD' (China date).
 */

const currencyField = z.coerce
  .number({ error: MarketMsg.currency })
  .int(MarketMsg.currency)
  .refine((v) => v === 0 || v === 10, { message: MarketMsg.currency });
const modelField = textField({ min: 1, max: MarketLimits.modelMax, message: MarketMsg.modelTooLong, minMessage: MarketMsg.modelRequired });

export const marketPanelQuery = z.object({ goodsId: idField(MarketMsg.goodsNotFound) });
export type MarketPanelQuery = z.infer<typeof marketPanelQuery>;

export const marketPartQuery = z.object({
  model: modelField,
  currency: currencyField.default(0),
  days: z.coerce
    .number({ error: MarketMsg.days })
    .int(MarketMsg.days)
    .refine((v) => v === 90 || v === 180, { message: MarketMsg.days })
    .default(90),
});
export type MarketPartQuery = z.infer<typeof marketPartQuery>;

export const marketExportQuery = z.object({ model: modelField, currency: currencyField.default(0) });
export type MarketExportQuery = z.infer<typeof marketExportQuery>;

/** One point of a chart: the day's deal VWAP, ask low and bid high (cents; null: none). */
export const marketSeriesPoint = z.object({
  day: z.string(),
  deal: z.number().int().nullable(),
  askLow: z.number().int().nullable(),
  bidHigh: z.number().int().nullable(),
});
export type MarketSeriesPoint = z.infer<typeof marketSeriesPoint>;

/** One row of the daily table (MarketDay of @mts/shared/market). */
export const marketDayRow = z.object({
  day: z.string(),
  askLow: z.number().int().nullable(),
  askMedian: z.number().int().nullable(),
  askCount: z.number().int(),
  bidHigh: z.number().int().nullable(),
  bidMedian: z.number().int().nullable(),
  bidCount: z.number().int(),
  dealVwap: z.number().int().nullable(),
  dealLow: z.number().int().nullable(),
  dealHigh: z.number().int().nullable(),
  dealQty: z.number().int(),
  dealCount: z.number().int(),
});
export type MarketDayRow = z.infer<typeof marketDayRow>;

/** The header of a panel or a part page. */
export const marketHeader = z.object({
  /** The normalised base part number (mts_model_base), e.g. 'k4a8g165wcbctd'. */
  model: z.string(),
  /** The part number as most listings write it (display), e.g. 'K4A8G165WC-BCTD'. */
  display: z.string(),
  brand: z.string().nullable(),
  currency: z.number().int(),
  /** Fewer than MarketLimits.minPoints days with a figure: say 数据不足, draw no line, give no badge. */
  insufficient: z.boolean(),
  /** Days with a figure in the window. */
  points: z.number().int(),
  lastDeal: z.object({ price: z.number().int(), day: z.string() }).nullable(),
  /** Today's ask side (goods on the shelf, after the outlier rule). */
  ask: z.object({ low: z.number().int().nullable(), median: z.number().int().nullable(), count: z.number().int() }),
  /** Today's bid side (demands' and RFQs' target prices, after the outlier rule). */
  bid: z.object({ high: z.number().int().nullable(), median: z.number().int().nullable(), count: z.number().int() }),
  /** Of the market price (deal VWAP, else ask median) against 7 / 30 days before. */
  change7d: z.number().nullable(),
  change30d: z.number().nullable(),
  /** The day of the newest figure ('YYYY-MM-DD'), null: none. */
  asOf: z.string().nullable(),
});
export type MarketHeader = z.infer<typeof marketHeader>;

export const marketBadge = z.object({ kind: z.enum(MARKET_BADGE_KINDS), pct: z.number() });
export type MarketBadge = z.infer<typeof marketBadge>;

/** GET /market/panel?goodsId: the goods' part number in the goods' currency. */
export const marketPanel = marketHeader.extend({
  goodsId: z.number().int(),
  /** The listing's price (cents), null: 面议. */
  listingPrice: z.number().int().nullable(),
  series: z.array(marketSeriesPoint),
  badge: marketBadge.nullable(),
});
export type MarketPanel = z.infer<typeof marketPanel>;
export const marketPanelResponse = envelope(marketPanel);

/** GET /market/part?model&currency&days: header, series and the full daily table (newest last). */
export const marketPart = marketHeader.extend({
  days: z.number().int(),
  series: z.array(marketSeriesPoint),
  rows: z.array(marketDayRow),
  /** The basket the part belongs to (code), null: none. */
  basket: z.string().nullable(),
});
export type MarketPart = z.infer<typeof marketPart>;
export const marketPartResponse = envelope(marketPart);

export const marketIndexItem = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.number().int(),
  /** Rebased to 1000 on the basket's first day; null: no data yet. */
  value: z.number().nullable(),
  change1d: z.number().nullable(),
  change7d: z.number().nullable(),
  /** The last MarketLimits.sparkDays values (oldest first; null where no figure). */
  spark: z.array(z.number().nullable()),
  /** Members with a figure on the latest day. */
  members: z.number().int(),
  asOf: z.string().nullable(),
});
export type MarketIndexItem = z.infer<typeof marketIndexItem>;
export const marketIndicesQuery = z.object({ currency: currencyField.optional() });
export type MarketIndicesQuery = z.infer<typeof marketIndicesQuery>;
export const marketIndicesResponse = envelope(z.array(marketIndexItem));

export const marketIndexQuery = z.object({
  code: textField({ min: 1, max: 32, message: MarketMsg.indexNotFound }),
  days: z.coerce
    .number({ error: MarketMsg.days })
    .int(MarketMsg.days)
    .refine((v) => v === 90 || v === 180, { message: MarketMsg.days })
    .default(90),
});
export type MarketIndexQuery = z.infer<typeof marketIndexQuery>;
export const marketIndexDetail = marketIndexItem.extend({
  series: z.array(z.object({ day: z.string(), value: z.number().nullable() })),
  /** The member part numbers with a figure in the window (base, display, latest price in cents). */
  parts: z.array(z.object({ model: z.string(), display: z.string(), brand: z.string().nullable(), price: z.number().int().nullable(), change7d: z.number().nullable() })),
  prefixes: z.array(z.string()),
});
export type MarketIndexDetail = z.infer<typeof marketIndexDetail>;
export const marketIndexResponse = envelope(marketIndexDetail);

export const marketMover = z.object({
  model: z.string(),
  display: z.string(),
  brand: z.string().nullable(),
  currency: z.number().int(),
  /** Cents. */
  price: z.number().int(),
  /** 7-day change (fraction). */
  change: z.number(),
});
export type MarketMover = z.infer<typeof marketMover>;
export const marketMoversQuery = z.object({ currency: currencyField.optional() });
export type MarketMoversQuery = z.infer<typeof marketMoversQuery>;
export const marketMovers = z.object({ day: z.string().nullable(), up: z.array(marketMover), down: z.array(marketMover) });
export type MarketMovers = z.infer<typeof marketMovers>;
export const marketMoversResponse = envelope(marketMovers);

export const marketSearchQuery = z.object({ q: textField({ max: MarketLimits.queryMax, message: MarketMsg.searchTooLong }).default('') });
export type MarketSearchQuery = z.infer<typeof marketSearchQuery>;
export const marketSearchItem = z.object({
  model: z.string(),
  display: z.string(),
  brand: z.string().nullable(),
  currency: z.number().int(),
  price: z.number().int().nullable(),
  change7d: z.number().nullable(),
});
export type MarketSearchItem = z.infer<typeof marketSearchItem>;
export const marketSearchResponse = envelope(z.array(marketSearchItem));

// Alerts

export const marketAlertCreateBody = z.object({
  model: modelField,
  currency: z.number({ error: MarketMsg.currency }).int(MarketMsg.currency).refine((v) => v === 0 || v === 10, { message: MarketMsg.currency }),
  kind: z.enum(MARKET_ALERT_KINDS, { error: MarketMsg.alertKind }),
  /** Cents: 1 … MarketLimits.thresholdMaxCents. */
  threshold: z
    .number({ error: MarketMsg.thresholdRequired })
    .int(MarketMsg.thresholdRange)
    .min(1, MarketMsg.thresholdPositive)
    .max(MarketLimits.thresholdMaxCents, MarketMsg.thresholdRange),
});
export type MarketAlertCreateBody = z.infer<typeof marketAlertCreateBody>;

export const marketAlert = z.object({
  id: z.number().int(),
  model: z.string(),
  display: z.string(),
  currency: z.number().int(),
  kind: z.enum(MARKET_ALERT_KINDS),
  threshold: z.number().int(),
  /** Whether the condition holds now (fired, waiting to re-arm when the figure goes back across). */
  triggered: z.boolean(),
  /** The current figure compared (ask low or deal VWAP), null: none. */
  current: z.number().int().nullable(),
  lastFiredAt: z.string().nullable(),
  firedCount: z.number().int(),
  createTime: z.string(),
});
export type MarketAlert = z.infer<typeof marketAlert>;
export const marketAlertResponse = envelope(marketAlert);
export const marketAlertListResponse = envelope(z.array(marketAlert));
export const marketAlertDeleteBody = z.object({ id: bodyIdField(MarketMsg.alertNotFound) });
export type MarketAlertDeleteBody = z.infer<typeof marketAlertDeleteBody>;

/**
 * 行情 (issue 25): the outlier rule and the figures, by hand. Pure functions of @mts/shared/market and
 * modules/market/figures.ts (no database).
 */
import { describe, expect, it } from 'vitest';
import { changeOf, keepPoints, marketBadgeText, MarketOutlier, medianSorted, trailingReference, trimmedMedian, basketOf } from '@mts/shared/market';
import { basketIndex, dailyFigures, Side, type MarketPoint } from '../src/modules/market/figures.ts';
import { sourcesOf } from '../src/modules/market/updater.ts';

const pt = (day: string, side: number, price: number, qty = 0): MarketPoint => ({ day, side, price, qty });

describe('outlier rule constants', () => {
  it('are the documented ones', () => {
    expect(MarketOutlier).toEqual({ trailingDays: 30, trailingMinDays: 3, boundFactor: 3, trimMinCount: 5, trimFraction: 0.1, minCount: 1 });
  });
});

describe('medians', () => {
  it('median of odd and even counts (even: the mean of the middle two, rounded)', () => {
    expect(medianSorted([])).toBeNull();
    expect(medianSorted([5])).toBe(5);
    expect(medianSorted([1, 2, 3])).toBe(2);
    expect(medianSorted([800, 850])).toBe(825);
    expect(medianSorted([1, 2])).toBe(2); // 1.5 rounds half up
  });
  it('trimmed median drops floor(10 %) each end from 5 points on', () => {
    // 10 points: one dropped at each end → median of 2..9 = (5 + 6) / 2 = 5.5 → 6.
    expect(trimmedMedian([10, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(6);
    // 4 points: no trimming.
    expect(trimmedMedian([4, 1, 3, 2])).toBe(3);
    // 20 points with two absurd ones at the top: trimmed away, the median holds.
    const xs = [...Array.from({ length: 18 }, (_, i) => 1000 + i), 1e9, 2e9];
    // k = 2: 1002…1017 remain, median (1009 + 1010) / 2 = 1009.5 → 1010.
    expect(trimmedMedian(xs)).toBe(1010);
  });
});

describe('bounds against the reference', () => {
  it('without a trailing reference the day’s own median bounds it: ¥1 and ¥10,000,000 dropped', () => {
    const kept = keepPoints([100, 900, 1000, 1100, 1200, 1300, 1_000_000_000].map((price) => ({ price })), null);
    expect(kept.map((p) => p.price)).toEqual([900, 1000, 1100, 1200, 1300]);
  });
  it('a trailing reference needs 3 days; it bounds a day with only absurd points', () => {
    expect(trailingReference([1000, 1000])).toBeNull();
    expect(trailingReference([1000, 1100, null, 900])).toBe(1000);
    expect(keepPoints([{ price: 100 }], 1000)).toEqual([]);
    expect(keepPoints([{ price: 3000 }, { price: 3001 }, { price: 334 }, { price: 333 }], 1000).map((p) => p.price)).toEqual([3000, 334]);
  });
});

describe('dailyFigures', () => {
  it('asks, bids and deals of a day, by hand', () => {
    const rows = dailyFigures([
      pt('2026-06-08', Side.Ask, 1000),
      pt('2026-06-08', Side.Ask, 1100),
      pt('2026-06-08', Side.Ask, 1200),
      ...[900, 1000, 1100, 1200, 1300, 100, 1_000_000_000].map((p) => pt('2026-06-09', Side.Ask, p)),
      pt('2026-06-09', Side.Bid, 800),
      pt('2026-06-09', Side.Bid, 850),
      pt('2026-06-09', Side.Deal, 1000, 100),
      pt('2026-06-09', Side.Deal, 1200, 300),
    ]);
    expect(rows).toEqual([
      { day: '2026-06-08', askLow: 1000, askMedian: 1100, askCount: 3, bidHigh: null, bidMedian: null, bidCount: 0, dealVwap: null, dealLow: null, dealHigh: null, dealQty: 0, dealCount: 0 },
      { day: '2026-06-09', askLow: 900, askMedian: 1100, askCount: 5, bidHigh: 850, bidMedian: 825, bidCount: 2, dealVwap: 1150, dealLow: 1000, dealHigh: 1200, dealQty: 400, dealCount: 2 },
    ]);
  });

  it('a single absurd listing after three normal days leaves no figure (it does not move anything)', () => {
    const base = ['2026-06-01', '2026-06-02', '2026-06-03'].map((d) => pt(d, Side.Ask, 1000));
    expect(dailyFigures([...base, pt('2026-06-04', Side.Ask, 100)]).map((r) => r.day)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(dailyFigures([...base, pt('2026-06-04', Side.Ask, 1_000_000_000)]).map((r) => r.day)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    // A real move (+50 %) is kept.
    expect(dailyFigures([...base, pt('2026-06-04', Side.Ask, 1500)]).at(-1)).toMatchObject({ day: '2026-06-04', askLow: 1500 });
  });

  it('the reference trails 30 days: older days do not bound today', () => {
    const old = ['2026-01-01', '2026-01-02', '2026-01-03'].map((d) => pt(d, Side.Ask, 1000));
    // 40 days later the price is 10x: no trailing days in the window → the day's own median → kept.
    expect(dailyFigures([...old, pt('2026-02-15', Side.Ask, 10_000)]).at(-1)).toMatchObject({ askLow: 10_000 });
  });

  it('deals without quantity average plainly', () => {
    expect(dailyFigures([pt('2026-06-01', Side.Deal, 1000, 0), pt('2026-06-01', Side.Deal, 1101, 0)])[0]).toMatchObject({ dealVwap: 1051, dealQty: 0, dealCount: 2 });
  });
});

describe('basket index', () => {
  it('rebased to 1000, chain-linked over members present on both days (a newcomer does not jump it)', () => {
    const members = new Map([
      ['a', [{ day: '2026-06-01', price: 1000 }, { day: '2026-06-02', price: 1100 }, { day: '2026-06-03', price: 1100 }]],
      // b appears on day 2 at a much higher level: the 06-02 link uses a only (1100/1000), b joins from 06-03.
      ['b', [{ day: '2026-06-02', price: 5000 }, { day: '2026-06-03', price: 4500 }]],
    ]);
    expect(basketIndex(members)).toEqual([
      { day: '2026-06-01', value: 1000, members: 1 },
      { day: '2026-06-02', value: 1100, members: 2 },
      // (1100 + 4500) / (1100 + 5000) × 1100
      { day: '2026-06-03', value: Math.round(((1100 * 5600) / 6100) * 100) / 100, members: 2 },
    ]);
  });
  it('a member’s price is carried up to 7 days', () => {
    const members = new Map([
      ['a', [{ day: '2026-06-01', price: 1000 }]],
      ['b', [{ day: '2026-06-01', price: 1000 }, { day: '2026-06-05', price: 1200 }]],
    ]);
    // 06-05: a carried at 1000, b 1200 → (1000 + 1200) / 2000.
    expect(basketIndex(members).at(-1)).toEqual({ day: '2026-06-05', value: 1100, members: 1 });
  });
  it('baskets by prefix and currency', () => {
    expect(basketOf('k4a8g165wcbctd', 10)?.code).toBe('DDR4-8G');
    expect(basketOf('k4a8g165wcbctd', 0)).toBeUndefined();
    expect(basketOf('w25q128jvsiq', 0)?.code).toBe('NOR-128M');
  });
});

describe('helpers', () => {
  it('changes and badge texts', () => {
    expect(changeOf(1100, 1000)).toBe(0.1);
    expect(changeOf(null, 1000)).toBeNull();
    expect(changeOf(1000, 0)).toBeNull();
    expect(marketBadgeText('below', -0.1)).toBe('低于市场 10%');
    expect(marketBadgeText('above', 0.256)).toBe('高于市场 26%');
    expect(marketBadgeText('at', 0.01)).toBe('与市场持平');
  });
  it('events name their sources', () => {
    expect(sourcesOf({ type: 'goods.stockEdit', id: 5, userId: 1 })).toEqual({ goods: [5], rfqs: [], orders: [] });
    expect(sourcesOf({ type: 'goods.stockOff', id: 5, userId: 1, ids: [5, 6] }).goods).toEqual([5, 5, 6]);
    expect(sourcesOf({ type: 'rfqQuote.submit', id: 9, userId: 1, rfqId: 3 })).toEqual({ goods: [], rfqs: [3], orders: [] });
    expect(sourcesOf({ type: 'order.confirmReceipt', id: 7, userId: 1, status: 50 })).toEqual({ goods: [], rfqs: [], orders: [7] });
    expect(sourcesOf({ type: 'order.confirmContract', id: 7, userId: 1, status: 20 })).toEqual({ goods: [], rfqs: [], orders: [] });
  });
});

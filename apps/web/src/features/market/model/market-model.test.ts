import { describe, expect, it } from 'vitest';
import { marketPanel, marketSeries } from '@/test/market-fixtures';
import { partSeries } from '../components/common/market-facts';
import { suggestedThreshold, thresholdError } from './alert-form';
import { amountToCents, changeTone, indexValue, marketPrice, partPath } from './market-format';

describe('行情 model', () => {
  it('prices in their currency, — without a figure', () => {
    expect(marketPrice(1441, 10)).toBe('$14.41');
    expect(marketPrice(374520, 0)).toBe('¥3,745.20');
    expect(marketPrice(null, 0)).toBe('—');
  });
  it('changes: red up, green down, flat under 0.05 % and without a figure', () => {
    expect(changeTone(0.034)).toBe('up');
    expect(changeTone(-0.01)).toBe('down');
    expect(changeTone(0.0001)).toBe('flat');
    expect(changeTone(null)).toBe('flat');
    expect(changeTone(Number.NaN)).toBe('flat');
  });
  it('index values with one decimal and thousands', () => {
    expect(indexValue(1195.04)).toBe('1,195.0');
    expect(indexValue(980.75)).toBe('980.8');
    expect(indexValue(null)).toBe('—');
  });
  it('part paths encode the part number; ¥ is the default currency', () => {
    expect(partPath('', 'K4A8G165WC-BCTD', 10)).toBe('/market/K4A8G165WC-BCTD?currency=10');
    expect(partPath('/pc', 'MT53E1G32D2FW-046 WT:B', 0)).toBe('/pc/market/MT53E1G32D2FW-046%20WT%3AB');
    expect(partPath('', 'A/B#1')).toBe('/market/A%2FB%231');
  });
  it('typed amounts to cents: symbols and separators allowed, at most two decimals, positive only', () => {
    expect(amountToCents('12.5')).toBe(1250);
    expect(amountToCents('¥1,200')).toBe(120000);
    expect(amountToCents(' $0.01 ')).toBe(1);
    expect(amountToCents('0')).toBeNull();
    expect(amountToCents('-3')).toBeNull();
    expect(amountToCents('1.234')).toBeNull();
    expect(amountToCents('abc')).toBeNull();
  });
  it('checks a threshold as the server does', () => {
    expect(thresholdError('')).toBe('请输入提醒价格');
    expect(thresholdError('-1')).toBe('提醒价格必须大于 0');
    expect(thresholdError('0')).toBe('提醒价格必须大于 0');
    expect(thresholdError('10000000.01')).toBe('提醒价格须在 0.01–10,000,000.00 之间');
    expect(thresholdError('10000000')).toBeNull();
    expect(thresholdError('12.5')).toBeNull();
  });
  it('suggests a threshold 5 % under the ask low or over the last deal', () => {
    const panel = marketPanel();
    expect(suggestedThreshold(panel, 'askBelow')).toBe('12.54');
    expect(suggestedThreshold(panel, 'dealAbove')).toBe('15.14');
    expect(suggestedThreshold({ ...panel, ask: { low: null, median: null, count: 0 }, lastDeal: null }, 'askBelow')).toBe('');
  });
  it("a part's chart: three lines aligned with the days, a line without any point left out", () => {
    const points = marketSeries(10);
    const { days, series } = partSeries(points);
    expect(days).toHaveLength(10);
    expect(series.map((s) => s.key)).toEqual(['deal', 'askLow', 'bidHigh']);
    expect(series[0]!.values).toEqual(points.map((p) => p.deal));
    expect(partSeries(points.map((p) => ({ ...p, bidHigh: null }))).series.map((s) => s.key)).toEqual(['deal', 'askLow']);
  });
});

import { describe, expect, it } from 'vitest';
import { bomLine, bomLines } from '@/test/bom-fixtures';
import { changeTexts, defaultRfqDeadline, lineStock, matchLabel, quickSelect, rfqDeadlineError } from './bom-line';

/** The BOM page models' plain rules: stock per line, quick selections, changes in words, the RFQ deadline. */
describe('BOM lines', () => {
  it('a line has stock, part of it, or none; near matches show their confidence', () => {
    expect(lineStock(bomLine())).toBe('full');
    expect(lineStock(bomLine({ quantity: 20_000 }))).toBe('partial');
    expect(lineStock(bomLine({ best: null }))).toBe('none');
    expect(matchLabel({ matchClass: 'near', confidence: 72 })).toBe('近似 72%');
    expect(matchLabel({ matchClass: 'none', confidence: 0 })).toBe('未找到');
  });

  it('选有货 takes lines with an offer, 选未找到 those without', () => {
    expect(quickSelect(bomLines(), 'all')).toEqual([1, 2, 3]);
    expect(quickSelect(bomLines(), 'stocked')).toEqual([1, 2]);
    expect(quickSelect(bomLines(), 'none')).toEqual([3]);
  });

  it('重新匹配\'s changes in words, prices through formatPrice', () => {
    expect(changeTexts({ price: [1320, 1290], gone: true }, 10).map((c) => c.text)).toEqual(['原报价已下架', '价格 ↓ $13.20 → $12.90']);
    expect(changeTexts({ available: [100, 5000] }, 0)).toEqual([{ text: '库存 ↑ 100 片 → 5,000 片', tone: 'down' }]);
    expect(changeTexts(undefined, 0)).toEqual([]);
  });

  it('the RFQ deadline starts 3 days ahead and must lie between 2 hours and 30 days', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(defaultRfqDeadline(now).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(rfqDeadlineError(new Date(now + 3_600_000), now)).toBe('报价截止时间至少在 2 小时之后');
    expect(rfqDeadlineError(new Date(now + 31 * 86_400_000), now)).toBe('报价截止时间不能超过 30 天');
    expect(rfqDeadlineError(defaultRfqDeadline(now), now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bomLine, bomLines, rfqQuote, rfqRow } from '@/test/bom-fixtures';
import { quoteBodyOf, quoteValuesOf } from '@/features/rfq/model/quote-form';
import { countdownText, quoteCountText } from '@/features/rfq/model/rfq-facts';
import { changeTexts, defaultRfqDeadline, lineStock, matchLabel, quickSelect, rfqDeadlineError } from './bom-line';

/** The BOM and RFQ page models' plain rules: stock per line, quick selections, changes in words, deadlines, the quote form. */
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

describe('RFQ facts and the quote form', () => {
  it('the countdown and the quote count as each side reads them', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(countdownText('2026-11-29T15:30:00Z', now)).toBe('剩 2 天 5 小时');
    expect(countdownText('2026-11-27T13:20:00Z', now)).toBe('剩 3 小时 20 分');
    expect(countdownText('2026-11-27T10:12:00Z', now)).toBe('剩 12 分钟');
    expect(countdownText('2026-11-27T09:00:00Z', now)).toBe('已截止');
    expect(quoteCountText(rfqRow({ quoteCount: 0 }), 'buyer')).toBe('暂无报价');
    expect(quoteCountText(rfqRow({ myQuote: null }), 'seller')).toBe('未报价');
    expect(quoteCountText(rfqRow({ myQuote: rfqQuote({ status: 20 }) }), 'seller')).toBe('已报价 $11.50 · 已采纳');
  });

  it('the form starts from the RFQ (a date code that is not one is left empty) or from his quote', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(quoteValuesOf(rfqRow({ dateCode: '2 年内', targetUnit: 0 }), null, now)).toEqual({
      price: '',
      priceUnit: 0,
      quantity: '100',
      dateCode: '',
      condition: '原装',
      deliveryDate: '2026-12-04',
      taxIncluded: false,
      remark: '',
    });
    expect(quoteValuesOf(rfqRow(), rfqQuote({ price: 1205, condition: '散新', taxIncluded: true }))).toMatchObject({ price: '12.05', priceUnit: 10, condition: '散新', taxIncluded: true });
  });

  it('the body is checked by the shared schema, each error under its field', () => {
    const values = quoteValuesOf(rfqRow(), null, Date.parse('2026-11-27T10:00:00Z'));
    const bad = quoteBodyOf(31, { ...values, price: '1.234', quantity: '0', dateCode: 'abc' });
    expect('errors' in bad && Object.keys(bad.errors).sort()).toEqual(['dateCode', 'price', 'quantity']);
    const good = quoteBodyOf(31, { ...values, price: '1.5', deliveryDate: '2099-01-02' });
    expect('body' in good && good.body).toMatchObject({ rfqId: 31, price: 150, priceUnit: 10, quantity: 100, dateCode: '24+', deliveryDate: '2099-01-02' });
  });
});

import { describe, expect, it } from 'vitest';
import { rfqQuote, rfqRow } from '@/test/bom-fixtures';
import { quoteBodyOf, quoteValuesOf } from './quote-form';
import { countdownText, quoteCountText } from './rfq-facts';

/** The RFQ page models' plain rules: countdowns, quote counts, the quote form over the shared schema. */
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

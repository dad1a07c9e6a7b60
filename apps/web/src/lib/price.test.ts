import { describe, expect, it } from 'vitest';
import { cluePriceText, priceLabel } from './price';

describe('priceLabel (goods and leads, both apps)', () => {
  it('shows cents with the unit; a demand gets 目标价', () => {
    expect(priceLabel({ type: 1, priceMin: 8200, priceUnit: 0 })).toEqual({ prefix: '', text: '¥82.00', negotiable: false });
    expect(priceLabel({ goodsType: 2, priceMin: 1320, priceUnit: 10 })).toEqual({ prefix: '目标价', text: '$13.20', negotiable: false });
  });
  it('reads no price as 面议', () => {
    expect(priceLabel({ type: 2, priceMin: null, priceUnit: 0 })).toMatchObject({ text: '面议', negotiable: true });
    expect(priceLabel({ type: 1, priceMin: undefined, priceUnit: 0 }).text).toBe('面议');
  });
});

describe('cluePriceText', () => {
  it('adds the tax note to a supply price when it is known', () => {
    expect(cluePriceText({ type: 1, priceMin: 8200, priceUnit: 0, taxIncluded: true })).toBe('¥82.00（含税）');
    expect(cluePriceText({ type: 1, priceMin: 8200, priceUnit: 0, taxIncluded: false })).toBe('¥82.00（不含税）');
    expect(cluePriceText({ type: 1, priceMin: 8200, priceUnit: 0 })).toBe('¥82.00');
  });
  it('shows a demand as its target price, without the prefix where the label says it', () => {
    expect(cluePriceText({ type: 2, priceMin: 1320, priceUnit: 10 })).toBe('目标价 $13.20');
    expect(cluePriceText({ type: 2, priceMin: 1320, priceUnit: 10 }, { targetPrefix: false })).toBe('$13.20');
  });
  it('shows 面议 for any lead without a price, on both apps', () => {
    expect(cluePriceText({ type: 2, priceMin: null, priceUnit: 0 })).toBe('面议');
    expect(cluePriceText({ type: 1, priceMin: null, priceUnit: 0, taxIncluded: true })).toBe('面议');
  });
});

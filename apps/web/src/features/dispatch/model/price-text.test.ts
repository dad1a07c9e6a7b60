import { describe, expect, it } from 'vitest';
import { FollowType, PriceUnit } from '@mts/shared/constants';
import { followPriceText, leadPriceText, preOrderPriceText } from './price-text';

describe('dispatch price texts', () => {
  it('reads a pool lead like a lead: the unit, 目标价 for a demand, 面议 without a price', () => {
    expect(leadPriceText({ priceMin: 1320, priceUnit: PriceUnit.Dollar, type: 1 })).toBe('$13.20');
    expect(leadPriceText({ priceMin: 800, priceUnit: PriceUnit.Yuan, type: 2 })).toBe('目标价 ¥8.00');
    expect(leadPriceText({ priceMin: null, priceUnit: PriceUnit.Yuan, type: 2 })).toBe('面议');
  });
  it('reads an intention order and a follow item', () => {
    expect(preOrderPriceText({ price: 1500, priceUnit: PriceUnit.Yuan })).toBe('¥15.00');
    expect(preOrderPriceText({ price: null, priceUnit: PriceUnit.Yuan })).toBe('面议');
    const item = { type: FollowType.Clue, clueType: 2, goodsPrice: 990, goodsPriceUnit: PriceUnit.Dollar };
    expect(followPriceText(item)).toBe('目标价 $9.90');
    expect(followPriceText({ ...item, clueType: 1 })).toBe('$9.90');
    expect(followPriceText({ ...item, type: FollowType.Trade, clueType: null })).toBe('$9.90');
  });
});

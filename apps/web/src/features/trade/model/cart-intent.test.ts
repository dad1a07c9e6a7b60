import { describe, expect, it } from 'vitest';
import { cartIntent, clampQuantity, withCartIntent, withoutCartIntent } from './cart-intent';

describe('the logged-out 加入购物车 intent', () => {
  it('rides in the page to come back to', () => {
    expect(withCartIntent('/prodetail/7', 500)).toBe('/prodetail/7?addToCart=500');
    expect(withCartIntent('/pc/goods/detail?id=7', 12)).toBe('/pc/goods/detail?id=7&addToCart=12');
    expect(withCartIntent('/prodetail/7?addToCart=3', 4)).toBe('/prodetail/7?addToCart=4');
  });

  it('is read back only as a whole quantity of at least 1', () => {
    expect(cartIntent('?addToCart=500')).toBe(500);
    expect(cartIntent('?id=7&addToCart=12')).toBe(12);
    for (const bad of ['', '?addToCart=', '?addToCart=0', '?addToCart=-3', '?addToCart=1.5', '?addToCart=abc', '?addToCart=99999999999999999999']) {
      expect(cartIntent(bad)).toBeNull();
    }
  });

  it('is dropped from the address once handled, the rest kept', () => {
    expect(withoutCartIntent('?addToCart=500')).toBe('');
    expect(withoutCartIntent('?id=7&addToCart=12')).toBe('?id=7');
  });

  it('is kept within MOQ … available', () => {
    expect(clampQuantity(3, { min: 10, max: 100 })).toBe(10);
    expect(clampQuantity(500, { min: 10, max: 100 })).toBe(100);
    expect(clampQuantity(50, { min: 10, max: 100 })).toBe(50);
    expect(clampQuantity(50, { min: 10, max: 0 })).toBe(10);
  });
});

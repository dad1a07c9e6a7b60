import { describe, expect, it } from 'vitest';
import { payTitle } from './pay-title';

describe('payTitle', () => {
  it('is 订单支付 for mode=order and leaves the route title (确认意向单) otherwise', () => {
    expect(payTitle(new URLSearchParams('mode=order&orderId=3'))).toBe('订单支付');
    expect(payTitle(new URLSearchParams('mode=cart&cartIds=1,2'))).toBeUndefined();
    expect(payTitle(new URLSearchParams(''))).toBeUndefined();
  });
});

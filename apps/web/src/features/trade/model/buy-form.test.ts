import { describe, expect, it } from 'vitest';
import { supplyGoods } from '@/test/trade-fixtures';
import { buyFieldErrors, checkoutFieldErrors, defaultBuyForm, emptyCheckout, priceToCents, quantityBounds, toFromCartBody, toQuoteBody } from './buy-form';
import { goodsActions, isOwnGoods } from './goods-actions';
import { parseIds } from './success';

const goods = supplyGoods();
const user = { nick_name: '王强', mobile: '13800000000' };

describe('buy form model', () => {
  it('defaults: the MOQ, the goods delivery place and tax, the user as contact', () => {
    const v = defaultBuyForm(goods, 'buy', user);
    expect(v).toMatchObject({ quantity: 100, deliveryPlace: '香港', taxIncluded: false, contactName: '王强', contactMobile: '13800000000', deliveryDate: '' });
    expect(defaultBuyForm(goods, 'buy', user, 300).quantity).toBe(300);
    // an asked quantity outside MOQ … available is not taken
    expect(defaultBuyForm(goods, 'buy', user, 5).quantity).toBe(100);
    expect(quantityBounds(goods, 'buy')).toEqual({ min: 100, max: 5000 });
  });

  it("shows the shared schema's Chinese messages by field", () => {
    const v = { ...defaultBuyForm(goods, 'buy', user), deliveryPlace: 'x', contactMobile: '123' };
    expect(buyFieldErrors('buy', 9, v)).toEqual({
      deliveryPlace: '请输入交货地（2–20 个字）',
      deliveryDate: '请选择正确的交货日期（yyyy-MM-dd）',
      contactMobile: '请输入正确的手机号',
    });
    expect(buyFieldErrors('buy', 9, { ...v, deliveryPlace: '深圳', contactMobile: '13800000000', deliveryDate: '2030-01-02' })).toEqual({});
  });

  it('a quote needs a price with at most 2 decimals, a date code and a condition', () => {
    const v = { ...defaultBuyForm({ ...goods, type: 2, priceMin: null, condition: '' }, 'quote', user), deliveryDate: '2030-01-02', dateCode: '' };
    expect(buyFieldErrors('quote', 9, v)).toEqual({ price: '请输入正确的单价（0.01–1,000,000.00）', dateCode: '请输入正确的批号，如 24+ 或 2336', condition: '请选择成色' });
    expect(priceToCents('13.2')).toBe(1320);
    expect(priceToCents('1.234')).toBeNaN();
    expect(toQuoteBody(9, { ...v, price: '13.20', dateCode: '24+', condition: '原装' })).toMatchObject({ price: 1320, priceUnit: 10, quantity: 5000 });
  });

  it('the cart checkout leaves empty fields out (the server fills them) and keeps 含税 unset until chosen', () => {
    const body = toFromCartBody([1, 2], { ...emptyCheckout(user), contactName: '' });
    expect(body).toEqual({ cartIds: [1, 2], deliveryPlace: undefined, deliveryDate: undefined, taxIncluded: undefined, contactName: undefined, contactMobile: '13800000000', remark: undefined });
    expect(checkoutFieldErrors([1], { ...emptyCheckout(user), deliveryPlace: 'x' })).toEqual({ deliveryPlace: '请输入交货地（2–20 个字）' });
  });
});

describe('product page actions', () => {
  it('货源: cart and buy now; 面议: no cart; 求购: quote; own goods (isOwner): none', () => {
    expect(goodsActions(goods, true)).toEqual({ kind: 'supply', canAddToCart: true, negotiable: false, soldOut: false });
    expect(goodsActions({ ...goods, priceMin: null }, true)).toMatchObject({ kind: 'supply', canAddToCart: false, negotiable: true });
    expect(goodsActions({ ...goods, type: 2 }, false)).toEqual({ kind: 'demand' });
    expect(goodsActions({ ...goods, isOwner: true }, true)).toEqual({ kind: 'own' });
    expect(isOwnGoods({ isOwner: true }, false)).toBe(false);
  });

  it('reads the success ids', () => {
    expect(parseIds('3,x,4,3,-1')).toEqual([3, 4]);
    expect(parseIds(null)).toEqual([]);
  });
});

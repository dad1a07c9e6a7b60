import { describe, expect, it } from 'vitest';
import { supplyGoods } from '@/test/trade-fixtures';
import { buyFieldErrors, checkoutFieldErrors, chinaToday, defaultBuyForm, defaultDeliveryDate, emptyCheckout, leadTimeDays, priceToCents, quantityBounds, toFromCartBody, toQuoteBody } from './buy-form';
import { goodsActions, isOwnGoods, quotePath } from './goods-actions';
import { parseIds } from './success';

const goods = supplyGoods();
const user = { nick_name: '王强', mobile: '13800000000' };

describe('buy form model', () => {
  it('defaults: the MOQ, the goods delivery place and tax, the user as contact', () => {
    const v = defaultBuyForm(goods, 'buy', user);
    expect(v).toMatchObject({ quantity: 100, deliveryPlace: '香港', taxIncluded: false, contactName: '王强', contactMobile: '13800000000', deliveryDate: defaultDeliveryDate() });
    expect(defaultBuyForm(goods, 'buy', user, 300).quantity).toBe(300);
    // an asked quantity outside MOQ … available is not taken
    expect(defaultBuyForm(goods, 'buy', user, 5).quantity).toBe(100);
    expect(quantityBounds(goods, 'buy')).toEqual({ min: 100, max: 5000 });
  });

  it("shows the shared schema's Chinese messages by field", () => {
    const v = { ...defaultBuyForm(goods, 'buy', user), deliveryPlace: 'x', contactMobile: '123', deliveryDate: '' };
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
    const body = toFromCartBody([1, 2], { ...emptyCheckout(user), contactName: '', deliveryDate: '' });
    expect(body).toEqual({ cartIds: [1, 2], deliveryPlace: undefined, deliveryDate: undefined, taxIncluded: undefined, contactName: undefined, contactMobile: '13800000000', remark: undefined });
    expect(checkoutFieldErrors([1], { ...emptyCheckout(user), deliveryPlace: 'x' })).toEqual({ deliveryPlace: '请输入交货地（2–20 个字）' });
  });
});

describe('form defaults (issue 22)', () => {
  it('the contact is the verified real name, else the nickname', () => {
    expect(defaultBuyForm(goods, 'buy', { ...user, nick_name: '用户5678', contactName: '张新民' }).contactName).toBe('张新民');
    expect(emptyCheckout({ ...user, nick_name: '用户5678', contactName: '张新民' }).contactName).toBe('张新民');
    expect(defaultBuyForm(goods, 'buy', { ...user, nick_name: '用户5678' }).contactName).toBe('用户5678');
  });

  it('交货日期: today plus the lead time (its longest), else a week, as yyyy-MM-dd', () => {
    expect([leadTimeDays('2-3周'), leadTimeDays('8周'), leadTimeDays('10天'), leadTimeDays('1个月'), leadTimeDays('3～5 日')]).toEqual([21, 56, 10, 30, 5]);
    expect([leadTimeDays(''), leadTimeDays('现货'), leadTimeDays(undefined), leadTimeDays('0天')]).toEqual([null, null, null, null]);
    // 2030-01-02 10:00 in China
    const now = Date.UTC(2030, 0, 2, 2);
    expect(chinaToday(now)).toBe('2030-01-02');
    expect(defaultDeliveryDate('', now)).toBe('2030-01-09');
    expect(defaultDeliveryDate('2-3周', now)).toBe('2030-01-23');
    // 00:30 in China (16:30 UTC the day before) is already the next day there
    expect(defaultDeliveryDate('', Date.UTC(2030, 0, 2, 16, 30))).toBe('2030-01-10');
    expect(defaultBuyForm({ ...goods, leadTime: '4-6周' }, 'buy', user).deliveryDate).toBe(defaultDeliveryDate('6周'));
    expect(emptyCheckout(user).deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('product page actions', () => {
  it('我要报价 on a 求购 opens the quote form; on a 求购 of a buyer\'s 询价, its RFQ page (quotes stay private there)', () => {
    expect(quotePath({ goodsId: 7, rfqId: null })).toBe('/buy?goodsId=7&mode=quote');
    expect(quotePath({ goodsId: 7 })).toBe('/buy?goodsId=7&mode=quote');
    expect(quotePath({ goodsId: 7, rfqId: 42 })).toBe('/rfq/42');
  });

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

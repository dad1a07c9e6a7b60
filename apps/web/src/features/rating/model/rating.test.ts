import { describe, expect, it } from 'vitest';
import { BusinessType, ORDER_PARTY_TAGS, RATING_TAGS } from '@mts/shared/constants';
import { AuthMsg, MoneyMsg } from '@mts/shared/messages';
import type { EvaluateRow, Rating } from '@mts/shared/schemas';
import { emptyRate, toggleTag, validateRate } from './rate-form';
import {
  averageText,
  EVALUATE_TABS,
  evaluateTabFromQuery,
  focusOrderIdFromQuery,
  givenHeadText,
  goodLevelText,
  goodLevelValue,
  openTargets,
  openTargetsLine,
  rateActionText,
  ratedInOrder,
  raterText,
  receivesRatings,
  starWord,
  tagsFor,
} from './rating-view';

const rating = (extra: Partial<Rating> = {}): Rating => ({
  id: 1,
  orderId: 31,
  orderNo: 'DD202611240001',
  target: 'order',
  raterRole: 'buyer',
  raterName: '深圳***公司',
  rateeId: 2,
  rateeName: '香港***公司',
  stars: 5,
  tags: ['发货及时'],
  text: '',
  createTime: '2026-11-24 10:00:00',
  ...extra,
});

const row = (extra: Partial<EvaluateRow> = {}): EvaluateRow => ({
  orderId: 31,
  orderNo: 'DD202611240001',
  goodsName: '内存颗粒',
  goodsModel: 'H5AN8G6NDJR-XNC',
  amount: 13_200_000,
  priceUnit: 0,
  myRole: 'buyer',
  toRate: ['negotiator', 'order', 'staff'],
  rated: [],
  completeTime: '2026-11-24 09:00:00',
  ...extra,
});

describe('/myxg/myEvaluate', () => {
  it('has the tabs 待评价 (0) and 已评价 (1); ?orderId= is a positive id or nothing', () => {
    expect(EVALUATE_TABS.map((t) => t.title)).toEqual(['待评价', '已评价']);
    expect(evaluateTabFromQuery('1')).toBe(1);
    for (const v of [null, '', '0', '2', 'x']) expect(evaluateTabFromQuery(v)).toBe(0);
    expect(focusOrderIdFromQuery('31')).toBe(31);
    for (const v of [null, '', '0', '-1', '1.5', 'x']) expect(focusOrderIdFromQuery(v)).toBeNull();
  });

  it('names each target from my side: the other party, my business follower, the negotiator', () => {
    expect(rateActionText('order', 'buyer')).toBe('评价卖方');
    expect(rateActionText('order', 'seller')).toBe('评价买方');
    expect(rateActionText('staff', 'buyer')).toBe('评价跟单商务');
    expect(rateActionText('negotiator', 'seller')).toBe('评价谈判人');
  });

  it('says which targets are still open, in a fixed order', () => {
    expect(openTargets(row())).toEqual(['order', 'staff', 'negotiator']);
    expect(openTargetsLine(row({ toRate: ['staff'] }))).toBe('待评价：跟单商务');
    expect(openTargetsLine(row({ toRate: ['order', 'negotiator'], myRole: 'seller' }))).toBe('待评价：买方、谈判人');
    expect(openTargetsLine(row({ toRate: [] }))).toBe('已全部评价');
  });

  it('lists what I rated in the same order, each headed by whom it rated', () => {
    const given = ratedInOrder(row({ rated: [rating({ id: 2, target: 'staff', rateeName: '陈伟' }), rating({ id: 1 })] }));
    expect(given.map((r) => r.target)).toEqual(['order', 'staff']);
    expect(givenHeadText(given[0]!)).toBe('评价卖方 · 香港***公司');
    expect(givenHeadText(given[1]!)).toBe('评价跟单商务 · 陈伟');
  });
});

describe('the rating form', () => {
  it('sends 1–5 stars, the target’s tags and the text (trimmed)', () => {
    const { body, errors } = validateRate(31, 'staff', { stars: 4, tags: ['响应及时'], text: ' 很专业 ' });
    expect(errors).toEqual({});
    expect(body).toEqual({ orderId: 31, target: 'staff', stars: 4, tags: ['响应及时'], text: '很专业' });
    expect(validateRate(31, 'order', { stars: 1, tags: [], text: '' }).body).toMatchObject({ stars: 1, tags: [], text: '' });
  });

  it('requires stars 1–5', () => {
    expect(validateRate(31, 'order', emptyRate()).errors).toEqual({ stars: MoneyMsg.stars });
    expect(validateRate(31, 'order', { stars: 6, tags: [], text: '' }).errors).toEqual({ stars: MoneyMsg.stars });
    expect(validateRate(31, 'order', { stars: 2.5, tags: [], text: '' }).errors).toEqual({ stars: MoneyMsg.stars });
  });

  it('takes only the target’s tags from my side, at most 5', () => {
    // An order rating praises the other party's role: the buyer rates the seller, the seller the buyer.
    expect(tagsFor('order', 'buyer')).toEqual(ORDER_PARTY_TAGS.seller);
    expect(tagsFor('order', 'seller')).toEqual(ORDER_PARTY_TAGS.buyer);
    expect(tagsFor('order', 'buyer')).toContain('发货及时');
    expect(tagsFor('order', 'buyer')).not.toContain('付款爽快');
    expect(tagsFor('order', 'seller')).toContain('付款爽快');
    expect(tagsFor('order', 'seller')).not.toContain('发货及时');
    expect(tagsFor('staff', 'buyer')).toEqual(RATING_TAGS.staff);
    expect(tagsFor('negotiator', 'seller')).toEqual(RATING_TAGS.negotiator);
    // 付款爽快 is an order tag, not a staff one.
    expect(validateRate(31, 'staff', { stars: 5, tags: ['付款爽快'], text: '' }).errors).toEqual({ tags: MoneyMsg.ratingTags });
    expect(validateRate(31, 'order', { stars: 5, tags: RATING_TAGS.order.slice(0, 6), text: '' }).errors).toEqual({ tags: MoneyMsg.ratingTags });

    let v = emptyRate();
    for (const tag of ORDER_PARTY_TAGS.seller) v = toggleTag(v, 'order', 'seller', tag);
    expect(v.tags).toEqual(['沟通顺畅']);
    for (const tag of ORDER_PARTY_TAGS.buyer) v = toggleTag(v, 'order', 'seller', tag);
    expect(v.tags).toEqual(['付款爽快', '验货配合', '信守约定']);
    expect(toggleTag(emptyRate(), 'staff', 'buyer', '付款爽快').tags).toEqual([]);
    expect(toggleTag(emptyRate(), 'order', 'buyer', '付款爽快').tags).toEqual([]);
    const five = { ...emptyRate(), tags: ['响应及时', '专业可靠', '沟通耐心', '跟进到位', '协调有力'] };
    expect(toggleTag({ ...five, tags: five.tags.slice(0, 4) }, 'order', 'buyer', '发货及时').tags).toHaveLength(5);
    expect(toggleTag(five, 'order', 'buyer', '发货及时').tags).toEqual(five.tags);
  });

  it('limits the text to 500 characters', () => {
    expect(validateRate(31, 'order', { stars: 5, tags: [], text: '好'.repeat(501) }).errors).toEqual({ text: MoneyMsg.ratingText });
    expect(validateRate(31, 'order', { stars: 5, tags: [], text: '好'.repeat(500) }).errors).toEqual({});
  });

  it('words the stars', () => {
    expect([1, 2, 3, 4, 5].map(starWord)).toEqual(['很差', '较差', '一般', '满意', '非常满意']);
  });
});

describe('我的评价 (staff)', () => {
  it('is for negotiators and business followers', () => {
    expect(receivesRatings(BusinessType.Negotiator)).toBe(true);
    expect(receivesRatings(BusinessType.BusinessFollower)).toBe(true);
    expect(receivesRatings(BusinessType.Inspector)).toBe(false);
    expect(receivesRatings(BusinessType.Ordinary)).toBe(false);
  });

  it('shows the server’s 好评等级, 好评等级1 by default, and the mean stars', () => {
    expect(goodLevelText(4)).toBe('好评等级4');
    expect(goodLevelText(0)).toBe(AuthMsg.defaultGoodLevel);
    expect(goodLevelText(undefined)).toBe('好评等级1');
    expect(goodLevelValue(3)).toBe(3);
    expect(goodLevelValue(0)).toBe(1);
    expect(averageText(450)).toBe('4.5');
    expect(averageText(400)).toBe('4.0');
    expect(averageText(0)).toBe('暂无');
  });

  it('names the rater as the API masks him, with his side', () => {
    expect(raterText(rating())).toBe('买方 深圳***公司');
    expect(raterText(rating({ raterRole: 'seller', raterName: '香港***公司' }))).toBe('卖方 香港***公司');
  });
});

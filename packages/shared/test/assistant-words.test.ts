import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../src/constants';
import { citationFacts, citationPrice, CONDITION_EN, DELIVERY_PLACES, placeName, questionLang } from '../src/messages';

const card = { brand: '三星', brandEn: 'Samsung', quantity: 10000, dateCode: '23+', condition: '原装', deliveryPlace: '香港', price: 1320, priceText: '$13.20' };

describe("the assistant's cards follow the question's language", () => {
  it('English: the brand, unit, date code, condition and place in English words', () => {
    expect(questionLang('Do you have any Hynix DDR5 in Shenzhen?')).toBe('en');
    expect(citationFacts(card, 'en')).toBe('Samsung · 10,000 pcs · DC 23+ · original · in Hong Kong');
    expect(citationFacts(card, 'en')).not.toMatch(/\p{Script=Han}/u);
    expect(citationPrice({ price: null, priceText: '面议' }, 'en')).toBe('price on request');
    expect(citationPrice(card, 'en')).toBe('$13.20');
  });

  it('Chinese: as stored, with 片, 批号 and 交货地', () => {
    expect(citationFacts(card, 'zh')).toBe('三星 · 10,000 片 · 批号 23+ · 原装 · 香港交货');
    expect(citationPrice({ price: null, priceText: '面议' }, 'zh')).toBe('面议');
  });

  it('an old citation without an English brand or a place still reads', () => {
    expect(citationFacts({ brand: '美光', quantity: 5, dateCode: '', condition: '' }, 'en')).toBe('美光 · 5 pcs');
  });

  it('every condition has an English word, every place an English name and nearest places that exist', () => {
    for (const c of CONDITIONS) expect(CONDITION_EN[c], c).toBeTruthy();
    const names = DELIVERY_PLACES.map((p) => p.name);
    for (const p of DELIVERY_PLACES) {
      expect(placeName(p.name, 'en')).toBe(p.en);
      for (const n of p.near) expect(names, `${p.name} → ${n}`).toContain(n);
    }
  });
});

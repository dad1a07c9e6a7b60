import { describe, expect, it } from 'vitest';
import { clueForm } from '../src/schemas/clue';
import { highlightParts, queryLexemes, searchTokens } from '../src/search';

const valid = {
  type: 1,
  categoryId: 3,
  brand: 'Samsung',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsName: 'DDR4 8Gb 颗粒',
  quantity: 10000,
  moq: 100,
  priceUnit: 10,
  priceMin: 1320,
  taxIncluded: false,
  dateCode: '23+',
  condition: '原装',
  deliveryPlace: '深圳',
  stockType: '现货',
  contactName: '王先生',
  contactMobile: '13812345678',
};

describe('clueForm', () => {
  it('accepts a trader quote', () => {
    expect(clueForm.safeParse(valid).success).toBe(true);
  });
  it('reports cross-field rules on their field', () => {
    const r = clueForm.safeParse({ ...valid, moq: 20000, priceMin: null, stockType: '期货' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({ moq: '起订量不能大于数量', priceMin: '请输入价格', leadTime: '请填写期货交期' });
  });
  it('allows a demand without a target price', () => {
    expect(clueForm.safeParse({ ...valid, type: 2, priceMin: null }).success).toBe(true);
  });
  it('checks the date code', () => {
    for (const ok of ['24+', '2336', '2401', '2453']) expect(clueForm.safeParse({ ...valid, dateCode: ok }).success).toBe(true);
    for (const bad of ['2454', '2400', '24', '24++', 'ab+']) expect(clueForm.safeParse({ ...valid, dateCode: bad }).success).toBe(false);
  });
});

describe('search tokenizer', () => {
  it('makes Han bigrams and alnum tokens', () => {
    expect(searchTokens('三星 K4A8G165WC-BCTD 内存条')).toEqual(['三星', 'k4a8g165wc', 'bctd', '内存', '存条']);
  });
  it('queries alnum tokens as prefixes', () => {
    expect(queryLexemes('三星 DDR4')).toEqual([
      { lexeme: '三星', prefix: false },
      { lexeme: 'ddr4', prefix: true },
    ]);
  });
  it('highlights a part number ignoring dashes', () => {
    expect(highlightParts('K4A8G165WC-BCTD', 'k4a8g165wcb')).toEqual([
      { text: 'K4A8G165WC-B', hit: true },
      { text: 'CTD', hit: false },
    ]);
    expect(highlightParts('三星 DDR4 内存', '内存')).toEqual([
      { text: '三星 DDR4 ', hit: false },
      { text: '内存', hit: true },
    ]);
  });
});

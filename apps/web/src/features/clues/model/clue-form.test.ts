import { describe, expect, it } from 'vitest';
import { PublishMsg } from '@mts/shared/messages';
import { emptyQuoteMessages, filledClueForm } from '@/test/clue-fixtures';
import { clueFieldErrors, emptyClueForm, fromDraft, fromTextValues, serverFieldError, textToCents, toCents, toClueBody, toTextValues, validateText } from './clue-form';

const valid = filledClueForm();

describe('toClueBody', () => {
  it('sends money as cents and the leaf of the category path', () => {
    const body = toClueBody(valid);
    expect(body.priceMin).toBe(1320);
    expect(body.categoryId).toBe(11);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(4300)).toBe(430000);
  });
  it('sends an empty target price of a demand as 面议 (null) and no tax flag', () => {
    const body = toClueBody({ ...valid, type: 2, priceMin: null, taxIncluded: true });
    expect(body.priceMin).toBeNull();
    expect(body.taxIncluded).toBe(false);
  });
  it('drops the lead time of a spot offer', () => {
    expect(toClueBody({ ...valid, stockType: '现货', leadTime: '2周' }).leadTime).toBe('');
  });
});

describe('clueFieldErrors (the shared schema, per field)', () => {
  it('passes a complete quote', () => {
    expect(clueFieldErrors(valid)).toEqual({});
  });
  it('names every missing field with its Chinese message, the supply price included', () => {
    const errors = clueFieldErrors(emptyClueForm());
    expect(errors).toMatchObject({
      ...emptyQuoteMessages,
      contactName: PublishMsg.contactName,
      contactMobile: PublishMsg.contactMobile,
    });
    expect(errors.leadTime).toBeUndefined();
  });
  it('reports the cross-field rules on their fields while other fields are still empty', () => {
    const errors = clueFieldErrors({ ...emptyClueForm(), quantity: 10, moq: 50, stockType: '期货' });
    expect(errors.moq).toBe(PublishMsg.moqAboveQuantity);
    expect(errors.leadTime).toBe(PublishMsg.leadTimeRequired);
  });
  it('checks formats: part number characters, date code, mobile', () => {
    const errors = clueFieldErrors({ ...valid, goodsModel: 'K4A8_中文', dateCode: '2399', contactMobile: '12345678901' });
    expect(errors).toEqual({ goodsModel: PublishMsg.goodsModelChars, dateCode: PublishMsg.dateCode, contactMobile: PublishMsg.contactMobile });
  });
  it('lets a demand go without a target price', () => {
    expect(clueFieldErrors({ ...valid, type: 2, priceMin: null })).toEqual({});
  });
});

describe('serverFieldError', () => {
  it('reads the field a 400 names', () => {
    expect(serverFieldError('参数 moq 无效：起订量不能大于数量')).toEqual({ field: 'moq', message: PublishMsg.moqAboveQuantity });
    expect(serverFieldError('参数 images.0 无效：图片地址无效，请重新上传')).toEqual({ field: 'images', message: PublishMsg.imageUrl });
  });
  it('reads a field of the form nested in a larger body (POST /follow/publishGoods {clueId, form})', () => {
    expect(serverFieldError('参数 form.moq 无效：起订量不能大于数量')).toEqual({ field: 'moq', message: PublishMsg.moqAboveQuantity });
    expect(serverFieldError('参数 form.images.1 无效：图片地址无效，请重新上传')?.field).toBe('images');
    expect(serverFieldError('参数 clueId 无效：请输入正确的编号')).toBeNull();
  });
  it('maps a bare rule message to its field', () => {
    expect(serverFieldError(PublishMsg.categoryNotLeaf)).toEqual({ field: 'categoryId', message: PublishMsg.categoryNotLeaf });
    expect(serverFieldError(PublishMsg.dateCode)?.field).toBe('dateCode');
    expect(serverFieldError('服务器错误')).toBeNull();
  });
});

describe('one clue form model for both apps', () => {
  it('starts a quote as 货源 in yuan, 现货 and 不含税 (the schema default), with the user as contact', () => {
    expect(emptyClueForm({ contactName: '张三', contactMobile: '13800138000' })).toMatchObject({
      type: 1,
      priceUnit: 0,
      stockType: '现货',
      taxIncluded: false,
      contactName: '张三',
      contactMobile: '13800138000',
    });
  });
  it('gives the phone the same defaults as text, and sends the same body', () => {
    const text = toTextValues(valid);
    expect(text).toMatchObject({ categoryId: 11, quantity: '10000', moq: '100', price: '13.20', condition: '原装' });
    expect(toClueBody(fromTextValues(text))).toEqual({ ...toClueBody(valid), categoryId: 11 });
    expect(toTextValues(emptyClueForm()).taxIncluded).toBe(false);
  });
  it('reports text the phone cannot read instead of rounding it', () => {
    expect(textToCents('13.2')).toBe(1320);
    expect(textToCents('')).toBeNull();
    expect(textToCents('1.234')).toBeNaN();
    expect(validateText({ ...toTextValues(valid), price: '1.234' }).errors.priceMin).toBe(PublishMsg.priceMin);
  });
});

describe('fromDraft (the AI assistant\'s ?draft= prefill)', () => {
  it('keeps the fields that pass the schema, in form units, and drops the rest', () => {
    const raw = JSON.stringify({ type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000, moq: 1, priceMin: 1320, categoryId: 7, stockType: '现货', dateCode: 'bad code!!', hacker: 1, condition: '翻新?' });
    expect(fromDraft(raw)).toEqual({
      values: { type: 2, goodsModel: 'MT40A1G16TB', quantity: 2000, moq: 1, priceMin: 13.2, stockType: '现货' },
      categoryId: 7,
    });
  });
  it('ignores a missing or malformed prefill', () => {
    expect(fromDraft(null)).toBeNull();
    expect(fromDraft('{oops')).toBeNull();
    expect(fromDraft('[1]')).toBeNull();
    expect(fromDraft('{"quantity":-5}')).toEqual({ values: {}, categoryId: undefined });
  });
});

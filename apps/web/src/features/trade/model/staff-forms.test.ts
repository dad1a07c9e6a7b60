import { describe, expect, it } from 'vitest';
import { CONTRACT_INSPECTION_CLAUSE } from '@mts/shared/constants';
import { OrderMsg, TradeMsg } from '@mts/shared/messages';
import { preOrderDetail } from '@/test/staff-fixtures';
import { contractAmount, contractBodyOf, contractErrorsOf, contractValuesOf } from './contract-form';
import { centsFromText, intFromText, textFromCents } from '@/lib/money-input';
import { editBodyOf, editErrorsOf, editValuesOf } from './pre-order-edit-form';

describe('money input', () => {
  it('turns yuan with up to 2 decimals into cents, anything else into NaN', () => {
    expect(centsFromText('13.2')).toBe(1320);
    expect(centsFromText('0.05')).toBe(5);
    expect(centsFromText('100')).toBe(10000);
    expect(centsFromText('1.234')).toBeNaN();
    expect(centsFromText('')).toBeNaN();
    expect(centsFromText('1e3')).toBeNaN();
    expect(textFromCents(1320)).toBe('13.20');
    expect(textFromCents(1300)).toBe('13');
    expect(textFromCents(null)).toBe('');
    expect(intFromText('5000')).toBe(5000);
    expect(intFromText('5.5')).toBeNaN();
  });
});

describe('the intention-order edit (negotiator, model 2)', () => {
  const order = preOrderDetail();
  it('sends only the changed fields, with the note', () => {
    const values = { ...editValuesOf(order), price: '12.8', note: '与卖方协商' };
    expect(editBodyOf(order, values)).toEqual({ id: 9, price: 1280, note: '与卖方协商' });
    expect(editBodyOf(order, { ...editValuesOf(order), quantity: '4000', deliveryPlace: '香港' })).toEqual({ id: 9, quantity: 4000, deliveryPlace: '香港', note: '' });
  });
  it('reports the schema messages per field and 没有修改任何内容 when nothing changed', () => {
    expect(editErrorsOf(order, editValuesOf(order))).toEqual({ form: TradeMsg.nothingChanged });
    const errors = editErrorsOf(order, { ...editValuesOf(order), price: '1.234', quantity: '0', deliveryPlace: '深', deliveryDate: '2026-02-30' });
    expect(errors).toEqual({ price: TradeMsg.price, quantity: TradeMsg.quantity, deliveryPlace: TradeMsg.deliveryPlace, deliveryDate: TradeMsg.deliveryDate });
  });
});

describe('the contract form (buyer-side business follower)', () => {
  const order = preOrderDetail({ status: 30, statusText: '跟单中' });
  it('starts from the intention order and the default inspection clause', () => {
    const v = contractValuesOf(order);
    expect(v).toMatchObject({ quantity: '5000', price: '13.20', dateCode: '24+', condition: '原装', taxIncluded: false, deliveryPlace: '深圳', deliveryDate: '2026-12-20' });
    expect(v.inspectionClause).toBe(CONTRACT_INSPECTION_CLAUSE);
    expect(contractBodyOf(7, v)).toMatchObject({ followId: 7, quantity: 5000, price: 1320 });
    expect(contractErrorsOf(7, v)).toEqual({});
  });
  it('previews price × quantity in cents, — while either is invalid', () => {
    expect(contractAmount({ price: '13.2', quantity: '5000' })).toBe(6_600_000);
    expect(contractAmount({ price: '', quantity: '5000' })).toBeNull();
    expect(contractAmount({ price: '1', quantity: '0' })).toBeNull();
  });
  it('reports each field with the shared messages', () => {
    const errors = contractErrorsOf(7, { ...contractValuesOf(order), price: '0', dateCode: 'abc', condition: '', inspectionClause: '太短', deliveryPlace: '' });
    expect(errors).toEqual({ price: OrderMsg.price, dateCode: OrderMsg.dateCode, condition: OrderMsg.condition, inspectionClause: OrderMsg.inspectionClause, deliveryPlace: OrderMsg.deliveryPlace });
  });
});

import { describe, expect, it } from 'vitest';
import { startQuantity, stepDown, stepUp, typedQuantity } from './stepper';

describe('quantity stepper (spec section 5)', () => {
  it('minus does nothing at 1 or below', () => {
    expect(stepDown(1)).toBe(1);
    expect(stepDown(0)).toBe(0);
    expect(stepDown(2)).toBe(1);
  });
  it('minus stops at the MOQ on the buy form', () => {
    expect(stepDown(100, { min: 100 })).toBe(100);
    expect(stepDown(101, { min: 100 })).toBe(100);
  });
  it('plus stops at what is available', () => {
    expect(stepUp(5, { max: 5 })).toBe(5);
    expect(stepUp(4, { max: 5 })).toBe(5);
    expect(stepUp(4)).toBe(5);
  });
  it('a typed value must be numeric and at least 1, else it reverts', () => {
    expect(typedQuantity('12', 3)).toBe(12);
    expect(typedQuantity('abc', 3)).toBe(3);
    expect(typedQuantity('', 3)).toBe(3);
    expect(typedQuantity('0', 3)).toBe(3);
    expect(typedQuantity('-2', 3)).toBe(3);
    expect(typedQuantity('1.5', 3)).toBe(3);
    expect(typedQuantity('50', 100, { min: 100 })).toBe(100);
  });
  it('a typed value above what is available comes down to it', () => {
    expect(typedQuantity('9999', 3, { max: 500 })).toBe(500);
  });
  it('starts at the MOQ within what is available', () => {
    expect(startQuantity(0, 10)).toBe(1);
    expect(startQuantity(100, 1000)).toBe(100);
    expect(startQuantity(100, 40)).toBe(40);
  });
});

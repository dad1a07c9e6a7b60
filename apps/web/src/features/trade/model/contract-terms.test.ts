import { describe, expect, it } from 'vitest';
import { sampleContract } from '@/test/trade-fixtures';
import { contractGoodsRows, contractSignOff, currencyName, feeClause, feeRateText } from './contract-terms';


describe('contract terms', () => {
  it('names the currency and the fee rate', () => {
    expect(currencyName(0)).toBe('人民币');
    expect(currencyName(10)).toBe('美元');
    expect(feeRateText(50)).toBe('0.5%');
    expect(feeRateText(100)).toBe('1%');
    expect(feeRateText(125)).toBe('1.25%');
    expect(feeClause(sampleContract)).toContain('0.5%');
  });

  it('shows price with its currency, amount in figures and tax', () => {
    const rows = Object.fromEntries(contractGoodsRows(sampleContract).map((r) => [r.key, r.value]));
    expect(rows.price).toBe('¥13.20（人民币）');
    expect(rows.amount).toBe('¥132,000.00');
    expect(rows.amountWords).toBe('壹拾叁万贰仟元整');
    expect(rows.quantity).toBe('10,000 片');
    expect(rows.tax).toBe('含税');
  });

  it('a draft is not binding until the seller side confirms', () => {
    expect(contractSignOff(sampleContract)).toMatchObject({ confirmed: null, confirmedText: '待卖方商务确认（未生效）', effective: false });
    const done = contractSignOff({ ...sampleContract, confirmedBy: '孙七', confirmedAt: '2025-01-02T08:00:00.000Z' });
    expect(done.effective).toBe(true);
    expect(done.confirmedText).toMatch(/^孙七 2025-01-02/);
  });
});

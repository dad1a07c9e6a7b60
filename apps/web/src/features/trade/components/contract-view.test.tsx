import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { sampleContract } from '@/test/trade-fixtures';
import { ContractView as DesktopContractView } from './desktop/contract-view';
import { ContractView as MobileContractView } from './mobile/contract-view';

describe.each([
  ['phone', MobileContractView],
  ['desktop', DesktopContractView],
])('ContractView (%s)', (_device, ContractView) => {
  it('shows every term of a draft: parties, goods, money, clauses, and that it is not yet binding', () => {
    render(<ContractView contract={{ ...sampleContract, remark: '分两批交货' }} />);
    const view = screen.getByTestId('contract-view');
    expect(view.classList.contains('mts-contract')).toBe(true);
    expect(screen.getByTestId('contract-no').textContent).toContain('HT202501010001');
    const parties = screen.getByTestId('contract-parties').textContent;
    expect(parties).toMatch(/甲方（买方）.*王强.*138\*\*\*\*0002/);
    expect(parties).toMatch(/乙方（卖方）.*张伟/);
    expect(parties).toMatch(/丙方（担保方）.*MTS 存储交易平台/);
    for (const text of ['内存颗粒', 'H5AN8G6NDJR-XNC', 'SK hynix', '24+', '全新原装', '10,000 pcs', '¥13.20（人民币）', '¥132,000.00', '含税', '深圳', '2025-02-01'])
      expect(view.textContent).toContain(text);
    expect(screen.getByTestId('contract-payment').textContent).toBe(sampleContract.paymentClause);
    expect(screen.getByTestId('contract-inspection').textContent).toBe(sampleContract.inspectionClause);
    expect(screen.getByTestId('contract-fee').textContent).toContain('0.5%');
    expect(screen.getByTestId('contract-remark').textContent).toBe('分两批交货');
    expect(screen.getByTestId('contract-generated').textContent).toContain('赵六');
    expect(screen.getByTestId('contract-confirmed').textContent).toBe('待卖方商务确认（未生效）');
    expect(screen.getByTestId('contract-state').textContent).toBe('待卖方商务确认（未生效）');
  });

  it('a confirmed contract shows who confirmed it and when, in dollars when priced so', () => {
    render(<ContractView contract={{ ...sampleContract, priceUnit: 10, taxIncluded: false, confirmedBy: '孙七', confirmedAt: '2025-01-02T08:00:00.000Z' }} />);
    expect(screen.getByTestId('contract-confirmed').textContent).toMatch(/^孙七 2025-01-02/);
    expect(screen.getByTestId('contract-state').textContent).toBe('已生效');
    expect(screen.getByTestId('contract-price').textContent).toBe('$13.20（美元）');
    expect(screen.getByTestId('contract-tax').textContent).toBe('不含税');
    expect(screen.getByTestId('contract-remark').textContent).toBe('无');
  });
});

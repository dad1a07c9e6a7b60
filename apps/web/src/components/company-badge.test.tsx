import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CompanyBadge, companyFacts } from './company-badge';

const company = { verified: true as const, name: '深圳市华强芯城贸易有限公司', yearsOnPlatform: 3, completedOrders: 12, rating: 4.75 };

describe('CompanyBadge', () => {
  it('shows nothing without a verified company', () => {
    const { container } = render(<CompanyBadge company={undefined} />);
    expect(container.textContent).toBe('');
  });
  it('shows 企业认证 and the company name; the facts only when detailed', () => {
    const { rerender } = render(<CompanyBadge company={company} />);
    expect(screen.getByTestId('company-badge').textContent).toBe('企业认证深圳市华强芯城贸易有限公司');
    rerender(<CompanyBadge company={company} detailed />);
    expect(screen.getByTestId('company-badge-facts').textContent).toBe('入驻 3 年 · 成交 12 单 · 评分 4.8');
  });
  it('says so for a first year and no rating', () => {
    expect(companyFacts({ ...company, yearsOnPlatform: 0, rating: null })).toBe('入驻不满 1 年 · 成交 12 单 · 暂无评分');
  });
});

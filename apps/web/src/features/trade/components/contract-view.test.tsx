import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { confirmedContract, sampleContract } from '@/test/trade-fixtures';
import { ContractView as DesktopContractView } from './desktop/contract-view';
import { ContractView as MobileContractView } from './mobile/contract-view';

describe.each([
  ['phone', MobileContractView],
  ['desktop', DesktopContractView],
])('ContractView (%s)', (_device, ContractView) => {
  it('shows every term of a draft: parties with their kind and details, goods, money in figures and words, clauses, and that it is not yet binding', () => {
    render(<ContractView contract={{ ...sampleContract, remark: '分两批交货' }} />);
    const view = screen.getByTestId('contract-view');
    expect(view.classList.contains('mts-contract')).toBe(true);
    expect(screen.getByTestId('contract-no').textContent).toContain('HT202501010001');
    const buyer = screen.getByTestId('contract-party-buyer').textContent;
    expect(buyer).toMatch(/甲方（买方）.*王强.*个人.*身份证号：110\*{11}002X.*联系电话：13800000002/);
    expect(screen.getByTestId('contract-party-seller-name').textContent).toBe('深圳市张伟电子有限公司');
    expect(screen.getByTestId('contract-party-seller-kind').textContent).toBe('企业');
    expect(screen.getByTestId('contract-party-seller').textContent).toMatch(/统一社会信用代码：91440300MA5DEMQ01X.*法定代表人：张伟.*联系电话：13800000001/);
    expect(screen.getByTestId('contract-party-platform').textContent).toMatch(/丙方（担保方）.*MTS 存储交易平台/);
    for (const text of ['内存颗粒', 'H5AN8G6NDJR-XNC', 'SK hynix', '24+', '全新原装', '10,000 片', '¥13.20（人民币）', '¥132,000.00', '含税', '深圳', '2025-02-01'])
      expect(view.textContent).toContain(text);
    expect(screen.getByTestId('contract-amountWords').textContent).toBe('壹拾叁万贰仟元整');
    expect(screen.getByTestId('contract-payment').textContent).toBe(sampleContract.paymentClause);
    expect(screen.getByTestId('contract-inspection').textContent).toBe(sampleContract.inspectionClause);
    expect(screen.getByTestId('contract-fee').textContent).toContain('0.5%');
    expect(screen.getByTestId('contract-remark').textContent).toBe('分两批交货');
    // The signature block: the buyer side signed when it drew it; the seller side and the platform not yet.
    expect(screen.getByTestId('contract-sign-buyer').textContent).toMatch(/甲方（买方）.*王强.*赵六（买方商务） 2025-01-01/);
    expect(screen.getByTestId('contract-sign-seller').textContent).toMatch(/乙方（卖方）.*深圳市张伟电子有限公司.*待确认/);
    expect(screen.getByTestId('contract-sign-platform').textContent).toMatch(/丙方（担保方）.*MTS 存储交易平台.*待确认/);
    expect(screen.getByTestId('contract-state').textContent).toBe('待卖方商务确认（未生效）');
  });

  it('a confirmed contract: every side signed with its time; in dollars the words say 美元', () => {
    render(<ContractView contract={{ ...confirmedContract(), priceUnit: 10, amount: 2_421_600, taxIncluded: false }} />);
    expect(screen.getByTestId('contract-confirmed').textContent).toMatch(/孙七（卖方商务） 2025-01-02/);
    expect(screen.getByTestId('contract-sign-platform').textContent).toMatch(/MTS 存储交易平台（担保方） 2025-01-02/);
    expect(screen.getByTestId('contract-state').textContent).toBe('已生效');
    expect(screen.getByTestId('contract-price').textContent).toBe('$13.20（美元）');
    expect(screen.getByTestId('contract-amountWords').textContent).toBe('贰万肆仟贰佰壹拾陆美元整');
    expect(screen.getByTestId('contract-tax').textContent).toBe('不含税');
    expect(screen.getByTestId('contract-remark').textContent).toBe('无');
  });

  it('a contract drawn before parties were snapshotted shows no kind', () => {
    const legacy = { ...sampleContract, buyer: { ...sampleContract.buyer, kind: null, kindText: '', idNumber: '' } };
    render(<ContractView contract={legacy} />);
    expect(screen.queryByTestId('contract-party-buyer-kind')).toBeNull();
    expect(screen.getByTestId('contract-party-buyer').textContent).toContain('联系电话：13800000002');
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_LABELS, auditValue, changeLines } from './audit-change';

describe('audit changes in words', () => {
  it('status names from the entity’s status machine, before → after', () => {
    expect(changeLines({ status: 10, orderStatus: 5 }, { status: 20, orderStatus: 20 }, 'transfer')).toEqual(['状态: 待确认 → 已确认', '订单状态: 待付款 → 待发货']);
    expect(changeLines({ status: 0 }, { status: 1 }, 'companyVerification')).toEqual(['状态: 审核中 → 已认证']);
    expect(changeLines({ status: 0 }, { status: 1 }, 'user')).toEqual(['状态: 正常 → 已停用']);
    expect(changeLines({ status: 30 }, { status: 60 }, 'order')).toEqual(['状态: 待验货 → 退款中']);
    // A code no machine knows keeps its number.
    expect(changeLines({ status: 30 }, { status: 77 }, 'order')).toEqual(['状态: 待验货 → 77']);
    expect(changeLines({ status: 0 }, { status: 1 }, 'banner')).toEqual(['状态: 显示 → 隐藏']);
  });

  it('money in cents with its currency, separators and two decimals; the currency by name', () => {
    expect(changeLines({ status: 10, amount: 1_000_000, priceUnit: 0 }, { status: 20, arrived: 1_000_000 }, 'deposit')).toEqual([
      '状态: 待到账 → 已到账',
      '金额: ¥10,000.00',
      '币种: 人民币（¥）',
      '到账金额: ¥10,000.00',
    ]);
    expect(changeLines({ status: 60 }, { status: 90, refunded: 123_456, priceUnit: 10 }, 'order')).toContain('退款金额: $1,234.56');
    expect(auditValue('priceUnit', 0, 'ledger', 0)).toBe('人民币（¥）');
    expect(auditValue('priceUnit', 10, 'ledger', 0)).toBe('美元（$）');
  });

  it('user types, booleans 是/否, empty 空, unknown fields keep their names', () => {
    expect(changeLines({ businessType: 0, isOperator: false, shopStatus: null }, { businessType: 10, isOperator: true, shopStatus: 1 }, 'user')).toEqual([
      '用户类型: 普通用户 → 谈判人',
      '运营人员: 否 → 是',
      '谈判人申请: 空 → 已通过',
    ]);
    expect(changeLines(null, { from: '2026-11-01', to: '2026-11-30', priceUnit: null, rows: 3 }, 'ledger')).toEqual([
      '起始日期: 2026-11-01',
      '截止日期: 2026-11-30',
      '币种: 空',
      '导出行数: 3',
    ]);
    expect(changeLines({ somethingNew: 'a' }, { somethingNew: 'b' })).toEqual(['somethingNew: a → b']);
    expect(changeLines({ ids: [3, 1] }, { ids: [1, 3] }, 'banner')).toEqual(['排序: 3、1 → 1、3']);
    expect(changeLines(null, null)).toEqual([]);
  });

  it('no raw field names for anything the server audits', () => {
    for (const f of ['status', 'amount', 'priceUnit', 'orderStatus', 'followStatus', 'businessType', 'verifiedCompany']) expect(AUDIT_FIELD_LABELS[f]).toMatch(/[\u4e00-\u9fff]/);
    const lines = changeLines({ status: 10, amount: 1_000_000, priceUnit: 0 }, { status: 20 }, 'withdrawal').join('\n');
    expect(lines).not.toMatch(/status|amount|priceUnit|: 10 →/);
  });
});

import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@mts/shared/validate';
import type { CompanyVerification } from '@mts/shared/schemas';
import { creditCodeFeedback, formFrom, normalizeCreditCode, verifyShortState, verifyStateView, EMPTY_COMPANY_FORM } from './company-verify';

const app = (over: Partial<CompanyVerification>): CompanyVerification => ({
  id: 1,
  userId: 2,
  mobile: '13800000000',
  companyName: '深圳市测试电子有限公司',
  creditCode: '91350100M000100Y43',
  legalRepresentative: '张三',
  licenceImage: '/uploads/a.png',
  status: 0,
  statusText: '审核中',
  reason: null,
  createTime: '2026-11-25 10:00:00',
  reviewTime: null,
  ...over,
});

describe('creditCodeFeedback', () => {
  it('says nothing for an empty field', () => expect(creditCodeFeedback('')).toBeNull());
  it('counts what is missing while typing', () => expect(creditCodeFeedback('91350100')).toEqual({ ok: false, text: '已输入 8 位，还差 10 位' }));
  it('names a character outside the GB 32100 set', () => expect(creditCodeFeedback('91350100O')?.text).toContain('不含字符 O'));
  it('accepts a valid code, lower case too', () => {
    expect(creditCodeFeedback('91350100M000100Y43')).toEqual({ ok: true, text: '统一社会信用代码校验通过' });
    expect(creditCodeFeedback('91350100m000100y43')?.ok).toBe(true);
  });
  it('refuses a wrong check character', () => {
    const first17 = '91350100M000100Y4';
    const wrong = creditCodeCheckChar(first17) === '0' ? '1' : '0';
    expect(creditCodeFeedback(first17 + wrong)).toEqual({ ok: false, text: '校验位不符，请核对营业执照上的统一社会信用代码' });
  });
  it('normalises spaces and case, at most 18', () => expect(normalizeCreditCode(' 9135 0100m000100y43xx')).toBe('91350100M000100Y43'));
});

describe('verifyStateView', () => {
  it('none: the form, 提交认证', () => {
    const v = verifyStateView(null);
    expect([v.kind, v.title, v.canSubmit, v.submitText]).toEqual(['none', null, true, '提交认证']);
    expect(verifyShortState(null)).toEqual({ text: '未认证', ok: false });
  });
  it('under review: no form', () => {
    const v = verifyStateView(app({ status: 0 }));
    expect([v.kind, v.title, v.canSubmit]).toEqual(['review', '审核中', false]);
  });
  it('approved: the company, no form', () => {
    const v = verifyStateView(app({ status: 1 }));
    expect([v.kind, v.title, v.canSubmit]).toEqual(['verified', '已认证', false]);
    expect(v.text).toContain('深圳市测试电子有限公司');
  });
  it('rejected and revoked: the reason and 重新提交', () => {
    const r = verifyStateView(app({ status: 2, reason: '营业执照不清晰' }));
    expect([r.kind, r.title, r.reason, r.canSubmit, r.submitText]).toEqual(['rejected', '已驳回', '营业执照不清晰', true, '重新提交']);
    const x = verifyStateView(app({ status: 3, reason: '企业已注销' }));
    expect([x.kind, x.title, x.reason, x.canSubmit]).toEqual(['revoked', '已撤销', '企业已注销', true]);
  });
  it('a rejected application pre-fills the form again; others start empty', () => {
    expect(formFrom(app({ status: 2 })).creditCode).toBe('91350100M000100Y43');
    expect(formFrom(app({ status: 0 }))).toEqual(EMPTY_COMPANY_FORM);
    expect(formFrom(null)).toEqual(EMPTY_COMPANY_FORM);
  });
});

import { CompanyVerifyStatus } from '@mts/shared/status';
import { CREDIT_CODE_CHARS, isCreditCode } from '@mts/shared/validate';
import { CompanyMsg } from '@mts/shared/messages';
import type { CompanyVerification } from '@mts/shared/schemas';

/** What the credit-code field says while the user types: nothing when empty, else a hint or an ok. */
export type FieldFeedback = { ok: boolean; text: string } | null;

/** Upper-cases and drops spaces (the server upper-cases too); keeps at most 18 characters. */
export const normalizeCreditCode = (input: string) => input.replace(/\s/g, '').toUpperCase().slice(0, 18);

/** Feedback on the unified social credit code as typed (GB 32100 check character via `isCreditCode`). */
export function creditCodeFeedback(input: string): FieldFeedback {
  const code = normalizeCreditCode(input);
  if (!code) return null;
  const bad = [...code].find((c) => !CREDIT_CODE_CHARS.includes(c));
  if (bad) return { ok: false, text: `统一社会信用代码不含字符 ${bad}（不使用 I、O、Z、S、V）` };
  if (code.length < 18) return { ok: false, text: `已输入 ${code.length} 位，还差 ${18 - code.length} 位` };
  return isCreditCode(code) ? { ok: true, text: '统一社会信用代码校验通过' } : { ok: false, text: '校验位不符，请核对营业执照上的统一社会信用代码' };
}

export type VerifyStateKind = 'none' | 'review' | 'verified' | 'rejected' | 'revoked';
export type VerifyStateView = {
  kind: VerifyStateKind;
  /** The state's title (审核中 / 已认证 …); null when there is no application. */
  title: string | null;
  text: string;
  /** The operator's reason (rejected or revoked). */
  reason: string | null;
  /** Whether the form is offered (none: 提交认证; rejected / revoked: 重新提交). */
  canSubmit: boolean;
  submitText: string;
};

/** The trader's 企业认证 state from his latest application (GET /company/verify/my). */
export function verifyStateView(v: CompanyVerification | null | undefined): VerifyStateView {
  if (!v) {
    return { kind: 'none', title: null, text: '完成企业认证后，您发布的商品和信息将展示“企业认证”标识与公司名称，更易获得买家信任。', reason: null, canSubmit: true, submitText: '提交认证' };
  }
  switch (v.status) {
    case CompanyVerifyStatus.UnderReview:
      return { kind: 'review', title: '审核中', text: `${v.companyName} 的企业认证已提交，平台审核后将通知您。`, reason: null, canSubmit: false, submitText: '' };
    case CompanyVerifyStatus.Approved:
      return { kind: 'verified', title: '已认证', text: `${v.companyName}：${CompanyMsg.alreadyVerified}。`, reason: null, canSubmit: false, submitText: '' };
    case CompanyVerifyStatus.Rejected:
      return { kind: 'rejected', title: '已驳回', text: `${v.companyName} 的企业认证未通过审核，请修改后重新提交。`, reason: v.reason, canSubmit: true, submitText: '重新提交' };
    default:
      return { kind: 'revoked', title: '已撤销', text: `${v.companyName} 的企业认证已被平台撤销，如需认证请重新提交。`, reason: v.reason, canSubmit: true, submitText: '重新提交' };
  }
}

export type CompanyForm = { companyName: string; creditCode: string; legalRepresentative: string; licenceImage: string };
export const EMPTY_COMPANY_FORM: CompanyForm = { companyName: '', creditCode: '', legalRepresentative: '', licenceImage: '' };

/** A rejected or revoked application pre-fills the form again (the user fixes what was wrong). */
export function formFrom(v: CompanyVerification | null | undefined): CompanyForm {
  if (!v || v.status === CompanyVerifyStatus.UnderReview || v.status === CompanyVerifyStatus.Approved) return EMPTY_COMPANY_FORM;
  return { companyName: v.companyName, creditCode: v.creditCode, legalRepresentative: v.legalRepresentative, licenceImage: v.licenceImage };
}

/** The user centres' short state for 企业认证: 未认证, 审核中, 已认证, 已驳回 or 已撤销; `ok` only when verified. */
export const verifyShortState = (v: CompanyVerification | null | undefined) => {
  const view = verifyStateView(v);
  return { text: view.title ?? '未认证', ok: view.kind === 'verified' };
};

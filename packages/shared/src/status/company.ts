import { defineMachine } from './machine.ts';

/**
 * Company verification (企业认证, company_verifications.status, issue 12). A user submits his company's name,
 * unified social credit code (GB 32100), legal representative and business licence image; an operator approves
 * or rejects it with a reason, and may later revoke an approval with a reason. Rejected and revoked are final for
 * that application: the user submits a new one. One application under review per user.
 */
export const CompanyVerifyStatus = { UnderReview: 0, Approved: 1, Rejected: 2, Revoked: 3 } as const;
type CompanyVerifyStatusCode = (typeof CompanyVerifyStatus)[keyof typeof CompanyVerifyStatus];

export const companyVerifyMachine = defineMachine<CompanyVerifyStatusCode, 'approve' | 'reject' | 'revoke'>({
  entity: 'company',
  initial: [CompanyVerifyStatus.UnderReview],
  labels: { 0: '审核中', 1: '已认证', 2: '已驳回', 3: '已撤销' },
  tones: { 0: 'processing', 1: 'success', 2: 'default', 3: 'danger' },
  moves: {
    approve: { from: [CompanyVerifyStatus.UnderReview], to: CompanyVerifyStatus.Approved, by: ['operator'], label: '通过' },
    reject: { from: [CompanyVerifyStatus.UnderReview], to: CompanyVerifyStatus.Rejected, by: ['operator'], label: '驳回' },
    revoke: { from: [CompanyVerifyStatus.Approved], to: CompanyVerifyStatus.Revoked, by: ['operator'], label: '撤销认证' },
  },
});
export type CompanyVerifyMove = keyof typeof companyVerifyMachine.moves;

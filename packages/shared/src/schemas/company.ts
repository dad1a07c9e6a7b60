import { z } from 'zod';
import { CompanyMsg } from '../messages';
import { isCreditCode } from '../validate';
import { envelope, pagedRows, pageQuery, textField, uploadUrl } from './common';

/**
 * POST /company/verify: the caller's company (企业认证). The credit code is upper-cased and checked with the
 * GB 32100-2015 check character; the licence image is one of our uploads.
 */
export const companyVerifyBody = z.object({
  companyName: textField({ min: 2, max: 60, message: CompanyMsg.companyName }),
  creditCode: textField({ min: 18, max: 18, message: CompanyMsg.creditCode })
    .toUpperCase()
    .refine(isCreditCode, { message: CompanyMsg.creditCode }),
  legalRepresentative: textField({ min: 2, max: 30, message: CompanyMsg.legalRepresentative }),
  licenceImage: uploadUrl(CompanyMsg.licenceImage),
});
export type CompanyVerifyBody = z.infer<typeof companyVerifyBody>;

/** An application as its applicant and operators see it (never public: the credit code and legal representative). */
export const companyVerification = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  mobile: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  legalRepresentative: z.string(),
  licenceImage: z.string(),
  /** CompanyVerifyStatus: 0 审核中, 1 已认证, 2 已驳回, 3 已撤销. */
  status: z.number().int(),
  statusText: z.string(),
  /** The operator's reason for a rejection or a revocation. */
  reason: z.string().nullable(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type CompanyVerification = z.infer<typeof companyVerification>;
export const companyVerificationReply = envelope(companyVerification);
/** GET /company/verify/my: the caller's latest application, or null. */
export const myCompanyVerificationReply = envelope(companyVerification.nullable());

/** GET /admin/companyVerify?pageNum&pageSize&status (0–3). */
export const companyVerifyListQuery = pageQuery.extend({ status: z.coerce.number().int().min(0).max(3).optional() });
export const companyVerifyListReply = pagedRows(companyVerification);

/**
 * The public company block on goods cards, goods details and lead records, present only while the owner's company
 * is verified: the name and the badge as the business licence shows them, plus the owner's record on the platform.
 * Never the credit code or the legal representative.
 */
export const companyBlock = z.object({
  verified: z.literal(true),
  name: z.string(),
  /** Whole years since the account was created (0 in the first year). */
  yearsOnPlatform: z.number().int(),
  /** Orders 已完成 with the owner as buyer or seller. */
  completedOrders: z.number().int(),
  /** Mean stars (1–5, one decimal) of the order ratings the owner received; null before the first. */
  rating: z.number().nullable(),
});
export type CompanyBlock = z.infer<typeof companyBlock>;

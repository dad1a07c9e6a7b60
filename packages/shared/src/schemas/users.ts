import { z } from 'zod';
import { envelope, pagedRows, pageQuery } from './common';
import { AuthMsg } from '../messages';
import { userInfo } from './auth';
import { MOBILE_RE } from '../validate';

/** GET /user/getUserInfo → data.userInfo (token excluded). */
export const userInfoReply = envelope(z.object({ userInfo }));

/** GET /user/getUserBalance: money in cents; jf points, jb coins. */
export const userBalance = z.object({
  totalBalance: z.number().int(),
  withdrawableBalance: z.number().int(),
  frozenBalance: z.number().int(),
  jf: z.number().int(),
  jb: z.number().int(),
});
export type UserBalance = z.infer<typeof userBalance>;
export const userBalanceReply = envelope(userBalance);

/** GET /user/getMyRewardList: points (jf) and coins (jb) history, paged. */
export const rewardItem = z.object({
  id: z.number().int(),
  kind: z.enum(['jf', 'jb']),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  createTime: z.string(),
});
export type RewardItem = z.infer<typeof rewardItem>;
export const rewardListQuery = pageQuery;
export const rewardListReply = pagedRows(rewardItem);

/** GET /user/getUserBaseInfo?mobile: public fields only, mobile masked. */
export const userBaseInfoQuery = z.object({ mobile: z.string().trim().regex(MOBILE_RE, '请输入正确的手机号') });
export const userBaseInfo = z.object({
  userId: z.number().int(),
  nick_name: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  userType: z.string(),
  businessType: z.number().int(),
  goodlevel: z.number().int(),
});
export const userBaseInfoReply = envelope(userBaseInfo);

/** POST /user/authn: real name + 18-digit resident ID (GB 11643 checksum). */
export const authnBody = z.object({
  realName: z.string().trim().regex(/^[\u4e00-\u9fa5·]{2,20}$/, AuthMsg.badRealName),
  idNumber: z.string().trim().toUpperCase().regex(/^\d{17}[\dX]$/, AuthMsg.badIdNumber),
});
export type AuthnBody = z.infer<typeof authnBody>;
export const authnReply = envelope(
  z.object({
    authnStatus: z.number().int(),
    /** The verified name and ID as shown back to their owner (ID masked, e.g. 110***********002X). */
    realName: z.string().optional(),
    idNumberMasked: z.string().optional(),
  }),
);

/** POST /shop/apply: apply to become a negotiator. */
export const shopApplyBody = z.object({
  companyName: z.string().trim().min(2, '请输入公司名称').max(60, '公司名称最多 60 个字'),
  region: z.string().trim().min(2, '请输入所在地区').max(30, '所在地区最多 30 个字'),
  experience: z.string().trim().min(10, '请至少用 10 个字介绍从业经验').max(500, '从业经验最多 500 个字'),
  contactName: z.string().trim().min(2, '请输入联系人').max(20, '联系人最多 20 个字'),
  contactMobile: z.string().trim().regex(MOBILE_RE, '请输入正确的手机号'),
});
export type ShopApplyBody = z.infer<typeof shopApplyBody>;

export const shopApplication = shopApplyBody.extend({
  id: z.number().int(),
  userId: z.number().int(),
  mobile: z.string(),
  status: z.number().int(),
  assignedBusinessType: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type ShopApplication = z.infer<typeof shopApplication>;
export const shopApplyReply = envelope(shopApplication);
/** GET /shop/apply/my: the caller's latest application, or null. */
export const myShopApplyReply = envelope(shopApplication.nullable());

/** Operator routes: GET /admin/shopApply/list?status, POST /admin/shopApply/{id}/approve {businessType}, POST /admin/shopApply/{id}/reject {reason}. */
export const shopApplyListQuery = pageQuery.extend({ status: z.coerce.number().int().min(0).max(2).optional() });
export const shopApplyListReply = pagedRows(shopApplication);
export const shopApproveBody = z.object({
  businessType: z
    .union([z.literal(10), z.literal(20), z.literal(40)], { error: '角色只能是 10（谈判人）、20（商务）或 40（验货员）' })
    .default(10),
});
export const shopRejectBody = z.object({ reason: z.string().trim().min(2, '请填写驳回原因').max(200, '驳回原因最多 200 个字') });

import { z } from 'zod';
import { envelope, pagedRows, pageQuery, textField } from './common';
import { AuthMsg } from '../messages';
import { userInfo } from './auth';
import { walletBalance } from './wallet';
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
  /** Issue 11: both currencies (¥ first); the flat fields above are the ¥ wallet. */
  accounts: z.array(walletBalance),
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
  /** The order that earned it (issue 11), null for the opening grant. */
  orderId: z.number().int().nullable(),
  orderNo: z.string(),
  createTime: z.string(),
});
export type RewardItem = z.infer<typeof rewardItem>;
/** kind: jf points or jb coins (absent = both). */
export const rewardListQuery = pageQuery.extend({ kind: z.enum(['jf', 'jb']).optional() });
export const rewardListReply = pagedRows(rewardItem);

/** GET /user/getUserBaseInfo?mobile: public fields only, mobile masked. */
export const userBaseInfoQuery = z.object({ mobile: textField({ max: 20, message: '请输入正确的手机号' }).regex(MOBILE_RE, '请输入正确的手机号') });
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
  realName: textField({ max: 20, message: AuthMsg.badRealName }).regex(/^[\u4e00-\u9fa5·]{2,20}$/, AuthMsg.badRealName),
  idNumber: textField({ max: 18, message: AuthMsg.badIdNumber }).toUpperCase().regex(/^\d{17}[\dX]$/, AuthMsg.badIdNumber),
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

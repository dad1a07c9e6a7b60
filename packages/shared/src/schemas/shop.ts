import { z } from 'zod';
import { BusinessType } from '../constants';
import { MOBILE_RE } from '../validate';
import { envelope, pagedRows, pageQuery, textField } from './common';

/** POST /shop/apply: apply to become a negotiator. */
export const shopApplyBody = z.object({
  companyName: textField({ min: 2, max: 60, message: '请输入公司名称', maxMessage: '公司名称最多 60 个字' }),
  region: textField({ min: 2, max: 30, message: '请输入所在地区', maxMessage: '所在地区最多 30 个字' }),
  experience: textField({ min: 10, max: 500, message: '请至少用 10 个字介绍从业经验', maxMessage: '从业经验最多 500 个字', multiline: true }),
  contactName: textField({ min: 2, max: 20, message: '请输入联系人', maxMessage: '联系人最多 20 个字' }),
  contactMobile: textField({ max: 20, message: '请输入正确的手机号' }).regex(MOBILE_RE, '请输入正确的手机号'),
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
    .union([z.literal(BusinessType.Negotiator), z.literal(BusinessType.BusinessFollower), z.literal(BusinessType.Inspector)], {
      error: '角色只能是 10（谈判人）、20（商务）或 40（验货员）',
    })
    .default(BusinessType.Negotiator),
});
export const shopRejectBody = z.object({ reason: textField({ min: 2, max: 200, message: '请填写驳回原因', maxMessage: '驳回原因最多 200 个字', multiline: true }) });

import { z } from 'zod';
import { envelope, idParam } from './common';

/** A lead (线索) as shown to anyone: its public fields. The owner's view adds contact details. */
export const clueDetail = z.object({
  id: z.number().int(),
  type: z.number().int(),
  goodsName: z.string(),
  goodsModel: z.string(),
  brandName: z.string(),
  categoryName: z.string(),
  quantity: z.number().int(),
  priceUnit: z.number().int(),
  priceMin: z.number().int().nullable(),
  dateCode: z.string(),
  condition: z.string(),
  deliveryPlace: z.string(),
  remark: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  goodsId: z.number().int().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
});
export type ClueDetail = z.infer<typeof clueDetail>;
export const clueIdParam = idParam;
export const clueDetailReply = envelope(clueDetail);

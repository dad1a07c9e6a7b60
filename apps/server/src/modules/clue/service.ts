import { eq } from 'drizzle-orm';
import type { ClueDetail } from '@mts/shared/schemas';
import { ClueStatus } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { maskMobile } from '@mts/shared/validate';
import { brands, categories, clues, goods } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { formatChinaTime } from '../../lib/time.ts';
import type { ServiceContext } from '../context.ts';

/** A lead's public fields; the contact mobile is masked except for the lead's owner. Withdrawn leads are gone. */
export async function clueDetail(ctx: ServiceContext, id: number): Promise<ClueDetail> {
  const [row] = await ctx.db
    .select({
      id: clues.id,
      type: clues.type,
      goodsName: clues.goodsName,
      goodsModel: clues.goodsModel,
      brandName: brands.name,
      categoryName: categories.name,
      quantity: clues.quantity,
      priceUnit: clues.priceUnit,
      priceMin: clues.priceMin,
      dateCode: clues.dateCode,
      condition: clues.condition,
      deliveryPlace: clues.deliveryPlace,
      remark: clues.remark,
      status: clues.status,
      createdAt: clues.createdAt,
      goodsId: goods.id,
      contactName: clues.contactName,
      contactMobile: clues.contactMobile,
      ownerId: clues.ownerId,
    })
    .from(clues)
    .leftJoin(brands, eq(brands.id, clues.brandId))
    .leftJoin(categories, eq(categories.id, clues.categoryId))
    .leftJoin(goods, eq(goods.clueId, clues.id))
    .where(eq(clues.id, id))
    .limit(1);
  if (!row || row.status === ClueStatus.Withdrawn) throw new AppError(404, Msg.clueNotFound);
  const { createdAt, ownerId, ...rest } = row;
  const isOwner = ctx.auth?.user != null && ctx.auth.user.id === ownerId;
  return {
    ...rest,
    brandName: rest.brandName ?? '',
    categoryName: rest.categoryName ?? '',
    createTime: formatChinaTime(createdAt),
    contactMobile: isOwner ? rest.contactMobile : maskMobile(rest.contactMobile),
  };
}

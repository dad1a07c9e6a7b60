import type { GoodsListItem } from '@mts/shared/schemas';
import { DEFAULT_IMAGE } from '@mts/shared/constants';
import { brands, categories, goods } from '../../db/schema/index.ts';
import { formatChinaTime } from '../../lib/time.ts';

/** The columns of a goods card (lists, recommendations, my goods), joined with brand and category. */
export const listColumns = {
  id: goods.id,
  goodsName: goods.goodsName,
  deputyTitle: goods.deputyTitle,
  goodsModel: goods.goodsModel,
  images: goods.images,
  type: goods.type,
  priceUnit: goods.priceUnit,
  priceMin: goods.priceMin,
  quantity: goods.quantity,
  contactName: goods.contactName,
  brandName: brands.name,
  categoryId: goods.categoryId,
  categoryName: categories.name,
  dateCode: goods.dateCode,
  condition: goods.condition,
  deliveryPlace: goods.deliveryPlace,
  createdAt: goods.createdAt,
  /** For the company block (modules/company/queries.ts); not shown itself. */
  ownerId: goods.ownerId,
};

interface ListRow {
  id: number;
  goodsName: string;
  deputyTitle: string;
  goodsModel: string;
  images: string[];
  type: number;
  priceUnit: number;
  priceMin: number | null;
  quantity: number;
  contactName: string;
  brandName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  dateCode: string;
  condition: string;
  deliveryPlace: string;
  createdAt: Date;
}

/** A goods card as the API shows it: the first image (or the default), the spec's field names. */
export function toListItem(r: ListRow): GoodsListItem {
  return {
    id: r.id,
    goodsId: r.id,
    goodsName: r.goodsName,
    deputyTitle: r.deputyTitle,
    goodsModel: r.goodsModel,
    goodsImage: r.images[0] ?? DEFAULT_IMAGE,
    goodsType: r.type,
    type: r.type,
    priceUnit: r.priceUnit,
    priceMin: r.priceMin,
    quantity: r.quantity,
    shopContacts: r.contactName,
    brandName: r.brandName ?? '',
    categoryId: r.categoryId ?? 0,
    categoryName: r.categoryName ?? '',
    dateCode: r.dateCode,
    condition: r.condition,
    deliveryPlace: r.deliveryPlace,
    createTime: formatChinaTime(r.createdAt),
    path: `/prodetail/${r.id}`,
  };
}

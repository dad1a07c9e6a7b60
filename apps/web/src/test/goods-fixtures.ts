import type { GoodsListItem } from '@mts/shared/schemas';

/** A goods list row (the home lists, search results): 三星 K4A8G165WC-BCTD 货源 1 at $13.20, 10000 pcs, or `extra`. */
export const goodsRow = (extra: Partial<GoodsListItem> = {}): GoodsListItem => ({
  id: 1,
  goodsId: 1,
  goodsName: 'DDR4 8Gb',
  deputyTitle: '8Gb x16 2666',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsImage: '',
  goodsType: 1,
  type: 1,
  priceUnit: 10,
  priceMin: 1320,
  quantity: 10000,
  shopContacts: '',
  brandName: '三星',
  categoryId: 11,
  categoryName: 'DDR4',
  dateCode: '23+',
  condition: '原装',
  deliveryPlace: '香港',
  createTime: '2026-03-01 10:00:00',
  path: '',
  ...extra,
});

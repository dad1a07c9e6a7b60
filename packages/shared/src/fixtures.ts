/**
 * Test data shared by the server's tests and the web's end-to-end specs (not used by the apps themselves).
 */
import { GoodsType, PriceUnit } from './constants';

/** A valid 货源 listing (POST /clue/publish body, categoryId aside): a Samsung DDR4 supply in dollars, 深圳. */
export const sampleListing = {
  type: GoodsType.Supply,
  brand: 'Samsung',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsName: 'DDR4 8Gb x16 2666 颗粒',
  quantity: 10000,
  moq: 100,
  priceUnit: PriceUnit.Dollar,
  priceMin: 1320,
  taxIncluded: false,
  dateCode: '23+',
  condition: '原装',
  package: 'FBGA96',
  deliveryPlace: '深圳',
  stockType: '现货',
  leadTime: '',
  contactName: '王先生',
  contactMobile: '13812345678',
  images: [] as string[],
  remark: '原厂原包，可验货',
};

import { PublishMsg } from '@mts/shared/messages';
import { emptyClueForm, type ClueFormValues } from '@/features/clues/model/clue-form';

/** The desktop publish form filled as a complete 货源 quote: 三星 K4A8G165WC-BCTD, 10000 pcs from 100, $13.20, 香港. */
export const filledClueForm = (): ClueFormValues => ({
  ...emptyClueForm({ contactName: '张三', contactMobile: '13800138000' }),
  categoryId: [1, 11],
  brand: '三星',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsName: 'DDR4 8Gb x16 2666',
  quantity: 10000,
  moq: 100,
  priceUnit: 10,
  priceMin: 13.2,
  dateCode: '24+',
  condition: '原装',
  deliveryPlace: '香港',
});

/** The message under each required field of an empty 货源 quote (the contact fields aside). */
export const emptyQuoteMessages = {
  categoryId: PublishMsg.categoryId,
  brand: PublishMsg.brand,
  goodsModel: PublishMsg.goodsModel,
  goodsName: PublishMsg.goodsName,
  quantity: PublishMsg.quantity,
  moq: PublishMsg.moq,
  priceMin: PublishMsg.priceRequired,
  dateCode: PublishMsg.dateCode,
  condition: PublishMsg.condition,
  deliveryPlace: PublishMsg.deliveryPlace,
};

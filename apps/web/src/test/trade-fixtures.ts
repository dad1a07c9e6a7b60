import type { Contract } from '@mts/shared/schemas';

/** A contract as GET /order/detail sends it (a draft: not yet confirmed). */
export const sampleContract: Contract = {
  contractNo: 'HT202501010001',
  buyer: { name: '王强', mobile: '138****0002' },
  seller: { name: '张伟', mobile: '138****0001' },
  platformName: 'MTS 存储交易平台',
  goodsName: '内存颗粒',
  goodsModel: 'H5AN8G6NDJR-XNC',
  brandName: 'SK hynix',
  dateCode: '24+',
  condition: '全新原装',
  quantity: 10000,
  priceUnit: 0,
  price: 1320,
  amount: 13_200_000,
  taxIncluded: true,
  deliveryPlace: '深圳',
  deliveryDate: '2025-02-01',
  paymentClause: '买方应于合同确认后 3 个工作日内支付。',
  inspectionClause: '卖方应将货物发至平台指定验货点。',
  feeBps: 50,
  remark: '',
  generatedBy: '赵六',
  generatedAt: '2025-01-01T08:00:00.000Z',
  confirmedBy: null,
  confirmedAt: null,
};

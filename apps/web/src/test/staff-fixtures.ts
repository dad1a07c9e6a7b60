import type { ContractParties, OrderDetail, PreOrderDetail } from '@mts/shared/schemas';
import { unpaidMoneyFields } from './money-fixtures';
import { sampleContract } from './trade-fixtures';

/** Test data of the staff's trade pages: an intention order as its negotiator sees it, an order as its follower does. */
export const preOrderDetail = (extra: Partial<PreOrderDetail> = {}): PreOrderDetail => ({
  id: 9,
  orderNo: 'YX202611240001',
  goodsId: 3,
  goodsType: 2,
  goodsName: 'DDR4 8Gb x16 颗粒',
  goodsModel: 'K4A8G165WC-BCTD',
  brandName: '三星',
  goodsImage: '',
  quantity: 5000,
  priceUnit: 10,
  price: 1320,
  amount: 6_600_000,
  status: 10,
  statusText: '待确认',
  myRole: 'staff',
  sellerName: '刘洋',
  buyerName: '王强',
  deliveryPlace: '深圳',
  deliveryDate: '2026-12-20',
  taxIncluded: false,
  dateCode: '24+',
  condition: '原装',
  remark: '原厂原包',
  closeReason: '',
  createTime: '2026-11-24T08:00:00Z',
  moq: 100,
  buyer: { name: '王强', mobile: '13800000000' },
  seller: { name: '刘洋', mobile: '13800000001' },
  negotiatorName: '李娜',
  followerName: '',
  contactName: '刘先生',
  contactMobile: '13800000001',
  revisions: [],
  followId: 7,
  model: 2,
  canConfirm: true,
  canEdit: true,
  canReject: true,
  canCancel: false,
  orderId: null,
  ...extra,
});

export const orderDetail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 21,
  orderNo: 'DD202611240001',
  contractNo: sampleContract.contractNo,
  preOrderId: 9,
  preOrderNo: 'YX202611240001',
  goodsId: 3,
  goodsName: sampleContract.goodsName,
  goodsModel: sampleContract.goodsModel,
  brandName: sampleContract.brandName,
  goodsImage: '',
  quantity: sampleContract.quantity,
  priceUnit: sampleContract.priceUnit,
  price: sampleContract.price,
  amount: sampleContract.amount,
  status: 1,
  statusText: '待确认合同',
  myRole: 'staff',
  buyerName: '王强',
  sellerName: '张伟',
  createTime: '2026-11-24T08:00:00Z',
  updateTime: '2026-11-24T08:00:00Z',
  contract: sampleContract,
  buyerFollowerName: '陈伟',
  sellerFollowerName: '周涛',
  negotiatorName: '李娜',
  closeReason: '',
  nextStep: { who: '卖方商务', text: '卖方商务核对合同条款后确认合同，确认后合同不可更改' },
  history: [],
  followId: 8,
  followModel: 1,
  canConfirmContract: true,
  canRejectContract: true,
  canPay: false,
  ...unpaidMoneyFields(),
  ...extra,
});

/** The staff pages' network: GET answers `data[url?id=…]` (404 不存在 when missing), POSTs go to `post`. */
export type StaffNet = { data: Record<string, unknown>; post: (url: string, body?: unknown) => Promise<unknown> };

/** `@/lib/http` for vi.mock on the staff trade pages, over `net`. */
export async function staffHttp(net: StaffNet) {
  const { fakeHttp, apiError } = await import('./fake-http');
  const ApiError = await apiError();
  return fakeHttp({
    http: { post: (url: string, body?: unknown) => net.post(url, body) },
    getData: async (url: string, params?: { id?: number }) => {
      const key = params?.id ? `${url}?id=${params.id}` : url;
      if (!(key in net.data)) throw new ApiError('不存在', 404);
      return net.data[key];
    },
    getRows: async () => ({ rows: [], total: 0 }),
  });
}

/** GET /order/contractParties: the verified parties the contract will name (王强 个人, 张伟's company 企业). */
export const contractParties = (extra: Partial<ContractParties> = {}): ContractParties => ({
  buyer: sampleContract.buyer,
  seller: sampleContract.seller,
  problem: null,
  ...extra,
});

import type { ClueRecord, FollowDetail, FollowItem, LoginResult, PendingLead } from '@mts/shared/schemas';

/** Test data of the dispatch pages: a user per role, a pool lead, a follow item and its detail. */
export const userOf = (businessType: number, extra: Partial<LoginResult> = {}): LoginResult => ({
  token: 't-1',
  userId: 11,
  businessType,
  shopStatus: null,
  mobile: '13800000011',
  avatar: '',
  userType: '',
  nick_name: '孙丽',
  goodlevel: 1,
  authnStatus: 1,
  ...extra,
});

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const poolLead = (extra: Partial<PendingLead> = {}): PendingLead => ({
  id: 5,
  kind: 'lead',
  type: 1,
  goodsName: 'DDR4 8Gb x16 2666 颗粒',
  goodsModel: 'K4A8G165WC-BCTD',
  brandName: '三星',
  categoryName: 'DDR4',
  quantity: 10000,
  priceUnit: 10,
  priceMin: 1320,
  dateCode: '24+',
  condition: '原装',
  deliveryPlace: '深圳',
  stockType: '现货',
  createTime: minutesAgo(5),
  ...extra,
});

/** An intention order on goods without a negotiator, as the negotiators' pool lists it (id 5, as poolLead's: ids of the two kinds collide). */
export const poolPreOrder = (extra: Partial<PendingLead> = {}): PendingLead => ({
  ...poolLead({ quantity: 200, deliveryPlace: '深圳', createTime: minutesAgo(2) }),
  kind: 'preOrder',
  preOrder: { orderNo: 'YX20261124000123', goodsId: 88, model: 1, amount: 264_000, buyerName: '池中买方公司', sellerName: '池中卖方公司', deliveryDate: '2026-12-31' },
  ...extra,
});

export const followItem = (extra: Partial<FollowItem> = {}): FollowItem => ({
  id: 7,
  createTime: '2026-11-24 09:00:00',
  followTime: null,
  model: 1,
  type: 10,
  identity: 10,
  status: 1,
  statusText: '跟进中',
  orderId: null,
  preOrderId: null,
  clueId: 42,
  goodsId: null,
  clueType: 1,
  goodsName: 'DDR4 8Gb x16 2666 颗粒',
  goodsModel: 'K4A8G165WC-BCTD',
  brandName: '三星',
  goodsImage: '',
  goodsPrice: 1320,
  goodsPriceUnit: 10,
  goodsQuantity: 10000,
  ownerName: '王强',
  ownerMobile: '13800000000',
  contactName: '王先生',
  contactMobile: '13912345678',
  sellerName: '',
  buyerName: '',
  orderNo: '',
  releaseAt: null,
  ...extra,
});

export const clueRecord = (extra: Partial<ClueRecord> = {}): ClueRecord => ({
  id: 42,
  type: 1,
  goodsName: 'DDR4 8Gb x16 2666 颗粒',
  goodsModel: 'K4A8G165WC-BCTD',
  brandName: '三星',
  categoryName: 'DDR4',
  quantity: 10000,
  priceUnit: 10,
  priceMin: 1320,
  dateCode: '24+',
  condition: '原装',
  deliveryPlace: '深圳',
  remark: '原厂原包',
  status: 10,
  createTime: '2026-11-24 08:00:00',
  goodsId: null,
  contactName: '王先生',
  contactMobile: '13912345678',
  categoryId: 11,
  brandId: null,
  moq: 100,
  taxIncluded: false,
  package: 'FBGA96',
  stockType: '现货',
  leadTime: '',
  images: [],
  statusText: '已派单',
  updateTime: '2026-11-24 08:00:00',
  isOwner: false,
  canEdit: false,
  ...extra,
});

export const followDetail = (extra: Partial<FollowDetail> = {}): FollowDetail => ({
  ...followItem(),
  clue: clueRecord(),
  notes: [],
  closeReason: '',
  canPublishGoods: true,
  canClose: true,
  canNote: true,
  ...extra,
});

/** An envelope as lib/http's `http` methods resolve it. */
export const reply = <T,>(data: T) => ({ status: 200, data: { code: 200, msg: '', data } });

/** A follow item's page network: GET /follow/7 answers `detail` or refuses with `refusal`; POSTs go to `post`. */
export type FollowDetailNet = {
  detail: unknown;
  refusal: null | { message: string; code: number };
  post: (url: string, body?: unknown) => Promise<unknown>;
};

/** `@/lib/http` for vi.mock on the follow item pages (both renderings), over `net`; the session refresh answers the signed-in user. */
export async function followDetailHttp(net: FollowDetailNet) {
  const { fakeHttp, apiError } = await import('./fake-http');
  const ApiError = await apiError();
  return fakeHttp({
    userInfo: 'signed-in',
    http: { post: (url: string, body?: unknown) => net.post(url, body) },
    getData: async (url: string) => {
      if (url !== '/follow/7') throw new Error(`unexpected ${url}`);
      if (net.refusal) throw new ApiError(net.refusal.message, net.refusal.code);
      return net.detail;
    },
  });
}

/** Follow item 7 as the phone tests hold it: 王小明's lead, its contact 王先生 on 13812345678. */
export const heldLead = (extra: Partial<FollowItem> = {}): FollowItem =>
  followItem({
    createTime: '2026-11-24T06:00:00Z',
    goodsName: 'DDR4 8Gb x16 颗粒',
    ownerName: '王小明',
    ownerMobile: '13900000000',
    contactMobile: '13812345678',
    ...extra,
  });

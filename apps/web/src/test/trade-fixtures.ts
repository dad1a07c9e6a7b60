import type { CartLine, ContractDocument, GoodsDetail, OrderDetail, OrderRow, PreOrderDetail, TransferRecord } from '@mts/shared/schemas';
import { unpaidMoneyFields } from './money-fixtures';

/** A contract as GET /order/detail sends it (a draft: not yet confirmed). */
export const sampleContract: ContractDocument = {
  contractNo: 'HT202501010001',
  buyer: { name: '王强', kind: 'person', kindText: '个人', mobile: '13800000002', creditCode: '', legalRepresentative: '', idNumber: '110***********002X' },
  seller: { name: '深圳市张伟电子有限公司', kind: 'company', kindText: '企业', mobile: '13800000001', creditCode: '91440300MA5DEMQ01X', legalRepresentative: '张伟', idNumber: '' },
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
  signatures: [
    { role: 'buyer', title: '甲方（买方）', party: '王强', signer: '赵六（买方商务）', confirmedAt: '2025-01-01T08:00:00.000Z' },
    { role: 'seller', title: '乙方（卖方）', party: '深圳市张伟电子有限公司', signer: '', confirmedAt: null },
    { role: 'platform', title: '丙方（担保方）', party: 'MTS 存储交易平台', signer: '', confirmedAt: null },
  ],
};

/** The sample contract confirmed by the seller side (孙七), as the server sends it then. */
export const confirmedContract = (at = '2025-01-02T08:00:00.000Z'): ContractDocument => ({
  ...sampleContract,
  confirmedBy: '孙七',
  confirmedAt: at,
  signatures: [
    sampleContract.signatures[0]!,
    { ...sampleContract.signatures[1]!, signer: '孙七（卖方商务）', confirmedAt: at },
    { ...sampleContract.signatures[2]!, signer: 'MTS 存储交易平台（担保方）', confirmedAt: at },
  ],
});

/** An order as its lists show it: 王强 buys from 张伟, 待付款. */
export const orderRow = (extra: Partial<OrderRow> = {}): OrderRow => ({
  id: 31,
  orderNo: 'DD202501010001',
  contractNo: 'HT202501010001',
  preOrderId: 12,
  preOrderNo: 'YX202501010001',
  goodsId: 5,
  goodsName: '内存颗粒',
  goodsModel: 'H5AN8G6NDJR-XNC',
  brandName: 'SK hynix',
  goodsImage: '',
  quantity: 10000,
  priceUnit: 0,
  price: 1320,
  amount: 13_200_000,
  status: 5,
  statusText: '待付款',
  myRole: 'buyer',
  buyerName: '王强',
  sellerName: '张伟',
  createTime: '2025-01-01 16:00:00',
  updateTime: '2025-01-01 16:00:00',
  ...extra,
});

/** The order in full, the buyer's view: he may pay. */
export const orderDetail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderRow(),
  contract: confirmedContract(),
  buyerFollowerName: '赵六',
  sellerFollowerName: '孙七',
  negotiatorName: '李娜',
  closeReason: '',
  nextStep: { who: '买方', text: '买方将货款支付至平台担保账户（余额支付或对公转账）' },
  history: [
    { id: 2, action: 'confirmContract', actionText: '确认合同', fromStatus: 1, toStatus: 5, fromText: '待确认合同', toText: '待付款', userName: '孙七', note: '', createTime: '2025-01-02 16:00:00' },
    { id: 1, action: 'generate', actionText: '生成合同', fromStatus: null, toStatus: 1, fromText: '', toText: '待确认合同', userName: '赵六', note: '按谈妥价格', createTime: '2025-01-01 16:00:00' },
  ],
  followId: null,
  followModel: null,
  canConfirmContract: false,
  canRejectContract: false,
  canPay: true,
  ...unpaidMoneyFields(),
  // the buyer at 待付款: from his wallet, or a bank transfer
  canPayWallet: true,
  canRecordTransfer: true,
  ...extra,
});

/** An intention order in full, its initiator's (the buyer's) view: 待确认, with one revision. */
export const preOrderDetail = (extra: Partial<PreOrderDetail> = {}): PreOrderDetail => ({
  id: 12,
  orderNo: 'YX202501010001',
  goodsId: 5,
  goodsType: 1,
  goodsName: '内存颗粒',
  goodsModel: 'H5AN8G6NDJR-XNC',
  brandName: 'SK hynix',
  goodsImage: '',
  quantity: 2000,
  priceUnit: 10,
  price: 1280,
  amount: 2_560_000,
  status: 10,
  statusText: '待确认',
  myRole: 'buyer',
  sellerName: '张伟',
  buyerName: '王强',
  deliveryPlace: '深圳',
  deliveryDate: '2025-02-01',
  taxIncluded: false,
  dateCode: '24+',
  condition: '全新原装',
  remark: '',
  closeReason: '',
  createTime: '2025-01-01 10:00:00',
  moq: 100,
  buyer: { name: '王强', mobile: '13800000002' },
  seller: { name: '张伟', mobile: '138****0001' },
  negotiatorName: '李娜',
  followerName: '',
  contactName: '王强',
  contactMobile: '13800000002',
  revisions: [
    {
      id: 1,
      userName: '李娜',
      createTime: '2025-01-01 11:00:00',
      note: '按市场价调整',
      changes: [{ field: 'price', label: '单价', from: 1320, to: 1280 }],
    },
  ],
  followId: null,
  model: 1,
  canConfirm: false,
  canEdit: false,
  canReject: false,
  canCancel: true,
  orderId: null,
  ...extra,
});

/** Goods on sale as the product and buy pages read them: 货源 9, $13.20 a piece, MOQ 100 of 5000, someone else's. */
export const supplyGoods = (extra: Partial<GoodsDetail> = {}): GoodsDetail =>
  ({
    goodsId: 9,
    id: 9,
    type: 1,
    goodsType: 1,
    goodsModel: 'K4A8G165WC-BCTD',
    goodsName: 'DDR4 颗粒',
    brandName: '三星',
    goodsImage: '',
    priceMin: 1320,
    priceUnit: 10,
    moq: 100,
    quantity: 5000,
    dateCode: '24+',
    condition: '原装',
    deliveryPlace: '香港',
    taxIncluded: false,
    contactMobile: '138****5678',
    isOwner: false,
    ...extra,
  }) as GoodsDetail;

/** Cart line `id` (goods 100 + id, 三星 MODEL-id), checked, `num` pieces at `price` cents (null: 面议). */
export const cartLine = (id: number, price: number | null, num = 1, goods: Partial<CartLine['goods']> = {}): CartLine => ({
  id,
  goods_id: 100 + id,
  goods_sku_id: 100 + id,
  goods_num: num,
  isChecked: true,
  goods: {
    goods_name: `商品${id}`,
    goods_image: '',
    goods_model: `MODEL-${id}`,
    brand_name: '三星',
    price_unit: 0,
    moq: 1,
    quantity: 1000,
    status: 0,
    skuInfo: { goods_price: price },
    ...goods,
  },
});

const noActionFlags = {
  canPay: false,
  canPayWallet: false,
  canRecordTransfer: false,
  canShip: false,
  canConfirmReceipt: false,
  canRateOrder: false,
  canRateStaff: false,
  canRateNegotiator: false,
  canGrabInspection: false,
  canInspect: false,
};

/** What order 7 lets the viewer do (every flag off unless `over`), its transfers and intention order: the buttons' input. */
export const actionFlags = (over: Partial<typeof noActionFlags> = {}, transfers: TransferRecord[] = [], preOrderId: number | null = null) => ({
  id: 7,
  preOrderId,
  ...noActionFlags,
  ...over,
  payment: { transfers },
});

/** The order pages' network: every GET recorded in `calls`, every POST in `posts`; GET answers `reply` (or a function's
 * value) or refuses with `error`, a POST is refused with `postError` or cancels intention order 12. */
export type OrdersNet = {
  calls: { url: string; params: Record<string, unknown> }[];
  posts: { url: string; body: unknown }[];
  reply: unknown;
  error: null | { message: string; code: number };
  postError: null | { message: string; code: number };
};

/** `@/lib/http` for vi.mock on the order pages (both renderings), over `net`; the order lists show `rows(params)`. */
export async function ordersHttp(net: OrdersNet, rows: (params: Record<string, unknown>) => OrderRow[]) {
  const { fakeHttp, apiError } = await import('./fake-http');
  const ApiError = await apiError();
  return fakeHttp({
    http: {
      post: async (url: string, body: unknown) => {
        net.posts.push({ url, body });
        if (net.postError) throw new ApiError(net.postError.message, net.postError.code);
        return { data: { code: 200, msg: '', data: { id: 12, status: 90, statusText: '已取消' } } };
      },
    },
    getRows: async (url: string, params: Record<string, unknown>) => {
      net.calls.push({ url, params });
      const list = rows(params);
      return { rows: list, total: list.length };
    },
    getData: async (url: string, params: Record<string, unknown>) => {
      net.calls.push({ url, params });
      if (net.error) throw new ApiError(net.error.message, net.error.code);
      return typeof net.reply === 'function' ? (net.reply as () => unknown)() : net.reply;
    },
  });
}

/** A fresh `OrdersNet`: nothing recorded, nothing answered. */
export const resetOrdersNet = (net: OrdersNet) => Object.assign(net, { calls: [], posts: [], reply: null, error: null, postError: null });

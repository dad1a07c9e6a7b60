import { PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import type { OrderDetail } from '@mts/shared/schemas';
import { signIn } from './session';

/** The money block of an order detail before payment (issue 11): nothing paid, shipped, inspected or rated. */
export const unpaidMoneyFields = (reference = 'DD202611240001'): Pick<
  OrderDetail,
  | 'payment'
  | 'shipment'
  | 'inspectorName'
  | 'inspection'
  | 'ratings'
  | 'autoConfirmAt'
  | 'canPayWallet'
  | 'canRecordTransfer'
  | 'canConfirmTransfer'
  | 'canShip'
  | 'canGrabInspection'
  | 'canInspect'
  | 'canConfirmReceipt'
  | 'canSetDelivery'
  | 'canDeliver'
  | 'logistics'
  | 'canCancel'
  | 'canRefund'
  | 'canRateOrder'
  | 'canRateStaff'
  | 'canRateNegotiator'
> => ({
  payment: { method: null, paidAt: null, account: { ...PLATFORM_ESCROW_ACCOUNT }, reference, transfers: [], fee: null, sellerReceived: null, settledAt: null, refundedAt: null },
  shipment: null,
  inspectorName: '',
  inspection: null,
  ratings: [],
  autoConfirmAt: null,
  canPayWallet: false,
  canRecordTransfer: false,
  canConfirmTransfer: false,
  canShip: false,
  canGrabInspection: false,
  canInspect: false,
  canConfirmReceipt: false,
  canSetDelivery: false,
  canDeliver: false,
  logistics: { centre: null, inbound: null, inspection: null, delivery: null, outbound: null, received: null },
  canCancel: false,
  canRefund: false,
  canRateOrder: false,
  canRateStaff: false,
  canRateNegotiator: false,
});

/** The money pages' network: order 31 (`order`), a wallet holding `available` cents, the POSTs recorded and failed in turn. */
export type MoneyNet = {
  order: unknown;
  /** GET /wallet/payPassword: is a 支付密码 set (default: yes). */
  passwordSet?: boolean;
  available: number;
  posts: { url: string; body: Record<string, unknown> }[];
  /** The next POSTs' failures, in order (a timeout, a refusal). */
  failures?: { message: string; code: number }[];
};

/** `@/lib/http` for vi.mock on the money pages, over `net`; `more` answers any other GET (undefined: unexpected). */
export async function moneyHttp(net: MoneyNet, more: (url: string) => unknown = () => undefined) {
  const { fakeHttp, apiError } = await import('./fake-http');
  const ApiError = await apiError();
  const wallet = (cents: number) => ({ priceUnit: 0, symbol: '¥', totalBalance: cents, withdrawableBalance: cents, frozenBalance: 0 });
  return fakeHttp({
    getData: async (url: string) => {
      if (url === '/order/detail') return net.order;
      if (url === '/user/getUserBalance') return { totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0, jf: 0, jb: 0, accounts: [wallet(net.available)] };
      if (url === '/wallet/payPassword') return { isSet: net.passwordSet ?? true, locked: false, lockedMinutes: null, triesLeft: 5, mobile: '139****0000' };
      const answer = more(url);
      if (answer === undefined) throw new Error(`unexpected ${url}`);
      return answer;
    },
    http: {
      post: async (url: string, body: Record<string, unknown>) => {
        net.posts.push({ url, body });
        const failure = net.failures?.shift();
        if (failure) throw new ApiError(failure.message, failure.code);
        return { data: { code: 200, msg: '', data: { id: 31, status: 20, statusText: '待发货' } } };
      },
    },
  });
}

/** Each money page test starts as 王强 with `order`, a 支付密码 set, ¥132,000.00 available, nothing posted or failing. */
export function resetMoneyNet(net: MoneyNet, order: unknown): void {
  signIn('王强');
  net.order = order;
  net.passwordSet = true;
  net.available = 13_200_000;
  net.posts = [];
  net.failures = [];
}

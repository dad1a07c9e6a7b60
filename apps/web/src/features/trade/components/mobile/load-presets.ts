import { OrderMsg } from '@mts/shared/messages';

/** The staff trade pages' failure block (a follow item, an intention order, a contract): back to 跟单. */
export const STAFF_LOAD = { testId: 'page-error', back: { label: '返回跟单', to: '/follow' } };

/** The money pages' states (/pay?mode=order, /externalPayInfo, /externalPay): an order's refusals, back to 全部订单. */
export const MONEY_LOAD = {
  testId: 'money-error',
  loadingTestId: 'money-loading',
  forbidden: OrderMsg.orderForbidden,
  notFound: OrderMsg.orderNotFound,
  back: { label: '全部订单', to: '/myorder' },
};

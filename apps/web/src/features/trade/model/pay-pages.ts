import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MoneyMsg } from '@mts/shared/messages';
import type { OrderDetail, PayFactor } from '@mts/shared/schemas';
import { OrderStatus } from '@mts/shared/status';
import { positiveParam } from '@/lib/query-params';
import { useSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { usePreOrdersFromCart } from '../api/create-pre-order';
import { useCart } from '../api/get-cart';
import { useExternalPayInfo } from '../api/get-external-pay-info';
import { useOrderDetail } from '../api/get-orders';
import { useMoneyLive } from '../hooks/use-money-live';
import { useMoneyMoves } from '../hooks/use-money-moves';
import { checkoutFieldErrors, emptyCheckout, toFromCartBody, type CheckoutValues } from './buy-form';
import { cartTotals, initialCart, totalText } from './cart';
import { successPath } from './goods-actions';
import type { TransferValues } from './money-forms';
import { externalPayInfoPath, externalPayPath, hasPendingTransfer, orderDetailPath } from './order-view';
import type { PageEnv } from './page-env';
import { parseIds } from './success';

/** /pay: mode=order pays ?orderId=, anything else confirms the cart lines ?cartIds=. */
export function usePayMode() {
  const [params] = useSearchParams();
  return params.get('mode') === 'order'
    ? ({ mode: 'order', orderId: positiveParam(params.get('orderId')) } as const)
    : ({ mode: 'cart', ids: parseIds(params.get('cartIds')) } as const);
}

/**
 * /pay?mode=cart: the checked cart lines still in the cart, the delivery fields (checked on submit, then as they
 * change) and the total; 提交意向单 makes one intention order per goods and opens /preOrderSuccess.
 */
export function useCartPay(ids: number[], env: Pick<PageEnv, 'prefix'>) {
  const navigate = useAppNavigate();
  const user = useSession((s) => s.user);
  const cart = useCart();
  const fromCart = usePreOrdersFromCart();
  const [values, setValues] = useState<CheckoutValues>(() => emptyCheckout(user));
  const [tried, setTried] = useState(false);
  const lines = (cart.data?.list ?? []).filter((l) => ids.includes(l.id));
  return {
    cart,
    lines,
    values,
    change: (patch: Partial<CheckoutValues>) => setValues((v) => ({ ...v, ...patch })),
    errors: tried ? checkoutFieldErrors(ids, values) : {},
    total: totalText(cartTotals(initialCart(lines))),
    submitting: fromCart.isPending,
    submit: () => {
      setTried(true);
      if (Object.keys(checkoutFieldErrors(ids, values)).length > 0) return;
      fromCart.mutate(toFromCartBody(lines.map((l) => l.id), values), {
        onSuccess: (rows) => navigate(`${env.prefix}${successPath(rows.map((r) => r.id))}`, { replace: true }),
      });
    },
  };
}

/**
 * /pay?mode=order: the order, what the wallet holds in its currency, and 余额支付 (on success: 支付成功 and the order
 * page, 待发货); the ways on (充值, 银行转账, the order) under the app's prefix.
 */
export function useOrderPay(orderId: number, env: PageEnv) {
  const navigate = useAppNavigate();
  const detail = useOrderDetail(orderId);
  const moves = useMoneyMoves(orderId);
  useMoneyLive();
  return {
    detail,
    pay: async (factor: PayFactor) => {
      await moves.payWallet(factor);
      env.notify(MoneyMsg.payOk);
      navigate(`${env.prefix}${orderDetailPath(orderId)}`, { replace: true });
    },
    paths: {
      wallet: `${env.prefix}/my/myBalance`,
      transfer: `${env.prefix}${externalPayInfoPath(orderId)}`,
      order: `${env.prefix}${orderDetailPath(orderId)}`,
    },
    /** Opens a path of `paths` (去充值, 银行转账, the order). */
    open: (path: string) => navigate(path),
  };
}

/** Why an order takes no transfer record now, and where to go instead; null when one may be recorded. */
export function transferBlock(order: Pick<OrderDetail, 'status' | 'statusText' | 'canRecordTransfer' | 'payment'> & { id: number }) {
  if (order.canRecordTransfer) return null;
  const pending = order.status === OrderStatus.AwaitingPayment && hasPendingTransfer(order);
  return {
    pending,
    title: pending ? MoneyMsg.transferPending : order.status !== OrderStatus.AwaitingPayment ? `该订单${order.statusText}，无需登记转账` : MoneyMsg.notBuyerSide,
    action: pending ? { label: '查看转账记录', path: externalPayInfoPath(order.id) } : { label: '查看订单', path: orderDetailPath(order.id) },
  };
}

/** /externalPay?orderId=: the order, its transfer form's submit, and whether the transfer was recorded on this visit. */
export function useExternalPay() {
  const [params] = useSearchParams();
  const orderId = positiveParam(params.get('orderId'));
  const detail = useOrderDetail(orderId);
  const moves = useMoneyMoves(orderId);
  const [recorded, setRecorded] = useState(false);
  return {
    orderId,
    detail,
    recorded,
    recording: moves.recording,
    record: (values: TransferValues) => moves.recordTransfer(values).then(() => setRecorded(true)),
    paths: { info: externalPayInfoPath(orderId), order: orderDetailPath(orderId) },
  };
}

/** /externalPayInfo?orderId=: the escrow account and transfers, and whether the order takes a transfer record now. */
export function useExternalPayInfoPage() {
  const [params] = useSearchParams();
  const orderId = positiveParam(params.get('orderId'));
  const info = useExternalPayInfo(orderId);
  const detail = useOrderDetail(orderId);
  return {
    orderId,
    info,
    canRecord: detail.data?.canRecordTransfer ?? false,
    paths: { record: externalPayPath(orderId), order: orderDetailPath(orderId) },
  };
}

import { useParams, useSearchParams } from 'react-router';
import { useListQuery } from '@/lib/use-list-query';
import { DisputeMsg, MoneyMsg, TradeMsg } from '@mts/shared/messages';
import { positiveParam } from '@/lib/query-params';
import type { OrderListKind } from '../api/keys';
import { useOrderDetail } from '../api/get-orders';
import { usePreOrderDetail } from '../api/get-pre-orders';
import { useCancelPreOrder } from '../api/pre-order-moves';
import { useOpenDispute } from '../api/open-dispute';
import { useMoneyMoves } from '../hooks/use-money-moves';
import type { ShipValues } from './money-forms';
import { orderDetailPath, orderTabFromQuery } from './order-view';
import type { PageEnv } from './page-env';
import { cancelFromStatus, preOrderFilterFromQuery } from './pre-order-view';

export type OrderPageKind = Exclude<OrderListKind, 'created'>;

export const ORDER_LIST_TITLE: Record<OrderPageKind, string> = { buy: '购买订单', sale: '销售订单', all: '全部订单' };
export const ORDER_LIST_EMPTY: Record<OrderPageKind, string> = { buy: '暂无购买订单', sale: '暂无销售订单', all: '暂无订单' };

/** Where a row of an order list opens: the buyer's and seller's own detail addresses, else the order page. */
export function orderListDetailPath(kind: OrderPageKind, id: number): string {
  if (kind === 'buy') return `/myxg/myBuyOrderDetail?id=${id}`;
  if (kind === 'sale') return `/myxg/mySaleOrderDetail?id=${id}`;
  return orderDetailPath(id);
}

/** The order lists' tab (?orderStatus=, 待付款 … 全部) and page. */
export const useOrderListQuery = (options?: { replace?: boolean }) => useListQuery('orderStatus', orderTabFromQuery, options);
/** The intention orders' status filter (?status=) and page. */
export const usePreOrderListQuery = (options?: { replace?: boolean }) => useListQuery('status', preOrderFilterFromQuery, options);

/**
 * An order's page (…Details?id=): the order, and the moves made on it — 发货 (the seller side), 确认收货 (the
 * buyer), 申请介入 — each saying its success; a refusal rejects (the dialogs stay open), the client toasted it.
 */
export function useOrderDetailPage(env: PageEnv) {
  const [params] = useSearchParams();
  const id = positiveParam(params.get('id'));
  const detail = useOrderDetail(id);
  const moves = useMoneyMoves(id);
  const openDispute = useOpenDispute();
  return {
    id,
    detail,
    ship: (values: ShipValues) => moves.ship(values).then(() => env.notify(MoneyMsg.shipOk)),
    shipping: moves.shipping,
    confirmReceipt: () => moves.confirmReceipt().then(() => env.notify(MoneyMsg.receiveOk)),
    dispute: (reason: string) => openDispute.mutateAsync({ orderId: id, reason }).then(() => env.notify(DisputeMsg.openOk)),
  };
}

/** An intention order's page (/preOrderDetail/:id): the order; its initiator cancels it from the status shown. */
export function usePreOrderDetailPage(env: PageEnv) {
  const id = positiveParam(useParams().id);
  const detail = usePreOrderDetail(id);
  const cancel = useCancelPreOrder();
  return {
    id,
    detail,
    /** True once cancelled; false on a refusal (a 409: the status changed; the order reloads). */
    cancel: async (reason: string) => {
      try {
        await cancel.mutateAsync({ id, reason, fromStatus: cancelFromStatus(detail.data!.status) });
      } catch {
        return false;
      }
      env.notify(TradeMsg.cancelOk);
      return true;
    },
    cancelling: cancel.isPending,
  };
}

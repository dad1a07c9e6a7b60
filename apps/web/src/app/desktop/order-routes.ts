import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';

const meta = (m: RouteMeta) => ({ meta: m });

/** Paths of the spec's guarded pages these routes build (no longer placeholders). */
export const DESKTOP_ORDER_GUARDED_PATHS: ReadonlySet<string> = new Set(['/myorder']);

const orders = () => import('@/routes/desktop/my-orders');
const preOrders = () => import('@/routes/desktop/my-pre-orders');
const orderDetail = async () => ({ Component: (await import('@/routes/desktop/order-detail')).OrderDetailPage });

/**
 * The traders' orders in the desktop user centre (issue 10): my intention orders (both sides, 我是买家) and one,
 * 购买订单 / 销售订单 / 全部订单 with the tabs (?orderStatus=), and an order's detail (three paths, one page).
 */
export const desktopOrderRoutes: RouteObject[] = [
  {
    path: 'myxg/myOrderIntention',
    handle: meta({ title: '我的意向单', userInfo: true }),
    lazy: async () => ({ Component: (await preOrders()).IntentionsPage }),
  },
  {
    path: 'myxg/myPreOrderList',
    handle: meta({ title: '我是买家', userInfo: true }),
    lazy: async () => ({ Component: (await preOrders()).BuyerPreOrdersPage }),
  },
  {
    path: 'preOrderDetail/:id',
    handle: meta({ title: '意向单详情', userInfo: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/pre-order-detail')).PreOrderDetailPage }),
  },
  { path: 'myxg/myBuyOrderList', handle: meta({ title: '购买订单', userInfo: true }), lazy: async () => ({ Component: (await orders()).BuyOrdersPage }) },
  { path: 'myxg/mySaleOrderList', handle: meta({ title: '销售订单', userInfo: true }), lazy: async () => ({ Component: (await orders()).SaleOrdersPage }) },
  { path: 'myorder', handle: meta({ title: '全部订单', userInfo: true }), lazy: async () => ({ Component: (await orders()).AllOrdersPage }) },
  { path: 'myxg/myBuyOrderDetail', handle: meta({ title: '订单详情', userInfo: true }), lazy: orderDetail },
  { path: 'myxg/mySaleOrderDetail', handle: meta({ title: '订单详情', userInfo: true }), lazy: orderDetail },
  { path: 'myxg/myDetails', handle: meta({ title: '订单详情', userInfo: true }), lazy: orderDetail },
];

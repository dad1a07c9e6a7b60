import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';

/** Paths of the spec's guarded pages this area builds (the identity routes stop treating them as guard-only). */
export const ORDER_GUARDED_PATHS: ReadonlySet<string> = new Set(['/myorder']);

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * The traders' orders (issue 10), all behind the login guard: my intention orders (/myxg/myOrderIntention, both
 * sides; /myxg/myPreOrderList, 我是买家) and one (/preOrderDetail/:id); 购买订单 and 销售订单 with their tabs
 * (?orderStatus=) and details; /myxg/myDetails?id=&source=order; 全部订单 (/myorder).
 */
export const orderRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'myxg/myOrderIntention', handle: meta({ title: '我的意向单', bg: '#f5f6f8' }), lazy: lazyPage('pre-orders', 'IntentionsPage') },
      { path: 'myxg/myPreOrderList', handle: meta({ title: '我是买家', bg: '#f5f6f8' }), lazy: lazyPage('pre-orders', 'BuyerPreOrdersPage') },
      { path: 'preOrderDetail/:id', handle: meta({ title: '意向单详情', bg: '#f5f6f8' }), lazy: lazyPage('pre-order-detail') },
      { path: 'myxg/myBuyOrderList', handle: meta({ title: '购买订单', bg: '#f5f6f8' }), lazy: lazyPage('orders', 'BuyOrdersPage') },
      { path: 'myxg/mySaleOrderList', handle: meta({ title: '销售订单', bg: '#f5f6f8' }), lazy: lazyPage('orders', 'SaleOrdersPage') },
      { path: 'myorder', handle: meta({ title: '全部订单', bg: '#f5f6f8' }), lazy: lazyPage('orders', 'AllOrdersPage') },
      { path: 'myxg/myBuyOrderDetail', handle: meta({ title: '订单详情', bg: '#f5f6f8' }), lazy: lazyPage('order-detail') },
      { path: 'myxg/mySaleOrderDetail', handle: meta({ title: '订单详情', bg: '#f5f6f8' }), lazy: lazyPage('order-detail') },
      { path: 'myxg/myDetails', handle: meta({ title: '订单详情', bg: '#f5f6f8' }), lazy: lazyPage('order-detail') },
    ],
  },
];

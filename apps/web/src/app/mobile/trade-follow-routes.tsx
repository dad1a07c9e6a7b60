import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * The staff's trade pages (issue 10), all behind the login guard. Negotiators: /follow/tpr/confirmPreOrder and
 * /follow/tpr/editPreOrder (?orderId&followId). Business followers: /sw (their home), /sw/myCreateOrder,
 * /follow/generateTradeContract?id={followId} and /follow/confirmTradeContract?orderId&followId.
 */
export const tradeFollowRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'follow/tpr/confirmPreOrder', handle: meta({ title: '确认意向单', bg: '#f5f6f8' }), lazy: lazyPage('staff-pre-order', 'ConfirmPreOrderPage') },
      { path: 'follow/tpr/editPreOrder', handle: meta({ title: '修改意向单', bg: '#f5f6f8' }), lazy: lazyPage('staff-pre-order', 'EditPreOrderPage') },
      { path: 'follow/generateTradeContract', handle: meta({ title: '生成合同', bg: '#f5f6f8' }), lazy: lazyPage('generate-contract') },
      { path: 'follow/confirmTradeContract', handle: meta({ title: '确认合同', bg: '#f5f6f8' }), lazy: lazyPage('confirm-contract') },
      { path: 'sw', handle: meta({ title: '商务工作台', bg: '#f5f6f8' }), lazy: lazyPage('sw-home') },
      { path: 'sw/myCreateOrder', handle: meta({ title: '我生成的订单', bg: '#f5f6f8' }), lazy: lazyPage('my-create-order') },
    ],
  },
];

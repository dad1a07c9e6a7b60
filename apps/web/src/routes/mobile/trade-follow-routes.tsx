import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { RequireLogin } from './require-login';

const meta = (m: RouteMeta) => ({ meta: m });

// One import per page module (the negotiator's two intention-order pages share one).
const preOrderPages = () => import('./staff-pre-order');

/**
 * The staff's trade pages (issue 10), all behind the login guard. Negotiators: /follow/tpr/confirmPreOrder and
 * /follow/tpr/editPreOrder (?orderId&followId). Business followers: /sw (their home), /sw/myCreateOrder,
 * /follow/generateTradeContract?id={followId} and /follow/confirmTradeContract?orderId&followId.
 */
export const tradeFollowRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'follow/tpr/confirmPreOrder',
        handle: meta({ title: '确认意向单', bg: '#f5f6f8' }),
        lazy: async () => ({ Component: (await preOrderPages()).ConfirmPreOrderPage }),
      },
      {
        path: 'follow/tpr/editPreOrder',
        handle: meta({ title: '修改意向单', bg: '#f5f6f8' }),
        lazy: async () => ({ Component: (await preOrderPages()).EditPreOrderPage }),
      },
      { path: 'follow/generateTradeContract', handle: meta({ title: '生成合同', bg: '#f5f6f8' }), lazy: () => import('./generate-contract') },
      { path: 'follow/confirmTradeContract', handle: meta({ title: '确认合同', bg: '#f5f6f8' }), lazy: () => import('./confirm-contract') },
      { path: 'sw', handle: meta({ title: '商务工作台', bg: '#f5f6f8' }), lazy: () => import('./sw-home') },
      { path: 'sw/myCreateOrder', handle: meta({ title: '我生成的订单', bg: '#f5f6f8' }), lazy: () => import('./my-create-order') },
    ],
  },
];

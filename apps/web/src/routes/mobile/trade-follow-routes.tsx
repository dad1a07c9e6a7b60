import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { RequireLogin } from './require-login';

const meta = (m: RouteMeta) => ({ meta: m });

// One import in this table: the page modules are behind trade-follow-pages (see there).
const pages = () => import('./trade-follow-pages');

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
        lazy: async () => ({ Component: (await (await pages()).staffPreOrderPages()).ConfirmPreOrderPage }),
      },
      {
        path: 'follow/tpr/editPreOrder',
        handle: meta({ title: '修改意向单', bg: '#f5f6f8' }),
        lazy: async () => ({ Component: (await (await pages()).staffPreOrderPages()).EditPreOrderPage }),
      },
      { path: 'follow/generateTradeContract', handle: meta({ title: '生成合同', bg: '#f5f6f8' }), lazy: async () => (await pages()).generateContractPage() },
      { path: 'follow/confirmTradeContract', handle: meta({ title: '确认合同', bg: '#f5f6f8' }), lazy: async () => (await pages()).confirmContractPage() },
      { path: 'sw', handle: meta({ title: '商务工作台', bg: '#f5f6f8' }), lazy: async () => (await pages()).swHomePage() },
      { path: 'sw/myCreateOrder', handle: meta({ title: '我生成的订单', bg: '#f5f6f8' }), lazy: async () => (await pages()).myCreateOrderPage() },
    ],
  },
];

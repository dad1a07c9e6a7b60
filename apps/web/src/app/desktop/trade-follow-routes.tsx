import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * The staff's trade pages on the desktop (issue 10), inside the login guard: the negotiator's intention-order pages,
 * the business follower's contract pages (with the search header, like the follow detail), and /pc/sw and
 * /pc/sw/myCreateOrder in the user centre (sidebar).
 */
export const tradeFollowRoutes: RouteObject[] = [
  {
    path: 'follow/tpr/confirmPreOrder',
    handle: meta({ title: '确认意向单', search: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/staff-pre-order')).ConfirmPreOrderPage }),
  },
  {
    path: 'follow/tpr/editPreOrder',
    handle: meta({ title: '修改意向单', search: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/staff-pre-order')).EditPreOrderPage }),
  },
  {
    path: 'follow/generateTradeContract',
    handle: meta({ title: '生成合同', search: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/generate-contract')).GenerateContractPage }),
  },
  {
    path: 'follow/confirmTradeContract',
    handle: meta({ title: '确认合同', search: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/confirm-contract')).ConfirmContractPage }),
  },
  {
    lazy: async () => ({ Component: (await import('@/routes/desktop/user-centre-layout')).UserCentreLayout }),
    children: [
      {
        path: 'sw',
        handle: meta({ title: '商务工作台', userInfo: true }),
        lazy: async () => ({ Component: (await import('@/routes/desktop/sw-home')).SwHomePage }),
      },
      {
        path: 'sw/myCreateOrder',
        handle: meta({ title: '我生成的订单', userInfo: true }),
        lazy: async () => ({ Component: (await import('@/routes/desktop/my-create-order')).MyCreateOrderPage }),
      },
    ],
  },
];

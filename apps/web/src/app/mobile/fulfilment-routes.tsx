import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * Fulfilment (issue 11), behind the login guard: the inspector's 我的验货 (/myxg/myYanHuo?tab=) and an order to inspect
 * (/myxg/myYanHuoDetail?id=); my evaluations (/myxg/myEvaluate?tab=&orderId=) and the staff's received ratings
 * (/myxg/myFollowOrderList, 我的评价). The role pages answer other roles with a 403 page.
 */
export const fulfilmentRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'myxg/myYanHuo', handle: meta({ title: '我的验货', bg: '#f5f6f8' }), lazy: lazyPage('my-inspections') },
      { path: 'myxg/myYanHuoDetail', handle: meta({ title: '验货详情', bg: '#f5f6f8' }), lazy: lazyPage('inspection-detail') },
      { path: 'myxg/myEvaluate', handle: meta({ title: '订单评价', bg: '#f5f6f8' }), lazy: lazyPage('my-evaluate') },
      { path: 'myxg/myFollowOrderList', handle: meta({ title: '我的评价', bg: '#f5f6f8' }), lazy: lazyPage('my-ratings') },
    ],
  },
];

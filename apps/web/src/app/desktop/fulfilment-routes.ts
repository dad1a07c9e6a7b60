import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * Fulfilment (issue 11) in the desktop user centre: the inspector's 我的验货 and an order to inspect; my evaluations
 * (订单评价) and the staff's received ratings (我的评价). The role pages answer other roles with a 403 page.
 */
export const desktopFulfilmentRoutes: RouteObject[] = [
  {
    path: 'myxg/myYanHuo',
    handle: meta({ title: '我的验货', userInfo: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/my-inspections')).MyInspectionsPage }),
  },
  {
    path: 'myxg/myYanHuoDetail',
    handle: meta({ title: '验货详情', userInfo: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/inspection-detail')).InspectionDetailPage }),
  },
  {
    path: 'myxg/myEvaluate',
    handle: meta({ title: '订单评价', userInfo: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/my-evaluate')).MyEvaluatePage }),
  },
  {
    path: 'myxg/myFollowOrderList',
    handle: meta({ title: '我的评价', userInfo: true }),
    lazy: async () => ({ Component: (await import('@/routes/desktop/my-ratings')).MyRatingsPage }),
  },
];

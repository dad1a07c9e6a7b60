import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * Dispatch (issue 9), all behind the login guard: the pools (/follow/pendingFollow for negotiators,
 * /follow/swPendingFollow for business followers), a follow item (/follow/tprFollowDetail/:id,
 * /follow/swFollowDetail/:id), publishing a held lead's goods (/source/publishGoods?id=) and its success page
 * (/follow/getFollowSuccess?goodsId=). /follow itself is a tab page (identity routes).
 */
export const followRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'follow/pendingFollow', handle: meta({ title: '待抢线索', bg: '#f5f6f8' }), lazy: lazyPage('pending-follow', 'LeadPoolPage') },
      { path: 'follow/swPendingFollow', handle: meta({ title: '待抢意向单', bg: '#f5f6f8' }), lazy: lazyPage('pending-follow', 'PreOrderPoolPage') },
      { path: 'follow/tprFollowDetail/:id', handle: meta({ title: '跟单详情', bg: '#f5f6f8' }), lazy: lazyPage('follow-detail') },
      { path: 'follow/swFollowDetail/:id', handle: meta({ title: '跟单详情', bg: '#f5f6f8' }), lazy: lazyPage('follow-detail') },
      { path: 'source/publishGoods', handle: meta({ title: '发布商品', bg: '#f5f6f8' }), lazy: lazyPage('publish-goods') },
      { path: 'follow/getFollowSuccess', handle: meta({ title: '商品已发布', bg: '#f5f6f8' }), lazy: lazyPage('follow-success') },
    ],
  },
];

import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { RequireLogin } from './require-login';

const meta = (m: RouteMeta) => ({ meta: m });

// One import per page module (both pools share one, both detail pages another): each import() costs the phone's
// first chunk a list of the page's files, so two routes of one page share it.
const pools = () => import('./pending-follow');
const followDetail = () => import('./follow-detail');

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
      {
        path: 'follow/pendingFollow',
        handle: meta({ title: '待抢线索', bg: '#f5f6f8' }),
        lazy: async () => ({ Component: (await pools()).LeadPoolPage }),
      },
      {
        path: 'follow/swPendingFollow',
        handle: meta({ title: '待抢意向单', bg: '#f5f6f8' }),
        lazy: async () => ({ Component: (await pools()).PreOrderPoolPage }),
      },
      { path: 'follow/tprFollowDetail/:id', handle: meta({ title: '跟单详情', bg: '#f5f6f8' }), lazy: followDetail },
      { path: 'follow/swFollowDetail/:id', handle: meta({ title: '跟单详情', bg: '#f5f6f8' }), lazy: followDetail },
      { path: 'source/publishGoods', handle: meta({ title: '发布商品', bg: '#f5f6f8' }), lazy: () => import('./publish-goods') },
      { path: 'follow/getFollowSuccess', handle: meta({ title: '商品已发布', bg: '#f5f6f8' }), lazy: () => import('./follow-success') },
    ],
  },
];

import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { RequireLogin } from './require-login';

/** Paths of the spec's guarded pages this area builds (the identity routes stop treating them as guard-only). */
export const ORDER_GUARDED_PATHS: ReadonlySet<string> = new Set(['/myorder']);

// One import for every order page (order-pages.ts): each import() costs the phone's first chunk a list of files.
const pages = () => import('./order-pages');
type Page = Exclude<keyof Awaited<ReturnType<typeof pages>>, 'default'>;
const page = (path: string, title: string, name: Page): RouteObject => ({
  path,
  handle: { meta: { title, bg: '#f5f6f8' } satisfies RouteMeta },
  lazy: async () => ({ Component: (await pages())[name] }),
});

/**
 * The traders' orders (issue 10), all behind the login guard: my intention orders (/myxg/myOrderIntention, both
 * sides; /myxg/myPreOrderList, 我是买家) and one (/preOrderDetail/:id); 购买订单 and 销售订单 with their tabs
 * (?orderStatus=) and details; /myxg/myDetails?id=&source=order; 全部订单 (/myorder).
 */
export const orderRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      page('myxg/myOrderIntention', '我的意向单', 'IntentionsPage'),
      page('myxg/myPreOrderList', '我是买家', 'BuyerPreOrdersPage'),
      page('preOrderDetail/:id', '意向单详情', 'PreOrderDetailPage'),
      page('myxg/myBuyOrderList', '购买订单', 'BuyOrdersPage'),
      page('myxg/mySaleOrderList', '销售订单', 'SaleOrdersPage'),
      page('myorder', '全部订单', 'AllOrdersPage'),
      page('myxg/myBuyOrderDetail', '订单详情', 'OrderDetailPage'),
      page('myxg/mySaleOrderDetail', '订单详情', 'OrderDetailPage'),
      page('myxg/myDetails', '订单详情', 'OrderDetailPage'),
    ],
  },
];

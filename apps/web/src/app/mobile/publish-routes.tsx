import type { RouteObject } from 'react-router';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';

const meta = (m: RouteMeta) => ({ meta: m });

/** Paths of the guarded pages this issue builds (the identity routes stop treating them as guard-only). */
export const PUBLISH_GUARDED_PATHS: ReadonlySet<string> = new Set(['/source/publish']);

/**
 * Publishing and my listings (issue 4), all behind the login guard:
 * /source/publish (?type=2, ?editId=), /source/publishSuccess?id=, /myxg/myPublishClue?active=0|1,
 * /myxg/clueDetail/:id (a lead of mine: detail, edit, withdraw), /myxg/mySaleGoods; 我的库存 /myxg/myStock and its
 * 批量上传 /myxg/myStock/upload (issue 23).
 */
export const publishRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'source/publish', handle: meta({ title: '发布信息', bg: '#f5f6f8' }), lazy: lazyPage('publish') },
      { path: 'source/publishSuccess', handle: meta({ title: '发布成功', bg: '#f5f6f8' }), lazy: lazyPage('publish-success') },
      { path: 'myxg/myPublishClue', handle: meta({ title: '我的信息', bg: '#f5f6f8' }), lazy: lazyPage('my-publish-clue') },
      { path: 'myxg/clueDetail/:id', handle: meta({ title: '信息详情', bg: '#f5f6f8' }), lazy: lazyPage('clue-detail') },
      { path: 'myxg/mySaleGoods', handle: meta({ title: '我是货主', bg: '#f5f6f8' }), lazy: lazyPage('my-sale-goods') },
      { path: 'myxg/myStock', handle: meta({ title: '我的库存', bg: '#f5f6f8' }), lazy: lazyPage('my-stock') },
      { path: 'myxg/myStock/upload', handle: meta({ title: '批量上传库存', bg: '#f5f6f8' }), lazy: lazyPage('my-stock', 'StockUploadPage') },
    ],
  },
];

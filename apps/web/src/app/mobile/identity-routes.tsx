import type { RouteObject } from 'react-router';
import { GUARDED_PATHS } from '@mts/shared/constants';
import type { RouteMeta } from '@/lib/route-meta';
import { lazyPage } from './lazy-page';
import { RequireLogin } from '@/components/mobile/require-login';
import { PUBLISH_GUARDED_PATHS } from './publish-routes';
import { ORDER_GUARDED_PATHS } from './order-routes';
import { TRADE_BUY_GUARDED_PATHS } from './trade-buy-routes';

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * Marks a route that exists only as its login guard: its page comes in a later issue, so links to it are
 * still treated as unavailable (hidden), and a logged-in visitor sees 页面不存在.
 */
export const GUARD_ONLY = 'guardOnly';
export const isGuardOnly = (route: RouteObject) => !!(route.handle as Record<string, unknown> | undefined)?.[GUARD_ONLY];

/** Identity pages inside the tab layout (the bottom bar shows on them). */
export const identityTabRoutes: RouteObject[] = [
  { path: 'follow', handle: meta({ title: '跟单', bg: '#f5f6f8' }), lazy: lazyPage('follow') },
  { path: 'user', handle: meta({ title: '我的', bg: '#f5f6f8' }), lazy: lazyPage('user') },
];

/** Login and the pages that need a token (spec section 5), the user centre's own pages and the AI assistant (/myAi) among them. */
export const identityRoutes: RouteObject[] = [
  { path: 'login', handle: meta({ title: '登录', bg: '#ffffff' }), lazy: lazyPage('login') },
  {
    element: <RequireLogin />,
    children: [
      { path: 'my/myBalance', handle: meta({ title: '我的钱包', bg: '#f5f6f8' }), lazy: lazyPage('my-balance') },
      { path: 'my/myHome', handle: meta({ title: '个人资料', bg: '#f5f6f8' }), lazy: lazyPage('my-home') },
      { path: 'my/security', handle: meta({ title: '账户安全', bg: '#f5f6f8' }), lazy: lazyPage('my-security') },
      { path: 'realname', handle: meta({ title: '实名认证', bg: '#f5f6f8' }), lazy: lazyPage('realname') },
      { path: 'my/companyVerify', handle: meta({ title: '企业认证', bg: '#f5f6f8' }), lazy: lazyPage('company-verify') },
      { path: 'applybroker', handle: meta({ title: '申请成为谈判人', bg: '#f5f6f8' }), lazy: lazyPage('applybroker') },
      { path: 'myAi', handle: meta({ title: 'AI 助手', bg: '#f5f6f8' }), lazy: lazyPage('my-ai') },
      { path: 'messages', handle: meta({ title: '消息中心', bg: '#f5f6f8' }), lazy: lazyPage('messages') },
      { path: 'messages/settings', handle: meta({ title: '消息设置', bg: '#f5f6f8' }), lazy: lazyPage('messages', 'MessageSettingsPage') },
      ...GUARDED_PATHS.filter((path) => path !== '/myAi' && !PUBLISH_GUARDED_PATHS.has(path) && !TRADE_BUY_GUARDED_PATHS.has(path) && !ORDER_GUARDED_PATHS.has(path)).map(
        (path): RouteObject => ({
          path: path.slice(1),
          handle: { ...meta({ title: '页面不存在', bg: '#ffffff' }), [GUARD_ONLY]: true },
          lazy: lazyPage('not-found'),
        }),
      ),
    ],
  },
];

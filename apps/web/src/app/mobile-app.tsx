import '@/components/mobile/mobile-global.css';
// antd-mobile from per-component paths: the package's root index is marked as having side effects, so
// importing it drags every component (Toast's mask, the spring library…) into the first chunks.
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { configureHttp } from '@/lib/http';
import { useSession } from '@/lib/session';
import { SHELL_ID } from '@/lib/static-shell';
import { AppProviders } from './providers';
import { DeviceGuard } from './device-guard';
import type { RouteMeta } from '@/lib/route-meta';
import { MobileShell } from '@/routes/mobile/shell';
import { RouteError } from '@/routes/mobile/route-error';
import { AvailablePathsContext } from '@/components/mobile/available-paths';
import { lazyPage } from './mobile/lazy-page';
import { identityRoutes, identityTabRoutes, isGuardOnly } from './mobile/identity-routes';
import { publishRoutes } from './mobile/publish-routes';
import { followRoutes } from './mobile/follow-routes';
import { orderRoutes } from './mobile/order-routes';
import { tradeBuyRoutes } from './mobile/trade-buy-routes';
import { tradeFollowRoutes } from './mobile/trade-follow-routes';
import { fulfilmentRoutes } from './mobile/fulfilment-routes';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';

installAntdMobileRender();

/** Shown while the first page's chunk loads; nothing under the phone home's static first paint (it animates every frame). */
function PageLoading() {
  if (document.getElementById(SHELL_ID)) return <div style={{ minHeight: '100vh' }} />;
  return (
    <div style={{ paddingTop: '40vh', textAlign: 'center', color: '#1668dc', fontSize: 24 }}>
      <DotLoading color="primary" />
    </div>
  );
}

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * Phone routes; every page is its own lazily loaded chunk. The home and its tab layout (the first paint) are imported
 * here; every other page through `lazyPage` (routes/mobile/page-loaders.ts), so this chunk carries no list of their files.
 */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <DeviceGuard device="mobile" />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <MobileShell />,
        errorElement: <RouteError />,
        children: [
          {
            lazy: () => import('@/routes/mobile/tab-layout'),
            children: [
              { index: true, handle: meta({ title: '首页', bg: '#f5f6f8', search: true }), lazy: () => import('@/routes/mobile/home') },
              { path: 'home', handle: meta({ title: '首页', bg: '#f5f6f8', search: true }), lazy: () => import('@/routes/mobile/home') },
              { path: 'category', handle: meta({ title: '分类', bg: '#ffffff', search: true }), lazy: lazyPage('category') },
              { path: 'clue', handle: meta({ title: '供求信息', bg: '#f5f6f8' }), lazy: lazyPage('clue') },
              ...identityTabRoutes,
            ],
          },
          { path: 'search', handle: meta({ title: '搜索', bg: '#f5f6f8' }), lazy: lazyPage('search') },
          { path: 'searchlist', handle: meta({ title: '搜索结果', bg: '#f5f6f8', search: true }), lazy: lazyPage('searchlist') },
          { path: 'prodetail/:goodsId', handle: meta({ title: '商品详情', bg: '#f5f6f8' }), lazy: lazyPage('prodetail') },
          ...identityRoutes,
          ...publishRoutes,
          ...followRoutes,
          ...orderRoutes,
          ...tradeBuyRoutes,
          ...tradeFollowRoutes,
          ...fulfilmentRoutes,
          { path: 'debug/websocket-test', handle: meta({ title: '实时连接调试', bg: '#f5f6f8' }), lazy: lazyPage('debug-websocket') },
          { path: 'debug/parameter-monitor', handle: meta({ title: '参数监控', bg: '#f5f6f8' }), lazy: lazyPage('debug-monitor') },
          { path: 'agreement/user', handle: meta({ title: '用户协议', bg: '#f5f6f8' }), lazy: lazyPage('agreement') },
          { path: 'agreement/privacy', handle: meta({ title: '隐私政策', bg: '#f5f6f8' }), lazy: lazyPage('agreement') },
          { path: 'qrLogin', handle: meta({ title: '扫码登录', bg: '#f5f6f8' }), lazy: lazyPage('qr-login') },
          { path: '*', handle: meta({ title: '页面不存在', bg: '#ffffff' }), lazy: lazyPage('not-found') },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

/** A url is available when it is another site or matches a real route (not the not-found catch-all). */
function isAvailable(url: string) {
  if (/^(https?:)?\/\//i.test(url)) return true;
  const matches = matchRoutes(routes, url.split(/[?#]/)[0] || '/');
  const page = matches?.[matches.length - 1].route;
  return !!page && page.path !== '*' && !isGuardOnly(page);
}

/**
 * Toast (with its mask and the animation library, about 20 KB gzip) is not needed to paint a page: it loads
 * on the first toast only, so a first visit that shows none never downloads it. The first toast appears
 * once its chunk has arrived (one request, cached afterwards).
 */
type ToastModule = typeof import('antd-mobile/es/components/toast');
let toastModule: Promise<ToastModule> | undefined;
const loadToast = () =>
  (toastModule ??= import('antd-mobile/es/components/toast').catch((error: unknown) => {
    toastModule = undefined; // a failed fetch is tried again on the next toast
    throw error;
  }));

function showToast(text: string) {
  loadToast().then(
    ({ default: Toast }) => Toast.show({ content: text, duration: Limits.toastMs }),
    () => {},
  );
}

configureHttp({
  platform: 'H5',
  toast: showToast,
  onUnauthorized: () => {
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    useSession.getState().clear();
    void router.navigate(`/login?backUrl=${encodeURIComponent(pathname + search)}`);
  },
});

export default function MobileApp() {
  return (
    <ConfigProvider locale={zhCN}>
      <AppProviders>
        <AvailablePathsContext value={isAvailable}>
          <RouterProvider router={router} />
        </AvailablePathsContext>
      </AppProviders>
    </ConfigProvider>
  );
}

import { App as AntApp, ConfigProvider, message } from 'antd';
import { useEffect } from 'react';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { configureHttp } from '@/lib/http';
import { AppProviders } from './providers';
import { DeviceGuard } from './device-guard';
import type { RouteMeta } from './route-meta';
import '@/components/desktop/desktop.css';

dayjs.locale('zh-cn');

const PRIMARY = '#1668dc';

message.config({ duration: Limits.toastMs / 1000, maxCount: 3 });

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * The desktop app: every path sits under /pc (DeviceGuard adds the prefix to data urls such as
 * /searchlist?keyword=x); each page is a lazy chunk inside the site layout, whose header style comes from route meta.
 */
const router = createBrowserRouter([
  {
    element: <DeviceGuard device="desktop" />,
    hydrateFallbackElement: <div className="pc-boot" />,
    children: [
      {
        path: '/pc',
        lazy: async () => {
          const { DesktopLayout, RouteError } = await import('@/routes/desktop/layout');
          return { Component: DesktopLayout, ErrorBoundary: RouteError };
        },
        children: [
          {
            index: true,
            handle: meta({ title: '先搜服务', bg: 'transparent' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/landing')).LandingPage }),
          },
          {
            path: 'home',
            handle: meta({ title: '首页', bg: 'dark' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/home')).HomePage }),
          },
          {
            path: 'clue',
            handle: meta({ title: '供求信息', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/clue')).CluePage }),
          },
          {
            path: 'search',
            handle: meta({ title: '搜索' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/search')).SearchPage }),
          },
          {
            path: 'searchlist',
            handle: meta({ title: '搜索' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/search')).SearchPage }),
          },
          {
            path: 'category',
            handle: meta({ title: '分类', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/category')).CategoryPage }),
          },
          {
            path: 'prodetail/:goodsId',
            handle: meta({ title: '商品详情', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/goods-detail')).GoodsDetailPage }),
          },
          {
            path: 'goods/detail',
            handle: meta({ title: '商品详情', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/goods-detail')).GoodsDetailPage }),
          },
          {
            path: 'news/:id',
            handle: meta({ title: '先搜服务', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/news-detail')).NewsDetailPage }),
          },
          {
            path: '*',
            handle: meta({ title: '页面不存在' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/not-found')).NotFoundPage }),
          },
        ],
      },
      // Lets DeviceGuard match (and prefix) any path outside /pc.
      { path: '*', element: null },
    ],
  },
]);

/** Desktop rule for 401 (spec section 8): stay on the page and add a backUrl query (the login dialog reads it). */
function addBackUrl() {
  const { pathname, search } = router.state.location;
  const params = new URLSearchParams(search);
  if (params.has('backUrl')) return;
  const current = pathname + search;
  params.set('backUrl', current);
  void router.navigate(`${pathname}?${params.toString()}`, { replace: true });
}

configureHttp({ platform: 'PC', toast: (text) => void message.error(text), onUnauthorized: addBackUrl });

/** Once antd's App context exists, toasts use its message instance (themed, no static-call warning). */
function HttpToastBridge() {
  const { message: themed } = AntApp.useApp();
  useEffect(() => {
    configureHttp({ platform: 'PC', toast: (text) => void themed.error(text), onUnauthorized: addBackUrl });
  }, [themed]);
  return null;
}

export default function DesktopApp() {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: { colorPrimary: PRIMARY, colorLink: PRIMARY, borderRadius: 6, colorBgLayout: '#f5f6f8', fontFamily: 'var(--pc-font)' },
      }}
    >
      <AntApp message={{ duration: Limits.toastMs / 1000, maxCount: 3 }}>
        <HttpToastBridge />
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AntApp>
    </ConfigProvider>
  );
}

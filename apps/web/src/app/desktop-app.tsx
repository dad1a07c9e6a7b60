import { App as AntApp, ConfigProvider, message } from 'antd';
import { useEffect } from 'react';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createBrowserRouter, matchRoutes, redirect, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { GUARDED_PATHS, Limits } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import { configureHttp } from '@/lib/http';
import { getToken, useSession } from '@/lib/session';
import { DesktopPathsContext } from '@/components/desktop/available-paths';
import { tradeFollowRoutes } from './desktop/trade-follow-routes';
import { DESKTOP_ORDER_GUARDED_PATHS, desktopOrderRoutes } from './desktop/order-routes';
import { desktopFulfilmentRoutes } from './desktop/fulfilment-routes';
import { AppProviders } from './providers';
import { DeviceGuard } from './device-guard';
import type { RouteMeta } from '@/lib/route-meta';
import { payTitle } from '@/features/trade/model/pay-title';
import '@/components/desktop/desktop.css';

dayjs.locale('zh-cn');

const PRIMARY = '#1668dc';

message.config({ duration: Limits.toastMs / 1000, maxCount: 3 });

const meta = (m: RouteMeta) => ({ meta: m });

/**
 * The desktop app: every path sits under /pc (DeviceGuard adds the prefix to data urls such as
 * /searchlist?keyword=x); each page is a lazy chunk inside the site layout, whose header style comes from route meta.
 */
const routes: RouteObject[] = [
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
            // The landing keeps its news grid; the header's search box lets a trader search from the first page (issue 22).
            handle: meta({ title: '先搜服务', bg: 'transparent', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/landing')).LandingPage }),
          },
          {
            // /pc/login (and a phone /login link opened on a desktop): the desktop logs in through its dialog.
            path: 'login',
            loader: loginLoader,
            // The loader always redirects: nothing renders here (and react-router does not warn of an empty leaf).
            element: null,
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
            path: 'agreement/user',
            handle: meta({ title: '用户协议' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/agreement')).AgreementPage }),
          },
          {
            path: 'agreement/privacy',
            handle: meta({ title: '隐私政策' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/agreement')).AgreementPage }),
          },
          {
            path: 'debug/websocket-test',
            handle: meta({ title: '实时连接调试' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/debug-websocket')).RealtimeDebugPage }),
          },
          {
            path: 'debug/parameter-monitor',
            handle: meta({ title: '参数监控' }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/debug-monitor')).ParameterMonitorPage }),
          },
          // 行情 (issue 25): public pages; 价格提醒 (market/alerts) is in the user centre, behind the login guard.
          {
            path: 'market',
            handle: meta({ title: '行情', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/market')).MarketPage }),
          },
          {
            path: 'market/:model',
            handle: meta({ title: '型号行情', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/market')).MarketPartPage }),
          },
          {
            path: 'follow',
            handle: meta({ title: '谈判人跟单', search: true }),
            lazy: async () => ({ Component: (await import('@/routes/desktop/follow')).FollowPage }),
          },
          {
            // Pages that need a token (spec sections 5 and 6): RequireLogin prompts on a first load, guardLoader keeps in-app navigation where it was.
            loader: guardLoader,
            lazy: async () => ({ Component: (await import('@/features/auth/components/desktop/require-login')).RequireLogin }),
            children: [
              {
                lazy: async () => ({ Component: (await import('@/routes/desktop/user-centre-layout')).UserCentreLayout }),
                children: [
                  {
                    path: 'user',
                    handle: meta({ title: '个人中心', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/user')).UserPage }),
                  },
                  {
                    path: 'my/myBalance',
                    handle: meta({ title: '我的钱包', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-balance')).MyBalancePage }),
                  },
                  {
                    path: 'my/security',
                    handle: meta({ title: '账户安全', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-security')).MySecurityPage }),
                  },
                  {
                    path: 'my/myHome',
                    handle: meta({ title: '个人资料', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-home')).MyHomePage }),
                  },
                  {
                    path: 'realname',
                    handle: meta({ title: '实名认证', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/realname')).RealnamePage }),
                  },
                  {
                    path: 'my/companyVerify',
                    handle: meta({ title: '企业认证', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/company-verify')).CompanyVerifyPage }),
                  },
                  {
                    path: 'applybroker',
                    handle: meta({ title: '申请成为谈判人', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/applybroker')).ApplyBrokerPage }),
                  },
                  {
                    path: 'myxg/myPublishClue',
                    handle: meta({ title: '我的信息', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-publish-clue')).MyPublishCluePage }),
                  },
                  {
                    path: 'myxg/mySaleGoods',
                    handle: meta({ title: '我是货主', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-sale-goods')).MySaleGoodsPage }),
                  },
                  // Stock lists (issue 23): 我的库存 and its 批量上传.
                  {
                    path: 'market/alerts',
                    handle: meta({ title: '价格提醒', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/market')).MarketAlertsPage }),
                  },
                  {
                    path: 'myxg/myStock',
                    handle: meta({ title: '我的库存', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-stock')).MyStockPage }),
                  },
                  {
                    path: 'myxg/myStock/upload',
                    handle: meta({ title: '批量上传库存', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/my-stock')).MyStockUploadPage }),
                  },
                  // 消息中心 and 消息设置 (issue 26).
                  {
                    path: 'messages',
                    handle: meta({ title: '消息中心', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/messages')).MessagesPage }),
                  },
                  {
                    path: 'messages/settings',
                    handle: meta({ title: '消息设置', userInfo: true }),
                    lazy: async () => ({ Component: (await import('@/routes/desktop/messages')).MessageSettingsPage }),
                  },
                  ...desktopOrderRoutes,
                  ...desktopFulfilmentRoutes,
                ],
              },
              {
                path: 'source/publish',
                handle: meta({ title: '发布信息', userInfo: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/publish')).PublishPage }),
              },
              {
                path: 'source/publishSuccess',
                handle: meta({ title: '发布成功', userInfo: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/publish-success')).PublishSuccessPage }),
              },
              {
                path: 'follow/pendingFollow',
                handle: meta({ title: '待抢线索', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/follow-pool')).LeadPoolPage }),
              },
              {
                path: 'follow/swPendingFollow',
                handle: meta({ title: '待抢意向单', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/follow-pool')).PreOrderPoolPage }),
              },
              {
                path: 'follow/tprFollowDetail/:id',
                handle: meta({ title: '跟单详情', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/follow-detail')).FollowDetailPage }),
              },
              {
                path: 'follow/swFollowDetail/:id',
                handle: meta({ title: '跟单详情', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/follow-detail')).FollowDetailPage }),
              },
              {
                path: 'source/publishGoods',
                handle: meta({ title: '发布商品', userInfo: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/publish-goods')).PublishGoodsPage }),
              },
              {
                path: 'follow/getFollowSuccess',
                handle: meta({ title: '发布成功', userInfo: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/follow-success')).FollowSuccessPage }),
              },
              // Buying (issue 10): the cart, buy now / quote, checkout (/pc/pay) and the success page.
              {
                path: 'cart',
                handle: meta({ title: '购物车', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/trade-cart')).CartPage }),
              },
              {
                path: 'buy',
                handle: meta({ title: '立即购买', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/trade-buy')).BuyPage }),
              },
              {
                path: 'pay',
                handle: meta({ title: '确认意向单', titleFor: payTitle, search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/trade-pay')).PayPage }),
              },
              // Paying an order by bank transfer (issue 11): the escrow account, then recording the transfer.
              {
                path: 'externalPayInfo',
                handle: meta({ title: '银行转账', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/external-pay-info')).ExternalPayInfoPage }),
              },
              {
                path: 'externalPay',
                handle: meta({ title: '登记转账', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/external-pay')).ExternalPayPage }),
              },
              {
                path: 'preOrderSuccess',
                handle: meta({ title: '意向单已提交', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/trade-success')).PreOrderSuccessPage }),
              },
              // BOM配单 and 询价 (issue 24): full-width pages (a 2,000-line match list, a quote comparison table).
              {
                path: 'bom',
                handle: meta({ title: 'BOM配单', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/bom')).BomPage }),
              },
              {
                path: 'bom/:id',
                handle: meta({ title: 'BOM配单', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/bom')).BomMatchPage }),
              },
              {
                path: 'rfq',
                handle: meta({ title: '我的询价', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/rfq')).RfqListPage }),
              },
              {
                path: 'rfq/:id',
                handle: meta({ title: '询价详情', search: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/rfq')).RfqDetailPage }),
              },
              ...tradeFollowRoutes,
              {
                // The AI assistant (issue 13).
                path: 'myAi',
                handle: meta({ title: 'AI 助手', userInfo: true }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/my-ai')).MyAiPage }),
              },
              {
                // The operator console (issue 12): desktop only; the gate shows 403 to anyone but an operator and loads the console's own chunk for operators.
                path: 'admin/*',
                handle: meta({ title: '运营后台' }),
                lazy: async () => ({ Component: (await import('@/routes/desktop/admin-gate')).AdminGate }),
              },
              // The spec's guarded pages whose screens come with later issues: guarded now, 页面不存在 until built.
              ...GUARDED_PATHS.filter((path) => path !== '/source/publish' && path !== '/pay' && path !== '/myAi' && !DESKTOP_ORDER_GUARDED_PATHS.has(path)).map((path) => ({
                path: path.slice(1),
                handle: { ...meta({ title: '页面不存在' }), placeholder: true },
                lazy: async () => ({ Component: (await import('@/routes/desktop/not-found')).NotFoundPage }),
              })),
            ],
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
];

/** Set once the router exists: the first load runs the guard loader while createBrowserRouter is still initialising. */
const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
const router = createBrowserRouter(routes);
routerRef.current = router;

/** A /pc url is available when it matches a built page (not the not-found catch-all, not a guarded placeholder). */
function isAvailable(url: string) {
  if (/^(https?:)?\/\//i.test(url)) return true;
  const matches = matchRoutes(routes, url.split(/[?#]/)[0] || '/pc');
  const last = matches?.[matches.length - 1]?.route;
  return !!last && last.path !== '*' && !(last.handle as { placeholder?: boolean } | undefined)?.placeholder;
}

/**
 * /pc/login?backUrl=…: a logged-in user goes straight to backUrl (else the user centre); anyone else to the landing
 * page with the backUrl query, which opens the login dialog and returns there after logging in.
 */
function loginLoader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get('backUrl');
  const target = requested && requested.startsWith('/') && !requested.startsWith('//') ? requested : '/pc/user';
  return redirect(getToken() ? target : `/pc?backUrl=${encodeURIComponent(target)}`);
}

let warn = (text: string) => void message.warning({ content: text, key: 'need-login' });

/**
 * In-app navigation to a guarded page without a token stays where it was: 需要先登录 and a backUrl query
 * (which opens the login dialog). A first load has nowhere to stay: RequireLogin prompts on the page.
 */
function guardLoader({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const target = new URL(request.url);
  const current = routerRef.current;
  if (!current?.state.initialized) return null;
  const from = current.state.location;
  if (from.pathname === target.pathname) return null;
  warn(AuthMsg.needLogin);
  const params = new URLSearchParams(from.search);
  params.set('backUrl', target.pathname + target.search);
  return redirect(`${from.pathname}?${params.toString()}`);
}

/**
 * Desktop rule for 401 (spec section 8): the session is over; stay on the page and add a backUrl query
 * (the login dialog reads it). The session is cleared once the url has the query, so a guarded page does
 * not prompt a second time.
 */
function addBackUrl() {
  const clear = () => useSession.getState().clear();
  const { pathname, search } = router.state.location;
  const params = new URLSearchParams(search);
  if (params.has('backUrl')) return clear();
  params.set('backUrl', pathname + search);
  void router.navigate(`${pathname}?${params.toString()}`, { replace: true }).then(clear, clear);
}

// Keyed by its text: the same refusal from calls made together (a page's queries all meeting a 401) shows once.
configureHttp({ platform: 'PC', toast: (text) => void message.error({ content: text, key: text }), onUnauthorized: addBackUrl });

/** Once antd's App context exists, toasts use its message instance (themed, no static-call warning). */
function HttpToastBridge() {
  const { message: themed } = AntApp.useApp();
  useEffect(() => {
    configureHttp({ platform: 'PC', toast: (text) => void themed.error({ content: text, key: text }), onUnauthorized: addBackUrl });
    warn = (text) => void themed.warning({ content: text, key: 'need-login' });
  }, [themed]);
  return null;
}

/**
 * A user who asked the system for less motion (prefers-reduced-motion) gets antd without its animations: dialogs,
 * dropdowns and messages appear and go at once. Read once at start, as the theme is built once.
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export default function DesktopApp() {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: { colorPrimary: PRIMARY, colorLink: PRIMARY, borderRadius: 6, colorBgLayout: '#f5f6f8', fontFamily: 'var(--pc-font)', motion: !reducedMotion },
      }}
    >
      <AntApp message={{ duration: Limits.toastMs / 1000, maxCount: 3 }}>
        <HttpToastBridge />
        <AppProviders>
          <DesktopPathsContext value={isAvailable}>
            <RouterProvider router={router} />
          </DesktopPathsContext>
        </AppProviders>
      </AntApp>
    </ConfigProvider>
  );
}

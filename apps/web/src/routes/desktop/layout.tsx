import { Button, Result } from 'antd';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation, useRouteError } from 'react-router';
import { BannerType, BannerWhich, Limits } from '@mts/shared/constants';
import { MarketAlertHost } from '@/features/market/components/common/alert-host';
import { useRouteMeta } from '@/lib/route-meta';
import { removeStaticShell } from '@/lib/static-shell';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SafeImage } from '@/components/safe-image';
import { SiteFooter } from '@/components/desktop/site-footer';
import { SiteHeader, type HeaderVariant } from '@/components/desktop/site-header';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { useBanners } from '@/features/content/api/get-banners';
import { TopNav } from '@/features/content/components/desktop/top-nav';
import { HeaderAccount } from '@/features/auth/components/desktop/header-account';
import { useLoginDialog } from '@/features/auth/login-dialog-store';
import { SearchBox } from '@/features/goods/components/desktop/search-box';
import { useSession } from '@/lib/session';
import { LoginHost } from '@/features/auth/components/desktop/login-host';
import { getUserInfo } from '@/features/users/api/get-user-info';
import { searchUrl } from '@/features/goods/model/search-url';
import { useLogout } from '@/features/auth/components/desktop/use-logout';
import { SITE_NAME } from '@/lib/site-name';
import { displayName } from '@/lib/display-name';
import { useSiteConfig } from '@/features/content/api/get-site-config';

/** 您有新的询价! on every page (issue 24): loaded for a logged-in user only. */
const NewRfqPrompt = lazy(() => import('@/features/rfq/components/desktop/new-rfq-prompt'));
/** 消息 with the unread count (issue 26): loaded for a logged-in user only. */
const HeaderMessages = lazy(() => import('@/features/message/components/desktop/header-messages'));

const VARIANTS: Record<string, HeaderVariant> = { transparent: 'transparent', dark: 'dark' };

/** The shared desktop frame: header (logo, LAYOUT nav, optional search), page, footer. */
export function DesktopLayout() {
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const compact = useScrolledPast(Limits.desktopLayoutChangeAt);
  const loggedIn = useSession((s) => Boolean(s.user));
  const name = useSession((s) => (s.user ? displayName(s.user) : null));
  const site = useSiteConfig();
  const showLogin = useLoginDialog((s) => s.show);
  const logout = useLogout();
  const { data: layout = [] } = useBanners({ which: BannerWhich.PC, position: 'LAYOUT' });

  // The static first paint belongs to /pc/home only (the home removes it once its hero shows).
  useEffect(() => {
    if (pathname !== '/pc/home') removeStaticShell();
  }, [pathname]);
  useLayoutEffect(() => {
    document.title = meta.title ? `${meta.title} - ${SITE_NAME}` : SITE_NAME;
  }, [meta.title, pathname]);

  const logo = layout.find((b) => b.type === BannerType.Logo);
  const navItems = layout.filter((b) => b.type === BannerType.Nav);
  const variant = VARIANTS[meta.bg ?? ''] ?? 'light';

  return (
    <div className={`pc-site is-${variant}`}>
      {navigation.state === 'loading' ? <div className="pc-loading-bar" /> : null}
      <SiteHeader
        variant={variant}
        compact={compact}
        logo={
          <Link to="/pc" className="pc-header-logo" aria-label={SITE_NAME}>
            {logo ? <SafeImage src={logo.image || logo.imgUrl} alt={logo.title || SITE_NAME} /> : null}
            {!logo ? <span className="pc-header-logo-text">{site.siteName}</span> : null}
          </Link>
        }
        nav={<TopNav items={navItems} loggedIn={loggedIn} />}
        extra={
          meta.search ? (
            <SearchBox key={pathname} width={variant === 'light' ? 420 : 360} onSearch={(target) => navigate(searchUrl(target))} />
          ) : undefined
        }
        account={
          <div className="pc-header-account-row">
            {loggedIn ? (
              <Suspense fallback={null}>
                <HeaderMessages />
              </Suspense>
            ) : null}
            {loggedIn ? (
              <Button type="primary" data-testid="header-publish" onClick={() => navigate('/pc/source/publish')}>
                发布信息
              </Button>
            ) : null}
            <HeaderAccount name={name} onLogin={showLogin} onLogout={logout} />
          </div>
        }
      />
      <LoginHost loadDetails={getUserInfo} />
      {loggedIn ? (
        <Suspense fallback={null}>
          <NewRfqPrompt />
        </Suspense>
      ) : null}
      <main className="pc-main">
        <Outlet />
      </main>
      <SiteFooter site={site} />
      <MarketAlertHost base="/pc" />
      {/* The first entry of every page load has key "default": key it by url so one page's scroll does not leak into another. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname + location.search : location.key)} />
    </div>
  );
}

/** Rendering errors inside a page: a friendly result instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="500"
      title="页面出错了"
      subTitle="页面加载失败，请刷新重试"
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" href="/pc">
          返回首页
        </Button>,
      ]}
    />
  );
}

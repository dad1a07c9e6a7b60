import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { removeStaticShell } from '@/lib/static-shell';
import { useRouteMeta } from '@/lib/route-meta';
import { SITE_NAME } from '@/lib/site-name';

/** 您有新的询价! on every page (issue 24): its code loads for a logged-in user only. */
const NewRfqPrompt = lazy(() => import('@/features/rfq/components/mobile/new-rfq-prompt'));

/** 行情's fired price alerts (issue 25) reach a logged-in trader only: their listener loads with a session (the phone home's budget). */
const MarketAlertHost = lazy(async () => ({ default: (await import('@/features/market/components/common/alert-host')).MarketAlertHost }));

/** Applies the route meta to every phone page: document title, page background and text colour. */
export function MobileShell() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => Boolean(s.user));
  // The static first paint belongs to the home only (the home removes it once its carousel shows).
  useEffect(() => {
    if (pathname !== '/' && pathname !== '/home') removeStaticShell();
  }, [pathname]);
  useEffect(() => {
    document.title = meta.title ? `${meta.title} - ${SITE_NAME}` : SITE_NAME;
  }, [meta.title]);
  useEffect(() => {
    if (meta.bg) document.body.style.background = meta.bg;
  }, [meta.bg]);
  return (
    <div style={{ minHeight: '100vh', background: meta.bg, color: meta.color }}>
      <Outlet />
      {loggedIn && (
        <Suspense fallback={null}>
          <NewRfqPrompt />
          <MarketAlertHost base="" />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

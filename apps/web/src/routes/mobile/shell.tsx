import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MarketAlertHost } from '@/features/market/components/common/alert-host';
import { removeStaticShell } from '@/lib/static-shell';
import { useRouteMeta } from '@/lib/route-meta';
import { SITE_NAME } from '@/lib/site-name';

/** Applies the route meta to every phone page: document title, page background and text colour. */
export function MobileShell() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
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
      <MarketAlertHost base="" />
      <ScrollRestoration />
    </div>
  );
}

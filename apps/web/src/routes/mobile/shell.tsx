import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteMeta } from '@/lib/route-meta';

export const SITE_TITLE = 'MTS 存储交易平台';

/** Applies the route meta to every phone page: document title, page background and text colour. */
export function MobileShell() {
  const meta = useRouteMeta();
  useEffect(() => {
    document.title = meta.title ? `${meta.title} - ${SITE_TITLE}` : SITE_TITLE;
  }, [meta.title]);
  useEffect(() => {
    if (meta.bg) document.body.style.background = meta.bg;
  }, [meta.bg]);
  return (
    <div style={{ minHeight: '100vh', background: meta.bg, color: meta.color }}>
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

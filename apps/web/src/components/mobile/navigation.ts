import { useCallback } from 'react';
import { useAppNavigate, useBackOr } from '@/lib/use-app-navigate';

const EXTERNAL = /^(https?:)?\/\//i;

/** Opens a url from content data (banners, nav items): site paths in the app, other sites in the browser. */
export function useOpenUrl() {
  const navigate = useAppNavigate();
  return useCallback(
    (url: string) => {
      if (!url) return;
      if (EXTERNAL.test(url)) window.location.assign(url);
      else navigate(url.startsWith('/') ? url : `/${url}`);
    },
    [navigate],
  );
}

/** Back one page, or home when the page was opened directly (no in-app history). */
export const useBack = () => useBackOr('/home', { replace: true });

export const openGoodsPath = (goodsId: number) => `/prodetail/${goodsId}`;

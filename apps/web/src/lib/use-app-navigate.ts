import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

/** navigate() that ignores a navigation to the page already shown (the spec's duplicate-navigation rule). */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return void navigate(to);
      if (to === location.pathname + location.search) return;
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search],
  );
}

/** Back one page, or to `fallback` when the page was opened directly (no in-app history). */
export function useBackOr(fallback: string, options?: NavigateOptions) {
  const navigate = useAppNavigate();
  const replace = options?.replace;
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace });
  }, [navigate, fallback, replace]);
}

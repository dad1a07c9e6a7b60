import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthMsg, Msg } from '@mts/shared/messages';
import type { LoginResult, UserInfo } from '@mts/shared/schemas';
import { useLoginDialog } from '../../login-dialog-store';
import { ApiError } from '@/lib/http';
import { useSession } from '@/lib/session';
import { safeBackUrl, searchWithoutBackUrl } from '@/lib/back-url';

// The dialog (forms, tabs, the QR encoder) loads the first time it opens, not with every page.
const LoginDialog = lazy(async () => ({ default: (await import('@/features/auth/components/desktop/login-dialog')).LoginDialog }));

/**
 * The login dialog of every desktop page: open when asked (登录/注册, 请先登录！) and whenever the url has a
 * backUrl query and there is no token (guards and 401 add it). Success stores the session, loads the details,
 * shows 登录成功！ and goes to backUrl (dropping the query). The page passes
 * how the details load (the users feature's /user/getUserInfo).
 */
export function LoginHost({ loadDetails }: { loadDetails: () => Promise<UserInfo> }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  const manual = useLoginDialog((s) => s.open);
  const hide = useLoginDialog((s) => s.hide);
  const backUrl = new URLSearchParams(search).get('backUrl');
  const open = !loggedIn && (manual || backUrl !== null);
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  const close = useCallback(() => {
    hide();
    if (backUrl !== null) navigate(pathname + searchWithoutBackUrl(search), { replace: true });
  }, [hide, backUrl, navigate, pathname, search]);

  const onLoggedIn = useCallback(
    async (result: LoginResult) => {
      const session = useSession.getState();
      session.login(result);
      try {
        useSession.getState().setDetails(await loadDetails());
      } catch (error) {
        // the client has already toasted the reply's msg; anything else gets the spec's fallback
        if (!(error instanceof ApiError)) void message.error(Msg.requestFailed);
      }
      void queryClient.invalidateQueries();
      void message.success(AuthMsg.loginOk);
      hide();
      const target = safeBackUrl(backUrl);
      if (target) navigate(target, { replace: true });
      else if (backUrl !== null) navigate(pathname + searchWithoutBackUrl(search), { replace: true });
    },
    [loadDetails, message, queryClient, hide, backUrl, navigate, pathname, search],
  );

  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onClose={close} onLoggedIn={onLoggedIn} />
    </Suspense>
  );
}

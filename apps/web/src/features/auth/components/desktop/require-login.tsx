import { App, Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthMsg } from '@mts/shared/messages';
import { useLoginDialog } from '../../login-dialog-store';
import { useSession } from '@/lib/session';

/**
 * Route wrapper for pages that need a token (spec sections 5 and 6). Opened without one (first load, or the
 * session ended), it stays on the url, shows 需要先登录 and adds the backUrl query, which opens the login
 * dialog; the page itself renders once logged in. In-app navigation is stopped earlier by the guard loader.
 */
export function RequireLogin() {
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const show = useLoginDialog((s) => s.show);
  // once per page: closing the dialog (which drops backUrl) must not reopen it
  const prompted = useRef<string | null>(null);

  // a session that ends here (logout, or a 401 that adds backUrl itself) is not a visitor to prompt
  const hadSession = useRef(loggedIn);

  useEffect(() => {
    if (loggedIn) {
      prompted.current = null;
      hadSession.current = true;
      return;
    }
    if (hadSession.current || prompted.current === pathname) return;
    prompted.current = pathname;
    const params = new URLSearchParams(search);
    if (params.has('backUrl')) return;
    void message.warning({ content: AuthMsg.needLogin, key: 'need-login' });
    params.set('backUrl', pathname + search);
    navigate(`${pathname}?${params.toString()}`, { replace: true });
  }, [loggedIn, pathname, search, message, navigate]);

  if (loggedIn) return <Outlet />;
  return (
    <div className="pc-container" data-testid="need-login">
      <Result
        status="403"
        title={AuthMsg.needLogin}
        subTitle="登录后即可查看此页面"
        extra={
          <Button type="primary" onClick={show}>
            登录/注册
          </Button>
        }
      />
    </div>
  );
}

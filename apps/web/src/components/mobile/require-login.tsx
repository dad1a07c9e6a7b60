import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** /login with the page to come back to (spec section 6: mobile guards go to /login with backUrl). */
export const loginPath = (backUrl: string) => `/login?backUrl=${encodeURIComponent(backUrl)}`;

/**
 * Route wrapper for pages that need a login token (/pay, /myorder, /source/publish, /myAi and the user
 * centre's own pages): without a token the phone goes to /login?backUrl=<path and query>.
 */
export function RequireLogin() {
  const token = useSession((s) => s.user?.token);
  const location = useLocation();
  if (!token) return <Navigate replace to={loginPath(location.pathname + location.search)} />;
  return <Outlet />;
}

import { logout } from '../api/logout';
import { useSession } from '@/lib/session';

/**
 * 退出登录 once confirmed, both apps: revokes the token (one the server no longer knows is as good as revoked: the
 * local session goes anyway) and clears the session at once, so no request of the next page carries it; the app
 * empties the query cache when the token goes.
 */
export async function endSession() {
  try {
    await logout();
  } catch {
    // dropped here whatever the server says
  }
  useSession.getState().clear();
}

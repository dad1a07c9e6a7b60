import type { LoginResult } from '@mts/shared/schemas';
import { useSession } from '@/lib/session';

/** Signs user 1 in (a plain account, no business role) under `nickName`, as a page's test starts. */
export const signIn = (nickName = '买家') =>
  useSession.setState({ user: { token: 't', userId: 1, mobile: '13900000000', nick_name: nickName } as LoginResult });

/** Signs out, as a test ends. */
export const signOut = () => useSession.setState({ user: null });

/** Signs in user 7 (no business role), an operator or not: who may open the parameter monitor in production. */
export const signInOperator = (isOperator: boolean) =>
  useSession.getState().login({ token: 't'.repeat(43), userId: 7, businessType: 0, isOperator } as LoginResult);

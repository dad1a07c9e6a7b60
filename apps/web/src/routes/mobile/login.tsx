import NavBar from 'antd-mobile/es/components/nav-bar';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@mts/shared/schemas';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { ApiError } from '@/lib/http';
import { useSession } from '@/lib/session';
import { toast } from '@/components/mobile/toast';
import { SmsLoginForm } from '@/features/auth/components/mobile/sms-login-form';
import { userInfoQueryOptions } from '@/features/users/api/get-user-info';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { SITE_BRAND } from '@/lib/site-name';
import styles from './login.module.css';

/** Where to go after logging in: the backUrl query when it is a path of this site, else the user centre. */
export function afterLoginPath(backUrl: string | null): string {
  if (!backUrl || !backUrl.startsWith('/') || backUrl.startsWith('//') || backUrl.startsWith('/login')) return '/user';
  return backUrl;
}

/** /login: mobile number + SMS code; then the details are loaded and the phone returns to backUrl or /user. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const back = useBack();
  const queryClient = useQueryClient();
  const login = useSession((s) => s.login);
  const setDetails = useSession((s) => s.setDetails);

  const onLoggedIn = async (result: LoginResult) => {
    login(result);
    try {
      setDetails(await queryClient.fetchQuery(userInfoQueryOptions()));
      toast(AuthMsg.loginOk);
    } catch (error) {
      // ApiErrors were toasted by the client (the reply's message, or 请求异常！).
      if (!(error instanceof ApiError)) toast(Msg.requestFailed);
    }
    navigate(afterLoginPath(params.get('backUrl')), { replace: true });
  };

  return (
    <div className={styles.page}>
      <NavBar className={styles.nav} onBack={back} />
      <div className={styles.brand}>
        <span className={styles.logo}>{SITE_BRAND}</span>
        <h1 className={styles.title}>手机号登录</h1>
        <p className={styles.subtitle}>存储芯片现货交易平台</p>
      </div>
      <div className={styles.card}>
        <SmsLoginForm onLoggedIn={onLoggedIn} />
      </div>
    </div>
  );
}

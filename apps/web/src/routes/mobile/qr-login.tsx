import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthMsg, Msg } from '@mts/shared/messages';
import { confirmQrLogin, getQrInfo } from '@/features/auth/api/qr-login';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useSession } from '@/lib/session';
import styles from './qr-login.module.css';

type View = 'loading' | 'confirm' | 'confirmed' | 'expired' | 'invalid' | 'cancelled';

/**
 * /qrLogin?ticket=…: the phone side of the desktop QR login (our mobile site is the scanner). Opening it marks
 * the ticket scanned; a logged-out phone logs in first and comes back; then 确认登录 logs the desktop in.
 */
export function Component() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const navigate = useAppNavigate();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  const [view, setView] = useState<View>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    if (ticket.length < 8) {
      setView('invalid');
      return;
    }
    getQrInfo(ticket).then(
      (info) => {
        if (cancelled) return;
        if (info.status === 'expired') return setView('expired');
        if (info.status === 'confirmed') return setView('confirmed');
        if (!loggedIn) {
          navigate(`/login?backUrl=${encodeURIComponent(`/qrLogin?ticket=${ticket}`)}`, { replace: true });
          return;
        }
        setView('confirm');
      },
      () => !cancelled && setView('invalid'),
    );
    return () => {
      cancelled = true;
    };
  }, [ticket, loggedIn, navigate]);

  const confirm = async () => {
    setBusy(true);
    try {
      await confirmQrLogin(ticket);
      setView('confirmed');
    } catch {
      // toasted by the client; the ticket may have run out meanwhile
      const info = await getQrInfo(ticket).catch(() => null);
      if (info?.status === 'expired') setView('expired');
    } finally {
      setBusy(false);
    }
  };

  const home = (
    <Button className={styles.button} block onClick={() => navigate('/home', { replace: true })}>
      返回首页
    </Button>
  );

  return (
    <div className={styles.page} data-testid="qr-login-page" data-state={view}>
      <NavBar className={styles.nav} back={null}>
        扫码登录
      </NavBar>
      {view === 'loading' ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : null}
      {view === 'confirm' ? (
        <section className={styles.card}>
          <div className={styles.screen} aria-hidden>
            <span />
          </div>
          <h1 className={styles.title}>确认登录 MTS 电脑端</h1>
          <p className={styles.text}>请确认是您本人在电脑上扫码登录，如非本人操作请点击取消</p>
          <Button className={styles.button} color="primary" block loading={busy} onClick={confirm} data-testid="qr-confirm">
            确认登录
          </Button>
          <Button className={styles.button} fill="none" block onClick={() => setView('cancelled')} data-testid="qr-cancel">
            取消
          </Button>
        </section>
      ) : null}
      {view === 'confirmed' ? (
        <section className={styles.card}>
          <div className={`${styles.icon} ${styles.iconOk}`}>✓</div>
          <h1 className={styles.title}>{AuthMsg.qrConfirmed}</h1>
          <p className={styles.text}>电脑端已登录，可继续在电脑上操作</p>
          {home}
        </section>
      ) : null}
      {view === 'expired' || view === 'invalid' ? (
        <section className={styles.card}>
          <div className={`${styles.icon} ${styles.iconWarn}`}>!</div>
          <h1 className={styles.title}>{view === 'expired' ? Msg.qrExpired : AuthMsg.qrInvalid}</h1>
          <p className={styles.text}>请在电脑上刷新二维码后重新扫描</p>
          {home}
        </section>
      ) : null}
      {view === 'cancelled' ? (
        <section className={styles.card}>
          <div className={`${styles.icon} ${styles.iconWarn}`}>×</div>
          <h1 className={styles.title}>已取消登录</h1>
          <p className={styles.text}>电脑端不会登录；如需登录请重新扫码</p>
          {home}
        </section>
      ) : null}
    </div>
  );
}

import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Limits } from '@mts/shared/constants';
import { AuthMsg, Msg } from '@mts/shared/messages';
import type { LoginResult } from '@mts/shared/schemas';
import { getWxmpCode, getWxmpStatus } from '../../api/qr-login';
import { newUuid } from '../../hooks/new-uuid';

type QrCode = { uuid: string; url: string; ticket: string; image: string };
type View = 'loading' | 'waiting' | 'scanned' | 'expired' | 'error';

/** Draws the url as an SVG data url; the encoder is loaded with the dialog, not with the first page. */
async function drawQr(url: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Props = {
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
  /** The dialog's 《用户协议》/《隐私政策》 box: until it is ticked the code is covered and not polled (issue 22). */
  agreed: boolean;
};

/**
 * 扫码登录 (spec section 4): a fresh uuid asks for a code, the QR shows its url (our mobile confirm page),
 * the status is polled every 3 s; 5 minutes after the code was drawn, or when the server says so, it turns
 * into 二维码已失效 with a click to refresh.
 */
export function QrLoginPanel({ onLoggedIn, agreed }: Props) {
  const [round, setRound] = useState(0);
  const [code, setCode] = useState<QrCode | null>(null);
  const [view, setView] = useState<View>('loading');
  const loggedIn = useRef(onLoggedIn);
  useEffect(() => {
    loggedIn.current = onLoggedIn;
  }, [onLoggedIn]);

  useEffect(() => {
    let cancelled = false;
    setCode(null);
    setView('loading');
    const uuid = newUuid();
    getWxmpCode(uuid)
      .then(async ({ url, ticket }) => {
        const image = await drawQr(url);
        if (cancelled) return;
        setCode({ uuid, url, ticket, image });
        setView('waiting');
      })
      .catch(() => {
        if (!cancelled) setView('error');
      });
    return () => {
      cancelled = true;
    };
  }, [round]);

  useEffect(() => {
    if (!code || !agreed) return;
    let stopped = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const stop = (next?: View) => {
      stopped = true;
      clearTimeout(poll);
      if (next) setView(next);
    };
    const expiry = setTimeout(() => stop('expired'), Limits.qrValidityMs);
    const schedule = () => {
      poll = setTimeout(async () => {
        try {
          const status = await getWxmpStatus(code.uuid, code.ticket);
          if (stopped) return;
          if (status.status === 'confirmed' && status.token && status.userInfo) {
            stop();
            clearTimeout(expiry);
            await loggedIn.current({ ...status.userInfo, token: status.token });
            return;
          }
          if (status.status === 'expired') return stop('expired');
          setView(status.status === 'scanned' ? 'scanned' : 'waiting');
          schedule();
        } catch {
          // the client has toasted the failure; polling stops until the user refreshes
          if (!stopped) stop('error');
        }
      }, Limits.qrPollMs);
    };
    schedule();
    return () => {
      stop();
      clearTimeout(expiry);
    };
  }, [code, agreed]);

  const refresh = () => setRound((n) => n + 1);

  return (
    <div className="pc-qr-panel" data-testid="qr-panel" data-state={view}>
      <div className="pc-qr-box">
        {code ? <img className="pc-qr-image" data-testid="qr-code" data-url={code.url} src={code.image} alt="登录二维码" /> : null}
        {view === 'loading' ? (
          <div className="pc-qr-overlay is-plain">
            <Spin />
          </div>
        ) : null}
        {!agreed && (view === 'waiting' || view === 'scanned') ? (
          <div className="pc-qr-overlay" data-testid="qr-consent">
            <strong>{AuthMsg.consentRequired}</strong>
            <span className="pc-qr-refresh">勾选下方同意后扫码登录</span>
          </div>
        ) : null}
        {agreed && view === 'scanned' ? (
          <div className="pc-qr-overlay" data-testid="qr-scanned">
            <span className="pc-qr-mark is-ok">✓</span>
            <strong>已扫码，请在手机上确认</strong>
          </div>
        ) : null}
        {view === 'expired' || view === 'error' ? (
          <button type="button" className="pc-qr-overlay is-action" data-testid="qr-expired" onClick={refresh}>
            <strong>{view === 'expired' ? Msg.qrExpired : '二维码加载失败'}</strong>
            <span className="pc-qr-refresh">点击刷新</span>
          </button>
        ) : null}
      </div>
      <p className="pc-qr-tip">
        请使用手机浏览器或相机扫描二维码
        <br />
        在手机上打开 MTS 并确认登录
      </p>
    </div>
  );
}

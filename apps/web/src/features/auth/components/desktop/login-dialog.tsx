import { Modal, Tabs } from 'antd';
import { useState } from 'react';
import { Limits, SLOGANS } from '@mts/shared/constants';
import type { LoginResult } from '@mts/shared/schemas';
import { QrLoginPanel } from './qr-login-panel';
import { SmsLoginForm } from './sms-login-form';
import { ConsentCheck } from './consent-check';
import { SITE_NAME } from '@/lib/site-name';
import './login-dialog.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Stores the session, loads the details and closes (composed by the desktop layout). */
  onLoggedIn: (result: LoginResult) => void | Promise<void>;
};

/** The desktop login/register dialog, 800 px wide: 扫码登录 and 短信登录. Hidden tabs unmount, so the QR stops polling. */
export function LoginDialog({ open, onClose, onLoggedIn }: Props) {
  const [tab, setTab] = useState('qr');
  // Not ticked by default (PIPL: consent is given, not presumed); both tabs wait for it.
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={Limits.loginDialogWidth}
      centered
      destroyOnHidden
      className="pc-login-dialog"
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
    >
      <div className="pc-login" data-testid="login-dialog">
        <aside className="pc-login-aside">
          <h2>{SITE_NAME}</h2>
          <p>存储芯片 B2B 交易平台</p>
          <ul>
            {SLOGANS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </aside>
        <section className="pc-login-main">
          <h3>登录 / 注册</h3>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            destroyOnHidden
            items={[
              { key: 'qr', label: '扫码登录', children: <QrLoginPanel onLoggedIn={onLoggedIn} agreed={agreed} /> },
              { key: 'sms', label: '短信登录', children: <SmsLoginForm onLoggedIn={onLoggedIn} agreed={agreed} /> },
            ]}
          />
          <ConsentCheck checked={agreed} onChange={setAgreed} />
        </section>
      </div>
    </Modal>
  );
}

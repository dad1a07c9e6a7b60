import { Button, Dropdown } from 'antd';
import { Link } from 'react-router';
import { maskMobile } from '@mts/shared/validate';

type Props = { mobile: string | null; onLogin: () => void; onLogout: () => void };

/** The header's account corner: 登录/注册 for visitors; the masked mobile with 个人中心, AI 助手 and 退出登录 once logged in. */
export function HeaderAccount({ mobile, onLogin, onLogout }: Props) {
  if (mobile === null) {
    return (
      <Button type="primary" shape="round" onClick={onLogin} data-testid="login-button">
        登录/注册
      </Button>
    );
  }
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'user', label: <Link to="/pc/user">个人中心</Link> },
          { key: 'assistant', label: <Link to="/pc/myAi" data-testid="header-assistant">AI 助手</Link> },
          { key: 'logout', label: <span data-testid="logout-menu">退出登录</span>, onClick: onLogout },
        ],
      }}
    >
      <span className="pc-header-account" data-testid="header-account">
        <span className="pc-header-avatar" aria-hidden>
          {mobile.slice(-2)}
        </span>
        {maskMobile(mobile)}
      </span>
    </Dropdown>
  );
}

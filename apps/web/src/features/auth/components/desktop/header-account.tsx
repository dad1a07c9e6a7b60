import { Button, Dropdown } from 'antd';
import { Link } from 'react-router';
import { avatarChar } from '@/lib/display-name';

type Props = {
  /** The logged-in person's name (lib/display-name: nickname, verified name, masked mobile last); null for visitors. */
  name: string | null;
  onLogin: () => void;
  onLogout: () => void;
};

/** The header's account corner: 登录/注册 for visitors; the person's name with 个人中心, AI 助手 and 退出登录 once logged in. */
export function HeaderAccount({ name, onLogin, onLogout }: Props) {
  if (name === null) {
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
          {avatarChar(name)}
        </span>
        <span data-testid="header-name">{name}</span>
      </span>
    </Dropdown>
  );
}

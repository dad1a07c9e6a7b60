import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSOLE_MENU, menuKeyOf } from '../../model/console';
import './console.css';

/** The console frame: the side menu and the page, inside the site's desktop layout. */
export function ConsoleLayout({ operatorName, children }: { operatorName: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const key = menuKeyOf(pathname);
  const title = CONSOLE_MENU.find((m) => m.key === key)?.label ?? '';
  return (
    <div className="pc-container admin-console" data-testid="admin-console">
      <Layout className="admin-frame">
        <Layout.Sider width={200} theme="light" className="admin-sider">
          <div className="admin-brand">运营后台</div>
          <Menu mode="inline" selectedKeys={[key]} data-testid="admin-menu"
            items={CONSOLE_MENU.map((m) => ({ key: m.key, label: <Link to={m.path}>{m.label}</Link> }))} />
        </Layout.Sider>
        <Layout.Content className="admin-content">
          <div className="admin-head">
            <h2 className="admin-title">{title}</h2>
            <span className="admin-muted">运营：{operatorName}</span>
          </div>
          {children}
        </Layout.Content>
      </Layout>
    </div>
  );
}

import { Menu } from 'antd';
import { NavLink, useLocation } from 'react-router';
import { userMenuGroups } from '../../model/user-centre-rules';

type Props = { businessType: number; isAvailable: (to: string) => boolean; isOperator?: boolean };

export function UserMenu({ businessType, isAvailable, isOperator = false }: Props) {
  const { pathname } = useLocation();
  const groups = userMenuGroups(businessType, isAvailable, isOperator);
  // A page below an entry (/pc/myxg/myStock/upload) keeps its entry selected.
  const keys = groups.flatMap((g) => g.entries.map((e) => e.to.split('?')[0]!));
  const selected = keys.includes(pathname) ? pathname : (keys.filter((k) => pathname.startsWith(`${k}/`)).sort((a, b) => b.length - a.length)[0] ?? pathname);
  return (
    <Menu
      mode="inline"
      className="pc-user-menu"
      data-testid="user-menu"
      selectedKeys={[selected]}
      items={groups.map((g) => ({
        type: 'group' as const,
        key: g.key,
        label: g.title,
        children: g.entries.map((e) => ({ key: e.to.split('?')[0], label: <NavLink to={e.to}>{e.label}</NavLink> })),
      }))}
    />
  );
}

import { Menu } from 'antd';
import { NavLink, useLocation } from 'react-router';
import { BusinessType } from '@mts/shared/constants';

export type UserMenuEntry = { label: string; to: string };
export type UserMenuGroup = { key: string; title: string; entries: UserMenuEntry[] };

const TRADE: UserMenuEntry[] = [
  { label: '购买订单', to: '/pc/myxg/myBuyOrderList?orderStatus=4' },
  { label: '销售订单', to: '/pc/myxg/mySaleOrderList' },
  { label: '我的信息', to: '/pc/myxg/myPublishClue?active=0' },
  { label: '我是货主', to: '/pc/myxg/mySaleGoods' },
  { label: '我是买家', to: '/pc/myxg/myPreOrderList' },
];

const isFollowRole = (t: number) => t === BusinessType.Negotiator || t === BusinessType.BusinessFollower;

/**
 * The user-centre sidebar (spec: /pc/user): 大宗 → 我的钱包; 我的交易; 我的服务 with 我的验货 for inspectors (40)
 * and 我的评价 for negotiators and business followers (10, 20). Only pages this app has are listed (no dead
 * links); a group left empty is not shown.
 */
export function userMenuGroups(businessType: number, isAvailable: (to: string) => boolean): UserMenuGroup[] {
  const services: UserMenuEntry[] = [];
  if (businessType === BusinessType.Inspector) services.push({ label: '我的验货', to: '/pc/myxg/myYanHuo' });
  if (isFollowRole(businessType)) services.push({ label: '我的评价', to: '/pc/myxg/myFollowOrderList' });
  const groups: UserMenuGroup[] = [
    {
      key: 'account',
      title: '账户',
      entries: [
        { label: '个人中心', to: '/pc/user' },
        { label: '实名认证', to: '/pc/realname' },
      ],
    },
    { key: 'bulk', title: '大宗', entries: [{ label: '我的钱包', to: '/pc/my/myBalance' }] },
    { key: 'trade', title: '我的交易', entries: TRADE },
    {
      key: 'service',
      title: '我的服务',
      entries: [...services, { label: isFollowRole(businessType) ? (businessType === BusinessType.BusinessFollower ? '商务跟单' : '谈判人跟单') : '跟单', to: '/pc/follow' }],
    },
  ];
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => isAvailable(e.to)) }))
    .filter((g) => g.entries.length > 0);
}

type Props = { businessType: number; isAvailable: (to: string) => boolean };

export function UserMenu({ businessType, isAvailable }: Props) {
  const { pathname } = useLocation();
  const groups = userMenuGroups(businessType, isAvailable);
  return (
    <Menu
      mode="inline"
      className="pc-user-menu"
      data-testid="user-menu"
      selectedKeys={[pathname]}
      items={groups.map((g) => ({
        type: 'group' as const,
        key: g.key,
        label: g.title,
        children: g.entries.map((e) => ({ key: e.to.split('?')[0], label: <NavLink to={e.to}>{e.label}</NavLink> })),
      }))}
    />
  );
}

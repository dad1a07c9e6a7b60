import { NavLink } from 'react-router';
import type { BannerItem } from '@mts/shared/schemas';
import './top-nav.css';

/** The user centre needs a login: its nav item is hidden for visitors. */
const USER_CENTRE = '/pc/user';

export const navTarget = (item: Pick<BannerItem, 'url' | 'path'>) => item.url || item.path;

/** LAYOUT nav banners in `sort` order, without the user centre when nobody is logged in. */
export function visibleNavItems(items: BannerItem[], loggedIn: boolean): BannerItem[] {
  return items
    .filter((item) => navTarget(item))
    .filter((item) => loggedIn || !navTarget(item).startsWith(USER_CENTRE))
    .sort((a, b) => a.sort - b.sort);
}

type Props = { items: BannerItem[]; loggedIn: boolean };

export function TopNav({ items, loggedIn }: Props) {
  return (
    <nav className="pc-top-nav" data-testid="top-nav" aria-label="主导航">
      {visibleNavItems(items, loggedIn).map((item) => {
        const to = navTarget(item);
        return (
          <NavLink key={item.id} to={to} end={to === '/pc'} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
            {item.title || item.text}
          </NavLink>
        );
      })}
    </nav>
  );
}

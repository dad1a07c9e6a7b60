import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BannerItem } from '@mts/shared/schemas';
import { TopNav } from './top-nav';

const nav = (id: number, title: string, url: string, sort: number): BannerItem => ({
  id,
  title,
  text: '',
  remark: '',
  image: '',
  imgUrl: '',
  activeImgUrl: '',
  url,
  path: '',
  sort,
  status: 0,
  which: 1,
  type: 5,
  position: 'LAYOUT',
});

// Deliberately out of order: the nav sorts by `sort`.
const ITEMS = [nav(4, '个人中心', '/pc/user', 4), nav(2, '供求信息', '/pc/clue', 2), nav(1, '首页', '/pc/home', 1), nav(3, '分类', '/pc/category', 3)];

function renderNav(loggedIn: boolean) {
  render(
    <MemoryRouter initialEntries={['/pc/clue']}>
      <TopNav items={ITEMS} loggedIn={loggedIn} />
    </MemoryRouter>,
  );
  return within(screen.getByTestId('top-nav')).getAllByRole('link');
}

describe('TopNav', () => {
  it('orders the layout nav banners by sort and hides the user centre when logged out', () => {
    const links = renderNav(false);
    expect(links.map((a) => a.textContent)).toEqual(['首页', '供求信息', '分类']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/pc/home', '/pc/clue', '/pc/category']);
  });

  it('shows the user centre once logged in', () => {
    const links = renderNav(true);
    expect(links.map((a) => a.textContent)).toEqual(['首页', '供求信息', '分类', '个人中心']);
  });

  it('marks the current page', () => {
    const links = renderNav(false);
    expect(links[1].className).toContain('is-active');
    expect(links[0].className).not.toContain('is-active');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabBar, tabBarSlots, type TabBarEntry } from './tab-bar';

const tab = (id: number, title: string, url: string, sort: number): TabBarEntry => ({
  id,
  title,
  url,
  sort,
  imgUrl: `/static/demo/tab-${id}.png`,
  activeImgUrl: `/static/demo/tab-${id}-active.png`,
});

// Deliberately out of order: the bar sorts by `sort`.
const ITEMS = [
  tab(5, '我的', '/user', 5),
  tab(3, '发布', '/clue?active=0', 3),
  tab(1, '首页', '/home', 1),
  tab(4, '关注', '/follow', 4),
  tab(2, '分类', '/category', 2),
];

const ALL = new Set(['/home', '/category', '/clue', '/follow', '/user']);

describe('TabBar', () => {
  it('orders the tabs by sort and raises the third one', () => {
    render(<TabBar items={ITEMS} pathname="/category" onSelect={() => {}} implemented={ALL} />);
    const buttons = screen.getAllByTestId('tab-bar-item');
    expect(buttons.map((b) => b.textContent)).toEqual(['首页', '分类', '发布', '关注', '我的']);
    expect(buttons.map((b) => b.dataset.raised)).toEqual(['false', 'false', 'true', 'false', 'false']);
  });

  it('shows the active image for the tab matching the current path and the plain image for the others', () => {
    render(<TabBar items={ITEMS} pathname="/category" onSelect={() => {}} implemented={ALL} />);
    const [home, category] = screen.getAllByTestId('tab-bar-item');
    expect(category.dataset.active).toBe('true');
    expect(category.querySelector('img')!.getAttribute('src')).toBe('/static/demo/tab-2-active.png');
    expect(home.dataset.active).toBe('false');
    expect(home.querySelector('img')!.getAttribute('src')).toBe('/static/demo/tab-1.png');
  });

  it('treats / as the home tab and ignores the query of a tab url', () => {
    expect(tabBarSlots(ITEMS, '/', ALL).find((s) => s.active)?.title).toBe('首页');
    expect(tabBarSlots(ITEMS, '/clue', ALL).find((s) => s.active)?.title).toBe('发布');
  });

  it('hides tabs whose page does not exist yet but keeps the raised slot on the third sorted item', () => {
    const slots = tabBarSlots(ITEMS, '/home', new Set(['/home', '/category', '/clue']));
    expect(slots.map((s) => s.title)).toEqual(['首页', '分类', '发布']);
    expect(slots.map((s) => s.raised)).toEqual([false, false, true]);
  });

  it('jumps to the url of a tapped tab', () => {
    const onSelect = vi.fn();
    render(<TabBar items={ITEMS} pathname="/home" onSelect={onSelect} implemented={ALL} />);
    fireEvent.click(screen.getByText('发布'));
    expect(onSelect).toHaveBeenCalledWith('/clue?active=0');
  });
});

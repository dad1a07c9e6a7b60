import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerItem } from '@mts/shared/schemas';
import { ShortcutStrip, STEP_PX } from './shortcut-strip';

const item = (id: number): BannerItem => ({
  id,
  title: `入口${id}`,
  text: '',
  remark: '',
  image: '',
  imgUrl: `/static/demo/nav-${id}.png`,
  activeImgUrl: '',
  url: `/pc/search?categoryId=${id}`,
  path: '',
  sort: id,
  status: 0,
  which: 1,
  type: 5,
  position: 'HOME',
});

const TRACK_WIDTH = 1000;
const CONTENT_WIDTH = 12 * 236;

const originalScrollTo = HTMLElement.prototype.scrollTo;

/** happy-dom does no layout: give the track a fixed viewport and content width. */
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(TRACK_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(CONTENT_WIDTH);
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollLeft = typeof options === 'number' ? options : (options?.left ?? 0);
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
}

const track = () => screen.getByTestId('shortcut-strip').querySelector('.pc-strip-track') as HTMLElement;

describe('ShortcutStrip', () => {
  beforeEach(stubLayout);
  afterEach(() => {
    vi.restoreAllMocks();
    HTMLElement.prototype.scrollTo = originalScrollTo;
  });

  it('renders each shortcut exactly 220 px wide', () => {
    render(<ShortcutStrip items={Array.from({ length: 12 }, (_, i) => item(i + 1))} onOpen={() => {}} />);
    const buttons = screen.getAllByRole('button', { name: /入口/ });
    expect(buttons).toHaveLength(12);
    for (const b of buttons) expect(b.style.width).toBe('220px');
  });

  it('disables the left button at the start and the right one at the end', () => {
    render(<ShortcutStrip items={Array.from({ length: 12 }, (_, i) => item(i + 1))} onOpen={() => {}} />);
    const left = screen.getByTestId('strip-left');
    const right = screen.getByTestId('strip-right');
    expect((left as HTMLButtonElement).disabled).toBe(true);
    expect((right as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(right);
    expect(track().scrollLeft).toBe(STEP_PX);
    expect((left as HTMLButtonElement).disabled).toBe(false);
    expect((right as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(right);
    expect(track().scrollLeft).toBe(CONTENT_WIDTH - TRACK_WIDTH);
    expect((right as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(left);
    fireEvent.click(left);
    expect(track().scrollLeft).toBe(0);
    expect((left as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the shortcut link', () => {
    const onOpen = vi.fn();
    render(<ShortcutStrip items={[item(3)]} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /入口3/ }));
    expect(onOpen).toHaveBeenCalledWith('/pc/search?categoryId=3');
  });
});

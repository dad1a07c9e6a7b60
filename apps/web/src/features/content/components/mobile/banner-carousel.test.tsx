import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@mts/shared/constants';
import type { BannerItem } from '@mts/shared/schemas';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, url = `/searchlist?categoryId=${id}`): BannerItem => ({
  id,
  title: `横幅${id}`,
  text: '',
  remark: '',
  image: `/static/demo/banner-${id}.png`,
  imgUrl: '',
  activeImgUrl: '',
  url,
  path: '',
  sort: id,
  status: 0,
  which: 2,
  type: 2,
  position: 'HOME',
});

const WIDTH = 351;
const originalScrollTo = HTMLElement.prototype.scrollTo;
const scrolls: number[] = [];

const activeDot = () => [...document.querySelectorAll('[data-active]')].findIndex((d) => d.getAttribute('data-active') === 'true');
const track = () => screen.getByTestId('carousel').firstElementChild as HTMLElement;

describe('BannerCarousel (mobile, scroll-snap)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrolls.length = 0;
    // happy-dom does no layout: a fixed slide width, and scrollTo records where it was asked to go.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      scrolls.push(typeof options === 'number' ? options : (options?.left ?? 0));
    } as typeof HTMLElement.prototype.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    HTMLElement.prototype.scrollTo = originalScrollTo;
  });

  it('renders every banner, the first eager with high priority, and one indicator dot each', () => {
    render(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} onOpen={() => {}} testId="carousel" />);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['横幅1', '横幅2', '横幅3']);
    expect(images[0]).toHaveProperty('loading', 'eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(document.querySelectorAll('[data-active]')).toHaveLength(3);
    expect(activeDot()).toBe(0);
  });

  it(`moves to the next banner every ${Limits.carouselAutoplayMs} ms and back to the first after the last`, () => {
    render(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} onOpen={() => {}} testId="carousel" />);
    act(() => void vi.advanceTimersByTime(Limits.carouselAutoplayMs - 1));
    expect(activeDot()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(activeDot()).toBe(1);
    expect(scrolls).toEqual([WIDTH]);
    act(() => void vi.advanceTimersByTime(Limits.carouselAutoplayMs));
    act(() => void vi.advanceTimersByTime(Limits.carouselAutoplayMs));
    expect(activeDot()).toBe(0);
    expect(scrolls).toEqual([WIDTH, 2 * WIDTH, 0]);
  });

  it('follows a swipe and waits while a finger is down', () => {
    render(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} onOpen={() => {}} testId="carousel" />);
    fireEvent.touchStart(track());
    track().scrollLeft = 2 * WIDTH;
    fireEvent.scroll(track());
    expect(activeDot()).toBe(2);
    act(() => void vi.advanceTimersByTime(3 * Limits.carouselAutoplayMs));
    expect(activeDot()).toBe(2);
    fireEvent.touchEnd(track());
    act(() => void vi.advanceTimersByTime(Limits.carouselAutoplayMs));
    expect(activeDot()).toBe(0);
  });

  it('opens a banner url when allowed; one banner has no indicator and no autoplay', () => {
    const onOpen = vi.fn();
    const { unmount } = render(
      <BannerCarousel banners={[banner(1), banner(2, '/nowhere')]} onOpen={onOpen} canOpen={(url) => url !== '/nowhere'} testId="carousel" />,
    );
    fireEvent.click(screen.getByAltText('横幅1'));
    fireEvent.click(screen.getByAltText('横幅2'));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('/searchlist?categoryId=1');
    unmount();

    render(<BannerCarousel banners={[banner(7)]} onOpen={onOpen} testId="carousel" />);
    expect(document.querySelectorAll('[data-active]')).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(3 * Limits.carouselAutoplayMs));
    expect(scrolls).toEqual([]);
  });
});

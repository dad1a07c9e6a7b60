import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouteError } from './route-error';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RouteError (phone): a page that could not load', () => {
  it('says so in Chinese and 重新加载 reloads the page, with nothing loaded lazily', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<RouteError />);
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败');
    expect(screen.getByText('请检查网络后重新加载')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

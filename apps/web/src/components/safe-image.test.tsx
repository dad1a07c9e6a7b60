import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE, SafeImage } from './safe-image';

describe('SafeImage', () => {
  it('swaps in the default image when loading fails', () => {
    render(<SafeImage src="/static/missing.png" alt="芯片" />);
    const img = screen.getByAltText('芯片') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_IMAGE);
  });
  it('uses the default image when there is no source', () => {
    render(<SafeImage alt="空" />);
    expect(screen.getByAltText('空').getAttribute('src')).toBe(DEFAULT_IMAGE);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightText } from './highlight-text';

const marks = (text: string, keyword: string) => {
  const { container } = render(<HighlightText text={text} keyword={keyword} />);
  return { marked: [...container.querySelectorAll('mark')].map((m) => m.textContent), all: container.textContent };
};

describe('HighlightText (desktop search results)', () => {
  it('marks a part-number prefix ignoring case', () => {
    expect(marks('K4A8G165WC-BCTD', 'k4a8g165')).toEqual({ marked: ['K4A8G165'], all: 'K4A8G165WC-BCTD' });
  });
  it('marks a part number typed without its dash', () => {
    expect(marks('H5AN8G6NDJR-XNC', 'h5an8g6ndjrx').marked).toEqual(['H5AN8G6NDJR-X']);
    expect(marks('H5AN8G6NDJR-XNC', 'h5an8g6').marked).toEqual(['H5AN8G6']);
  });
  it('marks a brand and a Chinese name word', () => {
    expect(marks('三星', '三星').marked).toEqual(['三星']);
    expect(marks('DDR4 内存颗粒', '内存').marked).toEqual(['内存']);
  });
  it('leaves unmatched text plain', () => {
    expect(marks('MT40A1G16', 'k4a8')).toEqual({ marked: [], all: 'MT40A1G16' });
  });
});

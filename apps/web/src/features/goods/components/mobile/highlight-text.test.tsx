import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { highlightParts } from '@mts/shared/search';
import { HighlightText } from './highlight-text';

const marked = (text: string, keyword: string) =>
  highlightParts(text, keyword)
    .filter((p) => p.hit)
    .map((p) => p.text);

describe('highlightParts (search result highlight)', () => {
  it('marks a part-number prefix ignoring case', () => {
    expect(highlightParts('K4A8G165WC-BCTD', 'k4a8g165')).toEqual([
      { text: 'K4A8G165', hit: true },
      { text: 'WC-BCTD', hit: false },
    ]);
  });
  it('marks a part number inside a longer one', () => {
    expect(marked('H5AN8G6NDJR-XNC', 'h5an8g6')).toEqual(['H5AN8G6']);
  });
  it('marks across a dash in the text and in the keyword', () => {
    expect(marked('K4A8G165WC-BCTD', 'k4a8g165wcbc')).toEqual(['K4A8G165WC-BC']);
    expect(marked('H5AN8G6NDJR-XNC', 'H5AN8G6NDJR-XN')).toEqual(['H5AN8G6NDJR-XN']);
  });
  it('marks a brand and a Chinese word', () => {
    expect(marked('三星', '三星')).toEqual(['三星']);
    expect(marked('DDR4 内存颗粒', '内存')).toEqual(['内存']);
  });
  it('leaves text alone without a keyword or a match', () => {
    expect(highlightParts('MT40A1G16', '')).toEqual([{ text: 'MT40A1G16', hit: false }]);
    expect(marked('MT40A1G16', 'k4a8')).toEqual([]);
  });
});

describe('HighlightText', () => {
  it('renders matches in <mark>', () => {
    const { container } = render(<HighlightText text="K4A8G165WC-BCTD" keyword="k4a8g165" />);
    expect(container.querySelector('mark')?.textContent).toBe('K4A8G165');
    expect(container.textContent).toBe('K4A8G165WC-BCTD');
  });
  it('renders plain text when nothing matches', () => {
    const { container } = render(<HighlightText text="MT40A1G16" keyword="三星" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.textContent).toBe('MT40A1G16');
  });
});

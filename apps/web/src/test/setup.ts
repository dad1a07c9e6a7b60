import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// antd's responsive helpers ask for media queries and the desktop forms scroll to a failing field: stand-ins for a
// DOM without them (happy-dom has both, so these only fill a gap; nothing is replaced).
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());

import { vi } from 'vitest';
import { act } from '@testing-library/react';

/** antd's responsive helpers ask for media queries. */
export function installMatchMedia() {
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
}

/** Lets pending promises (mocked replies, the lazily imported encoder) settle while timers are faked. */
export async function settle(rounds = 10) {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** Advances faked timers inside act, letting the promises they start settle. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle(3);
}

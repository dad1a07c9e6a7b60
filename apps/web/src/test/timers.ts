import { vi } from 'vitest';
import { act } from '@testing-library/react';

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

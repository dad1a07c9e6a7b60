import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '@/lib/session';

/** For each test of the calling `describe` on a parameter monitor page: fake timers, its console lines muted, signed out after. */
export function withMonitorClock() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    useSession.getState().clear();
  });
}

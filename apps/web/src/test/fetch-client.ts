import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp, type Platform } from '@/lib/http';
import { useSession } from '@/lib/session';

/**
 * The real API client over a fake `fetch`, for each test of the calling `describe`: configured for `platform` with
 * spies for its toast and its 401 handler; everything (timers, fetch, session) put back after each test.
 */
export function stubFetchClient(platform: Platform, { fakeTimers = false } = {}) {
  const client = { fetch: vi.fn<typeof fetch>(), toast: vi.fn(), onUnauthorized: vi.fn() };
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers();
    vi.stubGlobal('fetch', client.fetch);
    configureHttp({ platform, toast: client.toast, onUnauthorized: client.onUnauthorized });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    client.fetch.mockReset();
    client.toast.mockReset();
    client.onUnauthorized.mockReset();
    useSession.getState().clear();
  });
  return client;
}

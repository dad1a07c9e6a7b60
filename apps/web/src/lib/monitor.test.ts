import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@mts/shared/schemas';
import { FakeSocket } from '@/test/fake-socket';
import { countUiEvents, monitor } from './monitor';
import { startRealtime } from './realtime';
import { useSession } from './session';

/** Signs in and starts the realtime client over a fake socket; `base` is the open streams before, `stop` logs out. */
function connectRealtime() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  useSession.getState().login({ token: 't'.repeat(43), userId: 7 } as LoginResult);
  const base = monitor.counts().streams;
  let stop = () => {};
  act(() => {
    stop = startRealtime();
  });
  return { base, stop };
}

describe('lib/monitor counting', () => {
  afterEach(() => {
    useSession.getState().clear();
    vi.unstubAllGlobals();
  });

  it('counts clicks and key presses on the document once, however often it is installed', () => {
    countUiEvents();
    countUiEvents();
    monitor.reset();
    const button = document.createElement('button');
    document.body.append(button);
    button.click();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    button.dispatchEvent(new Event('change', { bubbles: true }));
    button.dispatchEvent(new Event('input', { bubbles: true }));
    expect(monitor.counts().events).toBe(2);
    button.remove();
  });

  it('counts the realtime socket as an open stream from open to close; reset leaves streams alone', () => {
    const { base, stop } = connectRealtime();
    const ws = FakeSocket.all[0]!;
    expect(monitor.counts().streams).toBe(base); // connecting is not open yet
    act(() => ws.onopen?.());
    expect(monitor.counts().streams).toBe(base + 1);
    monitor.reset();
    expect(monitor.counts().streams).toBe(base + 1);
    act(stop); // logout: the client closes the socket
    expect(monitor.counts().streams).toBe(base);
  });

  it('a socket that never opened is not counted when it closes', () => {
    const { base, stop } = connectRealtime();
    act(() => FakeSocket.all[0]!.close(1006));
    expect(monitor.counts().streams).toBe(base);
    act(stop);
  });
});
